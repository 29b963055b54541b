// Carrying out a business's deletion when its grace period ends: a job of the queue (ADR 0005) on the request's
// own row (business_deletions.run_at), so exactly one worker of however many processes runs it, and one that
// dies mid-way is taken over after its lease. In order:
// 1. Google: the grant is revoked at Google (a passing failure retries the job later with backoff; on its last
//    attempt, or on a refusal that will not pass, the deletion goes ahead: the tokens are deleted with the
//    business, so Sumaa can no longer use them either way).
// 2. One tenant transaction, all or nothing: the paid tax invoices copied to retained_tax_invoices, the business
//    row deleted (every tenant row follows by ON DELETE CASCADE, the job's own row too), and the owner's account
//    when it belongs to no other business (its sessions, codes and two-factor follow).
// 3. After the commit: the other members' sessions (unless they work elsewhere), the logo and the owner's
//    profile image files, and the e-mail to the owner.
import type { FastifyInstance } from 'fastify';
import { LeaseLostError, throwIfStopped, type JobKind, type JobRun } from '../../jobs/job-queue';
import { readBusinessProfile, storedLogoFileOf } from '../businesses';
import { GoogleApiError, revokeGoogleGrant } from '../google';
import { endSessionsUnlessStillMember } from '../team';
import {
  countOtherMemberships,
  deleteBusinessRow,
  deleteUserRow,
  findBusinessOwner,
  holdDeletionLease,
  listOtherMemberIds,
  retainPaidInvoices,
} from './deletion-store';
import { deletionCompletedEmail } from './emails/leaving-emails';
import { TAX_INVOICE_KEEP_YEARS } from './retained-invoices';

export const BUSINESS_DELETION_TABLE = 'business_deletions';

async function revokeGoogleAccess(app: FastifyInstance, run: JobRun): Promise<void> {
  try {
    await revokeGoogleGrant(app, run.job.businessId);
  } catch (error) {
    const passing = error instanceof GoogleApiError ? error.retryable : true;
    if (passing && run.job.attempt < run.job.maxAttempts) throw error;
    app.log.warn(
      { err: error, businessId: run.job.businessId },
      'business deletion: the Google grant could not be revoked at Google; its tokens are deleted with the business',
    );
  }
}

async function eraseBusiness(app: FastifyInstance, run: JobRun) {
  const { businessId } = run.job;
  const owner = await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    findBusinessOwner(tx, businessId),
  );
  // With the owner as the user, their memberships elsewhere are visible (the memberships policy).
  return app.db.tenantTransaction({ businessId, userId: owner?.user_id ?? null }, async (tx) => {
    if (!(await holdDeletionLease(tx, run.job, run.lease(), app.now()))) throw new LeaseLostError(run.job);
    const profile = await readBusinessProfile(tx, businessId);
    const keptInvoices = await retainPaidInvoices(tx, {
      businessId,
      now: app.now(),
      keepYears: TAX_INVOICE_KEEP_YEARS,
    });
    const ownerAccountGoes =
      owner !== null && (await countOtherMemberships(tx, owner.user_id, businessId)) === 0;
    const memberIds = await listOtherMemberIds(tx, businessId);
    await deleteBusinessRow(tx, businessId);
    if (ownerAccountGoes) await deleteUserRow(tx, owner.user_id);
    return { owner, ownerAccountGoes, profile, keptInvoices, memberIds };
  });
}

async function removeFile(app: FastifyInstance, file: string | null): Promise<void> {
  if (!file) return;
  await app.avatars.remove(file).catch((error: unknown) => {
    app.log.warn({ err: error, file }, 'business deletion: could not delete a stored image');
  });
}

export function businessDeletionJob(app: FastifyInstance): JobKind {
  return {
    table: BUSINESS_DELETION_TABLE,
    async handle(run) {
      await revokeGoogleAccess(app, run);
      throwIfStopped(run.signal);
      const { owner, ownerAccountGoes, profile, keptInvoices, memberIds } = await eraseBusiness(app, run);
      // The members keep their accounts; signed in to a business that is gone, their sessions end (as when
      // access is removed), unless they still work for another business.
      for (const userId of memberIds) await endSessionsUnlessStillMember(app, userId);
      await removeFile(app, profile ? storedLogoFileOf(profile.logoUrl) : null);
      if (ownerAccountGoes) await removeFile(app, owner?.avatar_file ?? null);
      if (owner) {
        app.mailer.dispatch(
          deletionCompletedEmail({
            to: owner.email,
            language: owner.preferred_language,
            businessName: profile?.name ?? '',
            keptInvoices,
            keepYears: TAX_INVOICE_KEEP_YEARS,
          }),
        );
      }
    },
    classify(error) {
      if (error instanceof GoogleApiError) return { retryable: true, retryAfterMs: error.retryAfterMs };
      return { retryable: true };
    },
    // The queue keeps the error on the row (last_error); the business stays as it was, and is still listed
    // as scheduled, so the owner can cancel or the platform look into it.
    async recordFailure() {},
    async announceFailure(job, error) {
      app.log.error(
        { err: error, businessId: job.businessId },
        'business deletion failed after every attempt',
      );
    },
  };
}
