import { courierBookingEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/routes.js';
import { actingAdministrator } from '../../auth/acting-administrator.js';
import type { TrackingService } from '../tracking/tracking.service.js';
import type { BookingService } from './booking.service.js';

/**
 * Sending orders to a courier, one or many, and asking it where a parcel is (owners and order staff;
 * decisions 035 and 036).
 */
export const courierBookingRoutes: FastifyPluginAsyncZod<{
  booking: BookingService;
  tracking: TrackingService;
}> = async (app, { booking, tracking }) => {
  route(app, courierBookingEndpoints.readiness, () => booking.readiness());
  route(app, courierBookingEndpoints.book, ({ params, body, request }) =>
    booking.book(params.id, body, actingAdministrator(request)),
  );
  route(app, courierBookingEndpoints.bulkBook, ({ body, request }) =>
    booking.bulkBook(body, actingAdministrator(request)),
  );
  route(app, courierBookingEndpoints.askCourier, ({ params }) => tracking.askCourier(params.id));
  route(app, courierBookingEndpoints.enterIds, ({ params, body, request }) =>
    booking.enterIds(params.id, body, actingAdministrator(request)),
  );
};
