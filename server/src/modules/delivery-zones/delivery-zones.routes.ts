import { deliveryZoneEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { DeliveryZonesService } from './delivery-zones.service.js';

/** The delivery table: read by everyone (the order form prices with it), replaced by the owner. */
export const deliveryZoneRoutes: FastifyPluginAsyncZod<{ deliveryZones: DeliveryZonesService }> = async (
  app,
  { deliveryZones },
) => {
  route(app, deliveryZoneEndpoints.get, () => deliveryZones.get());
  route(app, deliveryZoneEndpoints.save, ({ body }) => deliveryZones.save(body));
};
