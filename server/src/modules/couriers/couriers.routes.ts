import { courierEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { CouriersService } from './couriers.service.js';

/** The couriers' settings and connection test: owners only; keys are never answered back (decision 034). */
export const courierRoutes: FastifyPluginAsyncZod<{ couriers: CouriersService }> = async (
  app,
  { couriers },
) => {
  route(app, courierEndpoints.getSteadfast, () => couriers.getSteadfast());
  route(app, courierEndpoints.updateSteadfast, ({ body }) => couriers.updateSteadfast(body));
  route(app, courierEndpoints.checkSteadfast, () => couriers.checkSteadfast());
  route(app, courierEndpoints.getPathao, () => couriers.getPathao());
  route(app, courierEndpoints.updatePathao, ({ body }) => couriers.updatePathao(body));
  route(app, courierEndpoints.checkPathao, () => couriers.checkPathao());
  route(app, courierEndpoints.choosePathaoStore, ({ body }) => couriers.choosePathaoStore(body.storeId));
};
