// Who is calling, for which business, with which role: resolved on the server for every protected
// request (decisions #2). Routes opt in with the hooks below, e.g. `onRequest: app.requirePermission('ManageTeam')`.
import { hasMinimumRole, hasPermission, isId, type Permission, type Role } from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { effectiveRole, findMembership } from '../../domains/businesses/memberships';
import { AppError, forbidden, unauthorized } from '../../http/app-error';
import { findAuthSessionOfUser, findUserById, type UserRecord } from '../../domains/auth/auth-store';

export const BUSINESS_HEADER = 'x-business-id';

export interface AuthContext {
  user: UserRecord;
  sessionId: string;
  /** The bearer token of this request and when it expires (POST /user echoes it). */
  token: string;
  tokenExpiresAt: Date;
  role: Role;
  permissions: Permission[];
  /** The business this request acts for; null for the super admin and for users without one. */
  businessId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    requireAuth: onRequestAsyncHookHandler;
    requireRole(minimum: Role): onRequestAsyncHookHandler;
    requirePermission(permission: Permission): onRequestAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

/** The business named by X-Business-Id: absent → null; present but not a UUID → 400. */
function requestedBusinessId(request: FastifyRequest): string | null {
  const value = request.headers[BUSINESS_HEADER];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !isId(value.trim())) {
    throw new AppError(400, 'validationFailed', { 'X-Business-Id': ['invalidValue'] });
  }
  return value.trim().toLowerCase();
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request);
  if (token === null) throw unauthorized('notAuthenticated');
  const claims = token ? await app.accessTokens.verify(token) : null;
  if (!claims || !isId(claims.userId) || !isId(claims.sessionId)) {
    throw unauthorized('tokenInvalid');
  }
  const businessId = requestedBusinessId(request);

  // Only the user's own scope: the membership policy shows them their memberships in every business.
  const found = await app.db.tenantTransaction({ businessId: null, userId: claims.userId }, async (tx) => {
    const user = await findUserById(tx, claims.userId);
    const session = await findAuthSessionOfUser(tx, claims.sessionId, claims.userId);
    const membership = user && !user.is_super_admin ? await findMembership(tx, user.id, businessId) : null;
    return { user, sessionLive: session !== null && !session.revoked_at, membership };
  });

  if (!found.user || !found.sessionLive) throw unauthorized('tokenInvalid');
  if (!found.user.is_active) throw forbidden('accountDisabled');
  if (businessId && !found.membership) throw forbidden('businessForbidden');

  const { role, permissions } = effectiveRole(found.user, found.membership);
  return {
    user: found.user,
    sessionId: claims.sessionId,
    token,
    tokenExpiresAt: claims.expiresAt,
    role,
    permissions,
    businessId: found.membership?.businessId ?? null,
  };
}

export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);

    const requireAuth: onRequestAsyncHookHandler = async (request) => {
      request.auth ??= await authenticate(app, request);
    };
    app.decorate('requireAuth', requireAuth);

    app.decorate(
      'requireRole',
      (minimum: Role): onRequestAsyncHookHandler =>
        async function requireRole(request, reply) {
          await requireAuth.call(this, request, reply);
          if (!hasMinimumRole(request.auth!.role, minimum)) throw forbidden();
        },
    );

    app.decorate(
      'requirePermission',
      (permission: Permission): onRequestAsyncHookHandler =>
        async function requirePermission(request, reply) {
          await requireAuth.call(this, request, reply);
          if (!hasPermission(request.auth!.role, request.auth!.permissions, permission)) throw forbidden();
        },
    );
  },
  { name: 'authentication', dependencies: ['database', 'auth-services'] },
);
