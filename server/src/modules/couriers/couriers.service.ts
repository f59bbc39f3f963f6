import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type Courier,
  type CourierCheck,
  formatTaka,
  type PathaoCheck,
  type PathaoSettings,
  type PathaoSettingsInput,
  type SteadfastSettings,
  type SteadfastSettingsInput,
  toBengaliDigits,
} from '@haat/contract';
import { AppError } from '../../lib/errors.js';
import type { IntegrationSettingsRepository } from '../integrations/integration-settings.repository.js';
import type { CourierGateway } from './courier.js';
import { courierMessages } from './couriers.messages.js';
import { PathaoError, pathaoClient } from './pathao-client.js';
import {
  hasPathaoAccount,
  PATHAO,
  PATHAO_TOKEN,
  pathaoAccess,
  type StoredPathaoAccount,
} from './pathao-gateway.js';
import { SteadfastError, steadfastClient } from './steadfast-client.js';
import { steadfastGateway } from './steadfast-gateway.js';

/** Steadfast's keys as stored: whole, read only here. */
interface StoredSteadfastKeys {
  apiKey: string;
  secretKey: string;
  /** The bearer token Steadfast's webhook calls carry; '' until the owner sets one. */
  webhookToken?: string;
}

const STEADFAST = 'steadfast';
const noKeys: StoredSteadfastKeys = { apiKey: '', secretKey: '' };

const maskedPathao = (account: StoredPathaoAccount): PathaoSettings => ({
  clientId: account.clientId,
  clientSecretSaved: account.clientSecret !== '',
  clientSecretEnding: account.clientSecret.slice(-4),
  username: account.username,
  passwordSaved: account.password !== '',
  storeId: account.storeId,
  storeName: account.storeName,
  webhookSecretSaved: (account.webhookSecret ?? '') !== '',
  webhookSecretEnding: (account.webhookSecret ?? '').slice(-4),
});

const masked = (keys: StoredSteadfastKeys): SteadfastSettings => ({
  apiKeySaved: keys.apiKey !== '',
  apiKeyEnding: keys.apiKey.slice(-4),
  secretKeySaved: keys.secretKey !== '',
  secretKeyEnding: keys.secretKey.slice(-4),
  webhookTokenSaved: (keys.webhookToken ?? '') !== '',
  webhookTokenEnding: (keys.webhookToken ?? '').slice(-4),
});

/** Compares a secret a caller sent with the saved one in constant time; an unset one matches nothing. */
function sameSecret(sent: string | undefined, saved: string | undefined): boolean {
  if (!sent || !saved) return false;
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(saved).digest();
  return timingSafeEqual(a, b);
}

/**
 * The couriers' accounts (decision 034): Steadfast's keys, kept on the server and
 * answered back only masked, and the "test connection" call. Booking and status sync build on this.
 */
export function createCouriersService(deps: {
  settings: IntegrationSettingsRepository;
  /** Steadfast's API (STEADFAST_API_URL); a local fake in tests. */
  steadfastUrl: string;
  /** Pathao's API (PATHAO_API_URL); a local fake in tests. */
  pathaoUrl: string;
}) {
  const { settings, steadfastUrl } = deps;
  const readKeys = async () => (await settings.read<StoredSteadfastKeys>(STEADFAST)) ?? noKeys;
  const pathao = pathaoAccess(settings, deps.pathaoUrl);
  const readPathao = pathao.readAccount;
  const pathaoApi = pathaoClient(deps.pathaoUrl);
  /** The account's stores; a kept token Pathao refuses is replaced once (it was revoked or changed). */
  const pathaoStores = (account: StoredPathaoAccount) =>
    pathao.withToken(account, (token) => pathaoApi.stores(token));
  const gateways: Record<Courier, CourierGateway> = {
    steadfast: steadfastGateway(async () => ({ baseUrl: steadfastUrl, ...(await readKeys()) })),
    pathao: pathao.gateway,
  };

  return {
    /** The courier interface the booking uses, one per courier (decision 035). */
    gateway: (courier: Courier): CourierGateway => gateways[courier],

    /**
     * Steadfast's fraud check for the fake-order check (decision 038): `ready` says whether
     * the keys are saved; `check` asks about one phone with them (SteadfastError when it cannot).
     */
    steadfastHistory: {
      ready: async (): Promise<boolean> => {
        const keys = await readKeys();
        return keys.apiKey !== '' && keys.secretKey !== '';
      },
      check: async (phone: string, signal?: AbortSignal) =>
        steadfastClient({ baseUrl: steadfastUrl, ...(await readKeys()) }).fraudCheck(phone, signal),
    },

    /** Whether a Steadfast webhook call's `Authorization: Bearer <token>` is the owner's token. */
    async isSteadfastWebhook(authorization: string | undefined): Promise<boolean> {
      const sent = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
      return sameSecret(sent, (await readKeys()).webhookToken);
    },

    /** Whether a Pathao webhook call's X-PATHAO-Signature is the owner's secret (compared as text, research §2). */
    async isPathaoWebhook(signature: string | undefined): Promise<boolean> {
      return sameSecret(signature, (await readPathao()).webhookSecret);
    },

    async getSteadfast(): Promise<SteadfastSettings> {
      return masked(await readKeys());
    },

    async updateSteadfast(input: SteadfastSettingsInput): Promise<SteadfastSettings> {
      const current = await readKeys();
      const next: StoredSteadfastKeys = {
        apiKey: input.apiKey || current.apiKey,
        secretKey: input.secretKey || current.secretKey,
        webhookToken: input.webhookToken || current.webhookToken || '',
      };
      await settings.write(STEADFAST, next);
      return masked(next);
    },

    async getPathao(): Promise<PathaoSettings> {
      return maskedPathao(await readPathao());
    },

    /** A changed login drops the kept token: the next call logs in with the new one. */
    async updatePathao(input: PathaoSettingsInput): Promise<PathaoSettings> {
      const current = await readPathao();
      const next: StoredPathaoAccount = {
        ...current,
        clientId: input.clientId || current.clientId,
        clientSecret: input.clientSecret || current.clientSecret,
        username: input.username || current.username,
        password: input.password || current.password,
        webhookSecret: input.webhookSecret || current.webhookSecret || '',
      };
      await settings.write(PATHAO, next);
      await settings.write(PATHAO_TOKEN, null);
      return maskedPathao(next);
    },

    /** Logs in to Pathao with the saved account and lists its stores; says why when it cannot. */
    async checkPathao(): Promise<PathaoCheck> {
      const account = await readPathao();
      if (!hasPathaoAccount(account))
        return { ok: false, message: courierMessages.pathaoNoAccount, stores: [] };
      try {
        const stores = await pathaoStores(account);
        // An account with one store has nothing to choose: it is the pickup store (decision 034).
        const [only, ...others] = stores.filter((store) => store.active);
        if (account.storeId === null && only && others.length === 0)
          await settings.write(PATHAO, { ...account, storeId: only.storeId, storeName: only.name });
        return { ok: true, message: courierMessages.pathaoOk(toBengaliDigits(stores.length)), stores };
      } catch (error) {
        if (error instanceof PathaoError) return { ok: false, message: error.message, stores: [] };
        throw error;
      }
    },

    /** The pickup store: only one Pathao lists for the saved account. */
    async choosePathaoStore(storeId: number): Promise<PathaoSettings> {
      const account = await readPathao();
      if (!hasPathaoAccount(account)) throw AppError.badRequest(courierMessages.pathaoNoAccount);
      let stores: Awaited<ReturnType<typeof pathaoStores>>;
      try {
        stores = await pathaoStores(account);
      } catch (error) {
        if (error instanceof PathaoError) throw AppError.badRequest(error.message);
        throw error;
      }
      const store = stores.find((candidate) => candidate.storeId === storeId);
      if (!store)
        throw AppError.badRequest(courierMessages.pathaoUnknownStore, [
          { path: 'storeId', message: courierMessages.pathaoUnknownStore },
        ]);
      const next = { ...account, storeId: store.storeId, storeName: store.name };
      await settings.write(PATHAO, next);
      return maskedPathao(next);
    },

    /** Asks Steadfast for the balance with the saved keys; says why when it cannot. */
    async checkSteadfast(): Promise<CourierCheck> {
      const keys = await readKeys();
      if (!keys.apiKey || !keys.secretKey)
        return { ok: false, balance: null, message: courierMessages.noKeys };
      try {
        const balance = await steadfastClient({ baseUrl: steadfastUrl, ...keys }).balance();
        return { ok: true, balance, message: `${courierMessages.steadfastOk}: ${formatTaka(balance)}` };
      } catch (error) {
        if (error instanceof SteadfastError) return { ok: false, balance: null, message: error.message };
        throw error;
      }
    },
  };
}

export type CouriersService = ReturnType<typeof createCouriersService>;
