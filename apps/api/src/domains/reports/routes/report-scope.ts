// The business a report is about: always the caller's own. A businessId naming any other business, or
// not a business id at all, is refused with 403 before anything is read (never a 500 from a bad uuid).
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../../http/app-error';
import { businessScopeOf } from '../../shared/business-scope';

export function reportScopeOf(
  request: FastifyRequest,
  namedBusinessId: string | undefined,
): { businessId: string; userId: string } {
  const scope = businessScopeOf(request);
  // Ids are uuids, which PostgreSQL prints in lower case; an upper-case spelling names the same business.
  if (namedBusinessId !== undefined && namedBusinessId.toLowerCase() !== scope.businessId)
    throw forbidden('businessForbidden');
  return scope;
}
