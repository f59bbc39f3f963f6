import { orderEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/routes.js';
import { actingAdministrator } from '../../auth/acting-administrator.js';
import { whyOf } from '../status-move.js';
import type { OrderBulkService } from './bulk.service.js';

/** Many orders at once: a status, a printable document, the prints recorded (owners and order staff). */
export const orderBulkRoutes: FastifyPluginAsyncZod<{ bulk: OrderBulkService }> = async (app, { bulk }) => {
  route(app, orderEndpoints.bulkStatus, ({ body, request }) =>
    bulk.changeStatus(
      { ids: body.ids, filter: body.filter },
      body.status,
      actingAdministrator(request),
      whyOf(body),
    ),
  );
  route(app, orderEndpoints.undoStatus, ({ body, request }) =>
    bulk.undoStatus(body.moves, actingAdministrator(request)),
  );
  route(app, orderEndpoints.many, ({ query }) => bulk.readMany(query.ids));
  route(app, orderEndpoints.printed, ({ body, request }) =>
    bulk.recordPrinted(body.ids, body.paper, actingAdministrator(request)),
  );
};
