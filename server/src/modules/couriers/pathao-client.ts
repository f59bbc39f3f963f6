import { toBengaliDigits } from '@haat/contract';
import { courierMessages } from './couriers.messages.js';

/** A Pathao call that did not give what was asked, with a message the owner can act on. */
export class PathaoError extends Error {
  override name = 'PathaoError';
  constructor(
    message: string,
    /** The account was refused: retrying with the same login cannot help. */
    readonly refused: boolean,
  ) {
    super(message);
  }
}

export interface PathaoAccount {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

export interface PathaoToken {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working (ISO), from Pathao's `expires_in`. */
  expiresAt: string;
}

const CALL_TIMEOUT_MS = 15_000;

/** One parcel as Pathao's POST /orders takes it (research §2); city, zone and area are left to Pathao. */
export interface PathaoOrder {
  store_id: number;
  merchant_order_id: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  /** 48: normal delivery (12 is on-demand, which Haat does not offer). */
  delivery_type: 48;
  /** 2: a parcel (1 is a document). */
  item_type: 2;
  special_instruction: string;
  item_quantity: number;
  item_weight: number;
  item_description: string;
  amount_to_collect: number;
}

/**
 * Pathao's merchant ("aladdin") API (research: cod-integrations.md §2): a bearer token from
 * `issue-token` with the password grant, as two independent SDKs do (the official plugin's
 * `external/login` is the other flow; decision 034), then `Authorization: Bearer` on every call.
 * Secrets and tokens never reach an error message or a log.
 */
export function pathaoClient(baseUrl: string) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<{ status: number; payload: Record<string, unknown> | null }> {
    const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/+$/, '')}/aladdin/api/v1${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: timeout,
      });
    } catch {
      throw new PathaoError(
        timeout.aborted ? courierMessages.pathaoTimedOut : courierMessages.pathaoUnreachable,
        false,
      );
    }
    if (response.status >= 500) throw new PathaoError(courierMessages.pathaoDown(response.status), false);
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, payload };
  }

  return {
    /** A new token for the merchant login (the password grant). */
    async issueToken(account: PathaoAccount, now = Date.now()): Promise<PathaoToken> {
      const { status, payload } = await call('POST', '/issue-token', {
        body: {
          client_id: account.clientId,
          client_secret: account.clientSecret,
          username: account.username,
          password: account.password,
          grant_type: 'password',
        },
      });
      if (status === 400 || status === 401 || status === 403 || status === 422)
        throw new PathaoError(courierMessages.pathaoRefused, true);
      const accessToken = payload?.access_token;
      const refreshToken = payload?.refresh_token;
      const expiresIn = payload?.expires_in;
      if (status !== 200 || typeof accessToken !== 'string' || typeof expiresIn !== 'number')
        throw new PathaoError(courierMessages.pathaoStrange(status), false);
      return {
        accessToken,
        refreshToken: typeof refreshToken === 'string' ? refreshToken : '',
        expiresAt: new Date(now + expiresIn * 1000).toISOString(),
      };
    },

    /** POST /orders: one parcel; the raw answer, for the gateway to read. */
    createOrder: (token: string, order: PathaoOrder) => call('POST', '/orders', { token, body: order }),

    /** GET /orders/{consignment_id}/info: the parcel's status now; the raw answer. */
    orderInfo: (token: string, consignmentId: string) =>
      call('GET', `/orders/${encodeURIComponent(consignmentId)}/info`, { token }),

    /** The account's stores (`data.data[]`), the pickup points parcels leave from. */
    async stores(token: string) {
      const { status, payload } = await call('GET', '/stores', { token });
      if (status === 401 || status === 403) throw new PathaoError(courierMessages.pathaoRefused, true);
      const data = (payload?.data as { data?: unknown } | undefined)?.data;
      if (status !== 200 || !Array.isArray(data))
        throw new PathaoError(courierMessages.pathaoStrange(status), false);
      return data.flatMap((store: Record<string, unknown>) =>
        typeof store.store_id === 'number'
          ? [
              {
                storeId: store.store_id,
                name:
                  typeof store.store_name === 'string'
                    ? store.store_name
                    : `#${toBengaliDigits(String(store.store_id))}`,
                address: typeof store.store_address === 'string' ? store.store_address : '',
                active: store.is_active === 1 || store.is_active === true,
              },
            ]
          : [],
      );
    },
  };
}
