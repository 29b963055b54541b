// RegisterCompany's data work, all or nothing in one transaction: the user, their business, the admin
// membership with every permission, a trial of the platform's length on the plan chosen on the pricing page or
// Professional (no card; subscriptions/business-subscription.ts), the first
// session and the e-mail verification code. Any failure leaves no trace of any of them.
// createCompanyAccount is the part without session and code, also used by sign-in with Google.
import { randomUUID } from 'node:crypto';
import { DEFAULT_PERMISSIONS, type Language, type Permission } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { startSignedInSession, type SignedInTokens } from '../auth';
import type { SqlExecutor } from '../../db/database';
import { conflict } from '../../http/app-error';
import { startTrial } from '../billing';
import { insertAdminMembership, insertBusiness, insertUserUnlessEmailTaken } from './businesses-store';

export interface CompanyRegistration {
  email: string;
  fullName: string;
  phone: string | null;
  businessName: string;
  activityType: string;
  passwordHash: string;
  avatarFile: string | null;
  language: Language;
  trialDays: number;
  /** The plan chosen on the pricing page (RegisterCompany's PlanId); unknown or absent: Professional. */
  planId?: string | null;
  /** Set when the address is already known to be the user's (Google verified it): no code to confirm. */
  emailConfirmedAt?: Date;
}

export interface RegisteredCompany extends SignedInTokens {
  userId: string;
  businessId: string;
  permissions: Permission[];
  verificationCode: string;
  createdAt: Date;
}

export const emailTakenError = () => conflict('emailTaken', { email: ['emailTaken'] });

export interface CompanyAccount {
  userId: string;
  businessId: string;
  permissions: Permission[];
  createdAt: Date;
}

/**
 * The user, their business, the admin membership and the trial, in the caller's transaction, which must
 * be a tenant transaction for `ids` (the policies must know the new business before its first row).
 */
export async function createCompanyAccount(
  tx: SqlExecutor,
  input: CompanyRegistration,
  ids: { userId: string; businessId: string; now: Date },
): Promise<CompanyAccount> {
  const { userId, businessId, now } = ids;
  const permissions = [...DEFAULT_PERMISSIONS.admin];

  const inserted = await insertUserUnlessEmailTaken(tx, {
    userId,
    email: input.email,
    fullName: input.fullName,
    phone: input.phone,
    passwordHash: input.passwordHash,
    avatarFile: input.avatarFile,
    language: input.language,
    emailConfirmedAt: input.emailConfirmedAt ?? null,
    now,
  });
  // Someone registered the same address between our check and this insert.
  if (!inserted) throw emailTakenError();

  await insertBusiness(tx, {
    businessId,
    name: input.businessName,
    ownerName: input.fullName,
    email: input.email,
    phone: input.phone ?? '',
    industry: input.activityType,
    now,
  });
  await insertAdminMembership(tx, { businessId, userId, permissions, now });

  await startTrial(tx, { businessId, planId: input.planId, trialDays: input.trialDays, now });
  return { userId, businessId, permissions, createdAt: now };
}

export async function registerCompany(
  app: FastifyInstance,
  input: CompanyRegistration,
): Promise<RegisteredCompany> {
  // Chosen here rather than by the database: the tenant policies must know the new business before its first row.
  const ids = { userId: randomUUID(), businessId: randomUUID(), now: app.now() };

  return app.db.tenantTransaction({ businessId: ids.businessId, userId: ids.userId }, async (tx) => {
    const account = await createCompanyAccount(tx, input, ids);
    const tokens = await startSignedInSession(app, tx, ids.userId, 'admin');
    const verificationCode = await app.emailCodes.issue(tx, ids.userId);
    return { ...tokens, ...account, verificationCode };
  });
}
