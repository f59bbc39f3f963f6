import { orderEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/routes.js';
import { actingAdministrator } from '../../auth/acting-administrator.js';
import type { OrderEditingService } from './editing.service.js';

/** Changing an order after the call. Admin-only: the guard refuses it without a valid token. */
export const orderEditingRoutes: FastifyPluginAsyncZod<{ editing: OrderEditingService }> = async (
  app,
  { editing },
) => {
  route(app, orderEndpoints.edit, ({ params, body, request }) =>
    editing.editOrder(params.id, body, actingAdministrator(request)),
  );
};
