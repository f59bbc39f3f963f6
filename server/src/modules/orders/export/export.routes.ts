import { orderEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/routes.js';
import { assertMayExport } from '../../auth/acting-administrator.js';
import type { OrderExportService } from './export.service.js';

/**
 * The order export. The guard refuses it without a valid token; order staff need the owner's grant
 * (decision 063).
 */
export const orderExportRoutes: FastifyPluginAsyncZod<{ exporter: OrderExportService }> = async (
  app,
  { exporter },
) => {
  route(app, orderEndpoints.exportCsv, async ({ query, reply, request }) => {
    assertMayExport(request);
    const { fileName, body } = exporter.exportCsv(query);
    // A failure after the first bytes cannot become an error answer any more: it ends the download
    // early, and the log says why.
    body.on('error', (error) => request.log.error({ err: error }, 'order export stopped part-way'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
};
