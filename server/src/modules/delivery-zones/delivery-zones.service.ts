import { type DeliveryZone, type DeliveryZones, defaultDeliveryZones } from '@haat/contract';
import type { DeliveryZonesRepository } from './delivery-zones.repository.js';

/**
 * The shop's delivery table (decision 067). Until the owner saves one, it is drawn from the
 * settings' inside- and outside-Dhaka fees each time it is read, so a shop that changes nothing
 * charges what it did before zones, and the settings page's two fees keep working for it.
 */
export function createDeliveryZonesService(deps: {
  repository: DeliveryZonesRepository;
  fees: () => Promise<{ insideDhaka: number; outsideDhaka: number }>;
}) {
  const { repository, fees } = deps;

  async function get(): Promise<DeliveryZones> {
    const saved = await repository.list();
    if (saved.length > 0) return { zones: saved, saved: true };
    return { zones: defaultDeliveryZones(await fees()), saved: false };
  }

  return {
    get,
    /** The zones an order is priced with. */
    zones: async (): Promise<DeliveryZone[]> => (await get()).zones,
    /** Replaces the table; the route has checked it (each district in one zone at most). */
    async save({ zones }: { zones: readonly DeliveryZone[] }): Promise<DeliveryZones> {
      await repository.transaction((trx) => trx.replace(zones));
      return get();
    },
  };
}

export type DeliveryZonesService = ReturnType<typeof createDeliveryZonesService>;
