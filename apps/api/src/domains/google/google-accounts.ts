// Sign-in with Google, account side (spec §7 google-callback: "signs in an existing user or creates
// one"). The Google account's `sub` is the lasting link (user_identities), so a user whose Google e-mail
// changes is still found; the first time, the verified e-mail finds an existing user, else a new owner
// and business are created like RegisterCompany, with the e-mail already confirmed (Google verified it).
// An existing account is joined to a Google identity only where Google is authoritative for its address
// (Gmail, or the account's own Workspace domain, `hd`): elsewhere `email_verified` only says the address was
// once proven, and it may have changed hands since; that user signs in with their password instead.
import { randomUUID } from 'node:crypto';
import { translateMessage, type Language } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword, findUserByEmail, findUserById, type UserRecord } from '../auth';
import { createCompanyAccount } from '../businesses';
import type { SqlExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { readPlatformSettings } from '../platform';
import { confirmEmailReplacingPassword, insertIdentityLink, touchIdentityLink } from './google-store';
import type { GoogleIdentity } from './id-token-verifier';
import { randomToken } from './oauth-flow-tokens';

export interface VerifiedGoogleIdentity extends GoogleIdentity {
  email: string;
}

export interface GoogleAccountResolution {
  user: UserRecord;
  created: boolean;
}

const PROVIDER = 'google';
/** Addresses whose mailboxes Google itself runs. */
const GOOGLE_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** Whether Google's word on this address is final: a Gmail address, or one in the token's Workspace domain. */
export function googleIsAuthoritativeFor(email: string, hostedDomain: string | null): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return GOOGLE_MAIL_DOMAINS.has(domain) || (hostedDomain !== null && hostedDomain === domain);
}
const NAME_MAX = 120;
const BUSINESS_NAME_MAX = 160;

function displayNameOf(identity: VerifiedGoogleIdentity): string {
  const joined = [identity.givenName, identity.familyName].filter(Boolean).join(' ');
  return (identity.name ?? (joined || identity.email.split('@')[0])).slice(0, NAME_MAX);
}

async function linkedUser(tx: SqlExecutor, identity: VerifiedGoogleIdentity, now: Date) {
  const link = await touchIdentityLink(tx, {
    provider: PROVIDER,
    subject: identity.subject,
    email: identity.email,
    now,
  });
  return link ? findUserById(tx, link.user_id) : null;
}

async function linkIdentity(tx: SqlExecutor, userId: string, identity: VerifiedGoogleIdentity, now: Date) {
  await insertIdentityLink(tx, {
    provider: PROVIDER,
    subject: identity.subject,
    userId,
    email: identity.email,
    now,
  });
}

/** The user this Google identity signs in as, found or (for an unknown e-mail) created. */
export async function resolveGoogleAccount(
  app: FastifyInstance,
  identity: VerifiedGoogleIdentity,
  language: Language,
): Promise<GoogleAccountResolution> {
  const now = app.now();
  const existing = await app.db.transaction(async (tx) => {
    const bySubject = await linkedUser(tx, identity, now);
    if (bySubject) return bySubject;
    const byEmail = await findUserByEmail(tx, identity.email);
    // A disabled account and the super admin are refused by the caller; they get no new way in.
    if (!byEmail || !byEmail.is_active || byEmail.is_super_admin) return byEmail;
    if (!googleIsAuthoritativeFor(identity.email, identity.hostedDomain)) {
      throw new AppError(409, 'googleSignInPasswordFirst');
    }
    await linkIdentity(tx, byEmail.id, identity, now);
    if (!byEmail.email_confirmed_at) {
      // Google has verified that this address is theirs: the same proof our e-mail code gives. Whoever
      // registered it never proved that, and may not be them (pre-registering someone else's address to
      // wait for them): their password and sessions end here; the owner can set a password by reset.
      await confirmEmailReplacingPassword(tx, byEmail.id, now, await hashPassword(randomToken(32)));
      await app.sessions.revokeAllOfUser(tx, byEmail.id, 'password_reset');
    }
    return findUserById(tx, byEmail.id);
  });
  if (existing) return { user: existing, created: false };

  const settings = await readPlatformSettings(app.db);
  const fullName = displayNameOf(identity);
  // Nobody knows this password: the account signs in with Google, or sets one through "forgot password".
  const passwordHash = await hashPassword(randomToken(32));
  const ids = { userId: randomUUID(), businessId: randomUUID(), now };
  try {
    const user = await app.db.tenantTransaction(
      { businessId: ids.businessId, userId: ids.userId },
      async (tx) => {
        await createCompanyAccount(
          tx,
          {
            email: identity.email,
            fullName,
            phone: null,
            businessName: translateMessage('googleBusinessNameDefault', language, { name: fullName }).slice(
              0,
              BUSINESS_NAME_MAX,
            ),
            activityType: '',
            passwordHash,
            avatarFile: null,
            language,
            trialDays: settings.trialDays,
            emailConfirmedAt: now,
          },
          ids,
        );
        await linkIdentity(tx, ids.userId, identity, now);
        return findUserById(tx, ids.userId);
      },
    );
    return { user: user!, created: true };
  } catch (error) {
    // The same person signing in twice at once: the other request created the account; use it.
    if (error instanceof AppError && error.messageCode === 'emailTaken') {
      const raced = await app.db.transaction((tx) => linkedUser(tx, identity, now));
      if (raced) return { user: raced, created: false };
    }
    throw error;
  }
}
