import { orderTimelineEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/routes.js';
import { actingAdministrator } from '../../auth/acting-administrator.js';
import type { OrderTimelineService } from './timeline.service.js';

/** An order's timeline and its notes. Admin-only: the guard refuses them without a valid token. */
export const orderTimelineRoutes: FastifyPluginAsyncZod<{ timeline: OrderTimelineService }> = async (
  app,
  { timeline },
) => {
  route(app, orderTimelineEndpoints.list, ({ params, request }) =>
    timeline.list(params.id, { owner: request.administrator?.role === 'admin' }),
  );
  route(app, orderTimelineEndpoints.addNote, ({ params, body, request }) =>
    timeline.addNote(params.id, body.text, actingAdministrator(request)),
  );
};
