// Who is calling, for which business, with which role: resolved on the server for every protected
// request (decisions #2). Routes opt in with the hooks below, e.g. `onRequest: app.requirePermission('ManageTeam')`.
import { hasMinimumRole, hasPermission, isId, type Permission, type Role } from '@sumaa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { effectiveRole } from './memberships';
import { ACCESS_REMOVED_REASON, accessRemovedEnvelope } from './access-removed';
import { AppError, forbidden, unauthorized } from '../../http/app-error';
import type { UserRecord } from './auth-store';
import { authenticationStateOf, authenticationStatement } from './authentication-state';
import { LastSeenStamps } from './last-seen';

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
    lastSeen: LastSeenStamps;
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

/** The session was ended because the member's access was removed (domains/team): said so, not "expired". */
const ACCESS_REMOVED = Symbol('access removed');

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthContext | typeof ACCESS_REMOVED> {
  const token = bearerToken(request);
  if (token === null) throw unauthorized('notAuthenticated');
  const claims = token ? await app.accessTokens.verify(token) : null;
  if (!claims || !isId(claims.userId) || !isId(claims.sessionId)) {
    throw unauthorized('tokenInvalid');
  }
  const businessId = requestedBusinessId(request);

  // One round trip: the user, the session and the membership in one statement (authentication-state.ts), in the
  // user's own scope, and on PostgreSQL the rate limit's floor counted in the same transaction (rate-limit.ts).
  const floor = app.hasDecorator('rateFloor') ? app.rateFloor.hitFor(request, claims.userId) : null;
  const [authenticationRows, floorRows] = await app.db.tenantStatements(
    { businessId: null, userId: claims.userId },
    [
      authenticationStatement(claims.userId, claims.sessionId, businessId),
      ...(floor ? [floor.statement] : []),
    ],
  );
  if (floor && floorRows) floor.counted(floorRows);
  const found = authenticationStateOf(authenticationRows);
  const sessionLive = found.session !== null && !found.session.revoked_at;

  if (found.session?.revoke_reason === ACCESS_REMOVED_REASON) return ACCESS_REMOVED;
  if (!found.user || !sessionLive) throw unauthorized('tokenInvalid');
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

/**
 * 401 with the code in `errors.code` (an envelope the error handler would translate), so the browser tells it
 * apart from an expired session and shows why on the login page.
 */
function sendAccessRemoved(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(401).send(accessRemovedEnvelope(request.language));
}

export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);

    // Last seen is stamped once the reply is out, and only for a request whose authentication passed.
    const lastSeen = new LastSeenStamps(app.db, app.now, app.log);
    app.decorate('lastSeen', lastSeen);
    app.addHook('onResponse', async (request) => {
      if (request.auth) lastSeen.seen(request.auth.user.id);
    });
    app.addHook('onClose', async () => {
      await lastSeen.settled();
    });

    const requireAuth: onRequestAsyncHookHandler = async (request, reply) => {
      if (request.auth) return;
      const outcome = await authenticate(app, request);
      if (outcome === ACCESS_REMOVED) return sendAccessRemoved(request, reply);
      request.auth = outcome;
    };
    app.decorate('requireAuth', requireAuth);

    app.decorate(
      'requireRole',
      (minimum: Role): onRequestAsyncHookHandler =>
        async function requireRole(request, reply) {
          await requireAuth.call(this, request, reply);
          if (!request.auth) return reply;
          if (!hasMinimumRole(request.auth.role, minimum)) throw forbidden();
        },
    );

    app.decorate(
      'requirePermission',
      (permission: Permission): onRequestAsyncHookHandler =>
        async function requirePermission(request, reply) {
          await requireAuth.call(this, request, reply);
          if (!request.auth) return reply;
          if (!hasPermission(request.auth.role, request.auth.permissions, permission)) throw forbidden();
        },
    );
  },
  { name: 'authentication', dependencies: ['database', 'auth-services'] },
);
