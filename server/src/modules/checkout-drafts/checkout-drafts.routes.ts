import { checkoutDraftEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import { actingAdministrator } from '../auth/acting-administrator.js';
import type { CheckoutDraftsService } from './checkout-drafts.service.js';

/** A visitor saves a few times while filling the form: the per-address ceiling is that many orders' worth. */
const SAVES_PER_ORDER = 5;

/** The storefront's save (public, limited per address) and staff's list, convert and dismiss. */
export const checkoutDraftRoutes: FastifyPluginAsyncZod<{
  drafts: CheckoutDraftsService;
  orderRateLimit: number;
}> = async (app, { drafts, orderRateLimit }) => {
  route(app, checkoutDraftEndpoints.save, ({ body, request }) => drafts.save(body, request.ip), {
    rateLimit: { max: orderRateLimit * SAVES_PER_ORDER, timeWindow: '10 minutes' },
  });
  route(app, checkoutDraftEndpoints.list, async ({ query }) => {
    const { drafts: data, meta } = await drafts.list(query);
    return { data, meta };
  });
  route(app, checkoutDraftEndpoints.convert, ({ params, body, request }) =>
    drafts.convert(
      params.id,
      body,
      { address: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      actingAdministrator(request),
    ),
  );
  route(app, checkoutDraftEndpoints.dismiss, ({ params }) => drafts.dismiss(params.id));
};
