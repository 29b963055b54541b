// Connecting a business: who may, and what a new grant changes (the connection row, the owner's
// onboarding step). Shared by the popup's callback and POST /api/Platforms/connect.
import { googleLoginTicketEndpoint, hasMinimumRole, ONBOARDING_STEPS, type Role } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { findMembership } from '../auth';
import { findUserById } from '../auth';
import { advanceUserToStep, saveNewConnection, type ConnectionTokens } from './google-store';
import { googleServices } from './google-services';

/** Who may connect, as the routes declare it; the popup's public steps re-check it with mayConnectGoogle. */
export const GOOGLE_CONNECT_MIN_ROLE: Role = googleLoginTicketEndpoint.access.role;

/** Is the user, now, an active admin of the business? Re-checked at every step of the popup flow. */
export async function mayConnectGoogle(
  app: FastifyInstance,
  userId: string,
  businessId: string,
): Promise<boolean> {
  return app.db.tenantTransaction({ businessId: null, userId }, async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user || !user.is_active || user.is_super_admin) return false;
    const membership = await findMembership(tx, userId, businessId);
    return Boolean(membership && hasMinimumRole(membership.role, GOOGLE_CONNECT_MIN_ROLE));
  });
}

export interface NewGoogleGrant {
  businessId: string;
  userId: string;
  tokens: ConnectionTokens;
  scopes: readonly string[];
  googleSubject: string | null;
  googleEmail: string | null;
}

/** Stores the grant (replacing any earlier one) and moves the user past the wizard's "connect Google" step. */
export async function saveGoogleGrant(app: FastifyInstance, grant: NewGoogleGrant): Promise<void> {
  const { cipher } = googleServices(app);
  const now = app.now();
  await app.db.tenantTransaction({ businessId: grant.businessId, userId: grant.userId }, async (tx) => {
    await saveNewConnection(tx, cipher, {
      businessId: grant.businessId,
      googleSubject: grant.googleSubject,
      googleEmail: grant.googleEmail,
      scopes: grant.scopes,
      tokens: grant.tokens,
      connectedByUserId: grant.userId,
      now,
    });
    await advanceUserToStep(tx, grant.userId, ONBOARDING_STEPS.chooseLocations, now);
  });
}
