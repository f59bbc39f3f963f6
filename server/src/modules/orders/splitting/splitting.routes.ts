import { orderSplitEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/routes.js';
import { actingAdministrator } from '../../auth/acting-administrator.js';
import type { OrderSplittingService } from './splitting.service.js';

/** Splitting an order into two parcels (decision 071). Admin-only, as an edit is. */
export const orderSplittingRoutes: FastifyPluginAsyncZod<{ splitting: OrderSplittingService }> = async (
  app,
  { splitting },
) => {
  route(app, orderSplitEndpoints.split, ({ params, body, request }) =>
    splitting.splitOrder(params.id, body, actingAdministrator(request)),
  );
};
