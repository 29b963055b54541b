// Until an account's e-mail address is confirmed, it may only finish confirming it (issue 21, M2): otherwise anyone
// could register with a stranger's address and use Sumaa's mailer to send invitations, or rename the business and
// search competitors, without ever proving the address is theirs. One hook for every signed-in route, so a new
// route is guarded without remembering to be.
import { authEndpoints, teamEndpoints } from '@sumaa/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../http/app-error';

/**
 * The signed-in calls of the check-email flow. Confirming and resending a code are public (no session needed);
 * the page reads the current user, may sign out, and accepting an invitation confirms the address itself (the
 * link reached the mailbox).
 */
const ALLOWED_BEFORE_CONFIRMATION = [
  authEndpoints.currentUser,
  authEndpoints.logout,
  teamEndpoints.acceptInvitation,
].map((endpoint) => `${endpoint.method} ${endpoint.path.toLowerCase()}`);

function allowedBeforeConfirmation(request: FastifyRequest): boolean {
  const path = request.routeOptions.url;
  return (
    path !== undefined && ALLOWED_BEFORE_CONFIRMATION.includes(`${request.method} ${path.toLowerCase()}`)
  );
}

export const emailConfirmedGuardPlugin = fp(
  async (app) => {
    // preParsing: after the route's own onRequest hooks have said who is calling, before a body is read.
    app.addHook('preParsing', async (request, _reply, payload) => {
      const user = request.auth?.user;
      if (!user || user.email_confirmed_at || user.is_super_admin) return payload;
      if (allowedBeforeConfirmation(request)) return payload;
      throw forbidden('emailNotConfirmed');
    });
  },
  { name: 'email-confirmed-guard', dependencies: ['authentication'] },
);
