// PUT /api/Businesses/{id} and the logo calls name a business in their path. It must be the business this
// request acts for (X-Business-Id, else the caller's first business): any other id is answered 404, whether
// that business exists or not, so a member of one business learns nothing about another.
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../http/app-error';
import { businessScopeOf } from '../../shared/business-scope';

export function businessScopeOfPath(
  request: FastifyRequest,
  pathBusinessId: string,
): { businessId: string; userId: string } {
  const scope = businessScopeOf(request);
  if (pathBusinessId.toLowerCase() !== scope.businessId) throw notFound();
  return scope;
}
