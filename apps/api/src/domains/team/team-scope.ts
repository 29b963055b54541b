// The business a team call acts for and who acts: the spec's optional businessId (query or body) must name
// the caller's own business (decisions #2), else 403 like a foreign X-Business-Id.
import type { FastifyRequest } from 'fastify';
import type { TenantScope } from '../../db/database';
import { forbidden } from '../../http/app-error';
import { businessScopeOf } from '../shared/business-scope';
import type { TeamActor } from './team-rules';

export interface TeamScope extends TeamActor {
  businessId: string;
  /** For app.db.tenantTransaction (which accepts nothing but the two ids). */
  tenant: TenantScope;
}

export function teamScopeOf(request: FastifyRequest, requestedBusinessId?: string): TeamScope {
  const { businessId, userId } = businessScopeOf(request);
  if (requestedBusinessId !== undefined && requestedBusinessId.toLowerCase() !== businessId) {
    throw forbidden('businessForbidden');
  }
  const { role, permissions } = request.auth!;
  return { businessId, userId, role, permissions, tenant: { businessId, userId } };
}
