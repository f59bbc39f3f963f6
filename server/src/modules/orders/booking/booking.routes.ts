import { courierBookingEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/routes.js';
import { actingAdministrator } from '../../auth/acting-administrator.js';
import type { BookingService } from './booking.service.js';

/** Sending orders to a courier, one or many (owners and order staff; decision 035). */
export const courierBookingRoutes: FastifyPluginAsyncZod<{ booking: BookingService }> = async (
  app,
  { booking },
) => {
  route(app, courierBookingEndpoints.readiness, () => booking.readiness());
  route(app, courierBookingEndpoints.book, ({ params, body, request }) =>
    booking.book(params.id, body, actingAdministrator(request)),
  );
  route(app, courierBookingEndpoints.bulkBook, ({ body, request }) =>
    booking.bulkBook(body, actingAdministrator(request)),
  );
};
