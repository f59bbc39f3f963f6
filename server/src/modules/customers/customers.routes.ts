import { customerEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { CustomersService } from './customers.service.js';

/** The customer page's call: owners and order staff (decision 028). */
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (
  app,
  { customers },
) => {
  route(app, customerEndpoints.get, ({ params }) => customers.getCustomer(params.phone));
};
