import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';

/**
 * The administrator a guarded request acts for, as a timeline records them (by id, and by the name
 * they have now). The guard has already refused a request without a valid token; this is its belt.
 */
export function actingAdministrator(request: FastifyRequest): { id: string; name: string } {
  const administrator = request.administrator;
  if (!administrator) throw AppError.unauthorized();
  return { id: administrator._id, name: administrator.name };
}
