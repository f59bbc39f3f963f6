import type { IntegrationSettingsRepository } from '../integrations/integration-settings.repository.js';
import {
  type BookingOutcome,
  CourierAccountRefused,
  type CourierGateway,
  CourierUnavailable,
  type ParcelRequest,
} from './courier.js';
import { courierMessages } from './couriers.messages.js';
import { type PathaoAccount, PathaoError, type PathaoToken, pathaoClient } from './pathao-client.js';

/** Pathao's account as stored, with the chosen pickup store. */
export interface StoredPathaoAccount extends PathaoAccount {
  storeId: number | null;
  storeName: string;
  /** What Pathao's webhook calls carry in X-PATHAO-Signature; '' until the owner sets one. */
  webhookSecret?: string;
}

export const PATHAO = 'pathao';
/** Pathao's last token, kept so every call does not log in again; never leaves the server. */
export const PATHAO_TOKEN = 'pathao-token';
/** The calls made in the current minute, shared by every instance (Pathao allows 60; research §2). */
const PATHAO_CALLS = 'pathao-calls';
const PATHAO_CALLS_PER_MINUTE = 60;

export const noPathao: StoredPathaoAccount = {
  clientId: '',
  clientSecret: '',
  username: '',
  password: '',
  storeId: null,
  storeName: '',
};
/** A token this close to its end is replaced before it is used. */
const TOKEN_RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

export const hasPathaoAccount = (account: StoredPathaoAccount) =>
  account.clientId !== '' &&
  account.clientSecret !== '' &&
  account.username !== '' &&
  account.password !== '';

/** Pathao's limits on the fields (research §2). */
const MAX_NAME = 100;
const MAX_ADDRESS = 220;
const clip = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max));

/** Pathao's refusal as one line: its message and each field's errors. */
function refusalText(payload: Record<string, unknown> | null): string {
  if (!payload) return '';
  const parts: string[] = [];
  if (typeof payload.message === 'string') parts.push(payload.message);
  const errors = payload.errors;
  if (errors && typeof errors === 'object')
    for (const value of Object.values(errors as Record<string, unknown>))
      parts.push(...(Array.isArray(value) ? value.map(String) : [String(value)]));
  return parts.join('; ').slice(0, 300);
}

/** Pathao's errors as the booking reads them: the account refused, or not reachable now. */
const translated = (error: unknown): unknown =>
  error instanceof PathaoError
    ? error.refused
      ? new CourierAccountRefused(error.message)
      : new CourierUnavailable(error.message)
    : error;

/**
 * Pathao's account in use: the kept login, its token (reused until a day before it ends, replaced
 * once when Pathao refuses it), and booking through POST /orders with the invoice as
 * `merchant_order_id` (decisions 034 and 035).
 */
export function pathaoAccess(settings: IntegrationSettingsRepository, baseUrl: string) {
  const api = pathaoClient(baseUrl);
  const readAccount = async () => (await settings.read<StoredPathaoAccount>(PATHAO)) ?? noPathao;

  async function token(account: StoredPathaoAccount, fresh = false): Promise<string> {
    const kept = fresh ? null : await settings.read<PathaoToken>(PATHAO_TOKEN);
    if (kept && Date.parse(kept.expiresAt) - Date.now() > TOKEN_RENEW_BEFORE_MS) return kept.accessToken;
    const issued = await api.issueToken(account);
    await settings.write(PATHAO_TOKEN, issued);
    return issued.accessToken;
  }

  /** Runs `call` with the kept token, and once more with a new one if Pathao refused the kept one. */
  async function withToken<T>(account: StoredPathaoAccount, call: (token: string) => Promise<T>) {
    try {
      return await call(await token(account));
    } catch (error) {
      if (!(error instanceof PathaoError) || !error.refused) throw error;
      return call(await token(account, true));
    }
  }

  async function bookOne(account: StoredPathaoAccount, parcel: ParcelRequest): Promise<BookingOutcome> {
    const wait = await settings.takeCall(PATHAO_CALLS, PATHAO_CALLS_PER_MINUTE, 60_000);
    if (wait > 0) throw new CourierUnavailable(courierMessages.pathaoBusy, wait);
    const { status, payload } = await withToken(account, async (accessToken) => {
      const answer = await api.createOrder(accessToken, {
        store_id: account.storeId ?? 0,
        merchant_order_id: parcel.invoice,
        recipient_name: clip(parcel.name, MAX_NAME),
        recipient_phone: parcel.phone,
        recipient_address: clip(
          parcel.address.includes(parcel.city) ? parcel.address : `${parcel.address}, ${parcel.city}`,
          MAX_ADDRESS,
        ),
        delivery_type: 48,
        item_type: 2,
        special_instruction: parcel.note,
        item_quantity: parcel.quantity,
        item_weight: parcel.weightKg,
        item_description: parcel.itemDescription,
        amount_to_collect: parcel.cashToCollect,
      });
      if (answer.status === 401 || answer.status === 403)
        throw new PathaoError(courierMessages.pathaoRefused, true);
      return answer;
    });
    const data = payload?.data as Record<string, unknown> | undefined;
    if (status === 200 && data && typeof data.consignment_id === 'string' && data.consignment_id !== '')
      return {
        outcome: 'booked',
        consignmentId: data.consignment_id,
        trackingCode: '',
        // Pathao's fee may carry paisa (83.46); the shop counts whole taka, rounded up as it is paid.
        fee: typeof data.delivery_fee === 'number' ? Math.ceil(data.delivery_fee) : null,
        courierStatus: typeof data.order_status === 'string' ? data.order_status : '',
        alreadyBooked: false,
      };
    if (status === 429) throw new CourierUnavailable(courierMessages.pathaoBusy, 60_000);
    if (status >= 400 && status < 500 && payload !== null) {
      const text = refusalText(payload);
      // Pathao's answer to a merchant_order_id it has already is not documented (research, gaps):
      // a refusal that says so is the booking made before, whose ids Pathao's updates bring later.
      const fieldErrors = (payload.errors ?? {}) as Record<string, unknown>;
      const aboutOrderId = `${String(fieldErrors.merchant_order_id ?? '')} ${text}`;
      if (
        /merchant[ _]order[ _]id/i.test(aboutOrderId) &&
        /(already|taken|exist|duplicate|unique)/i.test(aboutOrderId)
      )
        return {
          outcome: 'booked',
          consignmentId: '',
          trackingCode: '',
          fee: null,
          courierStatus: '',
          alreadyBooked: true,
        };
      return { outcome: 'refused', message: courierMessages.pathaoRefusedParcel(text) };
    }
    throw new CourierUnavailable(courierMessages.pathaoStrange(status));
  }

  /**
   * The parcel by its consignment id (`orders/{id}/info`): its status word, or null when Pathao does
   * not have it as this invoice's. `strict` also refuses an answer that does not name the invoice.
   */
  async function info(parcel: { consignmentId: string; invoice: string }, strict: boolean) {
    // Pathao is asked by consignment id only (research §2); without one there is nothing to ask.
    if (!parcel.consignmentId) return null;
    const account = await readAccount();
    if (!hasPathaoAccount(account)) throw new CourierAccountRefused(courierMessages.pathaoNoAccount);
    const wait = await settings.takeCall(PATHAO_CALLS, PATHAO_CALLS_PER_MINUTE, 60_000);
    if (wait > 0) throw new CourierUnavailable(courierMessages.pathaoBusy, wait);
    try {
      const { status, payload } = await withToken(account, async (accessToken) => {
        const answer = await api.orderInfo(accessToken, parcel.consignmentId);
        if (answer.status === 401 || answer.status === 403)
          throw new PathaoError(courierMessages.pathaoRefused, true);
        return answer;
      });
      if (status === 404) return null;
      const data = payload?.data as Record<string, unknown> | undefined;
      const word =
        typeof data?.order_status_slug === 'string' && data.order_status_slug
          ? data.order_status_slug
          : data?.order_status;
      if (status !== 200 || typeof word !== 'string')
        throw new CourierUnavailable(courierMessages.pathaoStrange(status));
      // A consignment of another merchant order is not this parcel (a forged webhook's id, say).
      const named = data?.merchant_order_id;
      if (typeof named === 'string' ? named !== parcel.invoice : strict) return null;
      return { courierStatus: word, consignmentId: parcel.consignmentId, trackingCode: '' };
    } catch (error) {
      throw translated(error);
    }
  }

  const gateway: CourierGateway = {
    courier: 'pathao',
    maxPerCall: 1,

    async readiness() {
      const account = await readAccount();
      if (!hasPathaoAccount(account)) return { ready: false, message: courierMessages.pathaoNoAccount };
      if (account.storeId === null) return { ready: false, message: courierMessages.pathaoNoStore };
      return { ready: true, message: '' };
    },

    status: (parcel) => info(parcel, false),

    async find() {
      // Pathao has no lookup by merchant_order_id (research §2: `orders/{consignment_id}/info`
      // only); guessing one would read "not found" as "send again" (decision 058).
      return { found: 'unknowable' };
    },

    // `info` names the parcel's merchant_order_id, so Pathao's own answer ties the id to the
    // invoice; an answer that does not name it confirms nothing (decision 058).
    confirm: (parcel) => info(parcel, true),

    async book(parcels) {
      const account = await readAccount();
      if (!hasPathaoAccount(account)) throw new CourierAccountRefused(courierMessages.pathaoNoAccount);
      if (account.storeId === null) throw new CourierAccountRefused(courierMessages.pathaoNoStore);
      const outcomes = new Map<string, BookingOutcome>();
      for (const parcel of parcels) {
        try {
          outcomes.set(parcel.orderId, await bookOne(account, parcel));
        } catch (error) {
          throw translated(error);
        }
      }
      return outcomes;
    },
  };

  return { readAccount, token, withToken, gateway };
}
