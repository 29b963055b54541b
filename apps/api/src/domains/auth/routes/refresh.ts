// POST /api/UsernameAuth/refresh: trade a refresh token for a new pair. Each refresh token works once;
// presenting a used one revokes its whole session (someone copied it), except moments after its use while
// its successor is unused (tabs refreshing at once): then it gets that same successor (ADR 0003).
import { authRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { effectiveRole, findMembership } from '../memberships';
import { forbidden, unauthorized } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { ACCESS_REMOVED_REASON, accessRemovedEnvelope } from '../access-removed';
import { findRefreshTokenRevokeReason, findUserById } from '../auth-store';
import { sha256 } from '../secure-tokens';
import { registerRoute } from '../../../http/register-route';

export const refreshRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, authRoutes.refresh, {
    handler: async (request, reply) => {
      // Commits even when rejected, so that a reuse revocation sticks.
      const rotation = await app.db.transaction((tx) => app.sessions.rotate(tx, request.body.refresh_token));
      if (rotation.outcome === 'rejected') {
        // A member whose access was removed is told so (errors.code), not that the session expired.
        const reason = await app.db.transaction((tx) =>
          findRefreshTokenRevokeReason(tx, sha256(request.body.refresh_token)),
        );
        if (reason === ACCESS_REMOVED_REASON)
          return reply.status(401).send(accessRemovedEnvelope(request.language));
        throw unauthorized('refreshInvalid');
      }

      const { userId, sessionId, refreshToken } = rotation;
      if (rotation.replayedWithinGrace) {
        request.log.info({ sessionId }, 'refresh token presented again within the grace window');
      }
      const found = await app.db.tenantTransaction({ businessId: null, userId }, async (tx) => {
        const user = await findUserById(tx, userId);
        const membership = user && !user.is_super_admin ? await findMembership(tx, userId, null) : null;
        return { user, membership };
      });
      if (!found.user) throw unauthorized('refreshInvalid');
      if (!found.user.is_active) {
        await app.db.transaction((tx) => app.sessions.revoke(tx, sessionId, 'logout'));
        throw forbidden('accountDisabled');
      }
      const { role } = effectiveRole(found.user, found.membership);
      const { token, expiresIn } = await app.accessTokens.issue({ userId, sessionId, role });
      return successEnvelope(
        { token, access_token: token, refresh_token: refreshToken, refreshToken, expiresIn },
        request.language,
        'tokenRefreshed',
      );
    },
  });
};
