import { riskEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import { actingAdministrator } from '../auth/acting-administrator.js';
import type { RiskService } from './risk.service.js';

/** The fake-order check's settings and blocklist: owners only (the guard's default, decision 028). */
export const riskRoutes: FastifyPluginAsyncZod<{ risk: RiskService }> = async (app, { risk }) => {
  route(app, riskEndpoints.getSettings, () => risk.getSettings());
  route(app, riskEndpoints.updateSettings, ({ body }) => risk.updateSettings(body));
  route(app, riskEndpoints.blocklist, () => risk.listBlocklist());
  route(app, riskEndpoints.block, ({ body, request }) => risk.block(body, actingAdministrator(request)));
  route(app, riskEndpoints.unblock, ({ params }) => risk.unblock(params.id));
};
