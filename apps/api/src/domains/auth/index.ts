// The auth domain: accounts, passwords, sessions and tokens, two-factor, and the authentication hook every route uses.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { authDomain } from './routes';

// Registered by app.ts before the domains: every domain's routes guard themselves with these.
export { authServicesPlugin } from './auth-services-plugin';
export { authenticationPlugin, type AuthContext } from './authentication-plugin';
export { emailConfirmedGuardPlugin } from './email-confirmed-guard';
export { effectiveRole, findMembership } from './memberships';

export { avatarUrl, loadTrialEnd, toApiUser } from './account-model';
export {
  findAuthSessionOfUser,
  findUserByEmail,
  findUserById,
  markEmailConfirmed,
  stampLastLogin,
  type UserRecord,
} from './auth-store';
export { hashPassword, verifyPassword } from './passwords';
// Leaving (privacy) confirms a deletion with the same proof as the sign-in's second step (a code or a recovery code).
export { proofHolds, wrongProof, type TwoFactorProof } from './two-factor/two-factor-service';
export { findTwoFactor } from './two-factor/two-factor-store';
export { randomToken, sha256 } from './secure-tokens';
export { startSignedInSession, type SignedInTokens } from './signed-in-session';
export { loadSigningSecret } from './signing-secret';

export const authPlugin = fp(
  async (app) => {
    await app.register(authDomain);
  },
  { name: 'auth', dependencies: ['jobs', 'mail', 'authentication', 'platform'] },
);
