// A deactivated member's sessions end at once (issue 9), unless they still work for another business: then
// only this business refuses them (403 on its X-Business-Id), and their other work goes on.
import type { FastifyInstance } from 'fastify';
import { hasActiveMembership } from './team-store';

export async function endSessionsUnlessStillMember(app: FastifyInstance, userId: string): Promise<void> {
  // Scoped to the member: the membership policy shows them their memberships in every business.
  await app.db.tenantTransaction({ businessId: null, userId }, async (tx) => {
    if (await hasActiveMembership(tx, userId)) return;
    await app.sessions.revokeAllOfUser(tx, userId, 'access_removed');
  });
}
