import { mayExport } from '@haat/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { authMessages } from './auth.service.js';

/**
 * The administrator a guarded request acts for, as a timeline records them (by id, and by the name
 * they have now). The guard has already refused a request without a valid token; this is its belt.
 */
export function actingAdministrator(request: FastifyRequest): { id: string; name: string } {
  const administrator = request.administrator;
  if (!administrator) throw AppError.unauthorized();
  return { id: administrator._id, name: administrator.name };
}

/**
 * Refuses the order export to order staff the owner has not granted it (decision 063): the file
 * holds every customer's phone and address, more than a day's calls need.
 */
export function assertMayExport(request: FastifyRequest): void {
  const administrator = request.administrator;
  if (!administrator) throw AppError.unauthorized();
  if (!mayExport(administrator)) throw AppError.forbidden(authMessages.exportNotGranted);
}
