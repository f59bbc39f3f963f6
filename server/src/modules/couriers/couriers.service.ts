import type { CourierCheck, SteadfastSettings, SteadfastSettingsInput } from '@haat/contract';
import { formatTaka } from '@haat/contract';
import type { IntegrationSettingsRepository } from '../conversions/integration-settings.repository.js';
import { courierMessages } from './couriers.messages.js';
import { SteadfastError, steadfastClient } from './steadfast-client.js';

/** Steadfast's keys as stored: whole, read only here. */
interface StoredSteadfastKeys {
  apiKey: string;
  secretKey: string;
}

const STEADFAST = 'steadfast';
const noKeys: StoredSteadfastKeys = { apiKey: '', secretKey: '' };

const masked = (keys: StoredSteadfastKeys): SteadfastSettings => ({
  apiKeySaved: keys.apiKey !== '',
  apiKeyEnding: keys.apiKey.slice(-4),
  secretKeySaved: keys.secretKey !== '',
  secretKeyEnding: keys.secretKey.slice(-4),
});

/**
 * The couriers' accounts (issue 16, item 2; decision 034): Steadfast's keys, kept on the server and
 * answered back only masked, and the "test connection" call. Booking and status sync build on this.
 */
export function createCouriersService(deps: {
  settings: IntegrationSettingsRepository;
  /** Steadfast's API (STEADFAST_API_URL); a local fake in tests. */
  steadfastUrl: string;
}) {
  const { settings, steadfastUrl } = deps;
  const readKeys = async () => (await settings.read<StoredSteadfastKeys>(STEADFAST)) ?? noKeys;

  return {
    async getSteadfast(): Promise<SteadfastSettings> {
      return masked(await readKeys());
    },

    async updateSteadfast(input: SteadfastSettingsInput): Promise<SteadfastSettings> {
      const current = await readKeys();
      const next: StoredSteadfastKeys = {
        apiKey: input.apiKey || current.apiKey,
        secretKey: input.secretKey || current.secretKey,
      };
      await settings.write(STEADFAST, next);
      return masked(next);
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
