import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/app-error';

/** The business this request acts for; the super admin and users without a business have none. */
export function businessScopeOf(request: FastifyRequest): { businessId: string; userId: string } {
  const auth = request.auth!;
  if (!auth.businessId) throw forbidden('businessForbidden');
  return { businessId: auth.businessId, userId: auth.user.id };
}
