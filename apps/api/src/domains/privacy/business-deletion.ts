// The business's deletion as the owner asks for it (PDPL: leaving on one's own): scheduled after a grace period,
// cancellable until then, every step checked here on the server (the owner only, confirmed), the owner told by
// e-mail in their own language.
import {
  BUSINESS_DELETION_GRACE_DAYS,
  type BusinessDeletionStatus,
  type LeavingConfirmation,
} from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict } from '../../http/app-error';
import type { UserRecord } from '../auth';
import { readBusinessProfile } from '../businesses';
import {
  cancelDeletion,
  findScheduledDeletion,
  insertDeletion,
  isBusinessOwner,
  type DeletionRow,
} from './deletion-store';
import { deletionCancelledEmail, deletionScheduledEmail } from './emails/leaving-emails';
import { assertLeavingConfirmed, confirmationKindOf } from './leaving-confirmation';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Attempts of the deletion job: Google's revocation may be down for a while (backoff up to JOBS_RETRY_MAX). */
export const BUSINESS_DELETION_MAX_ATTEMPTS = 8;

export interface BusinessActor {
  businessId: string;
  user: UserRecord;
}

function statusOf(
  row: DeletionRow | null,
  callerIsOwner: boolean,
  confirmWith: BusinessDeletionStatus['confirmWith'],
) {
  return {
    scheduled: row !== null,
    requestedAt: row ? row.created_at.toISOString() : null,
    effectiveAt: row ? row.run_at.toISOString() : null,
    graceDays: BUSINESS_DELETION_GRACE_DAYS,
    callerIsOwner,
    confirmWith,
  } satisfies BusinessDeletionStatus;
}

export async function readDeletionStatus(
  app: FastifyInstance,
  actor: BusinessActor,
): Promise<BusinessDeletionStatus> {
  const scope = { businessId: actor.businessId, userId: actor.user.id };
  const { row, owner } = await app.db.tenantTransaction(scope, async (tx) => ({
    row: await findScheduledDeletion(tx, actor.businessId),
    owner: await isBusinessOwner(tx, actor.businessId, actor.user.id),
  }));
  return statusOf(row, owner, await confirmationKindOf(app, actor.user.id));
}

async function assertOwner(app: FastifyInstance, actor: BusinessActor): Promise<void> {
  const owner = await app.db.tenantTransaction(
    { businessId: actor.businessId, userId: actor.user.id },
    (tx) => isBusinessOwner(tx, actor.businessId, actor.user.id),
  );
  if (!owner) throw new AppError(403, 'leavingOwnerOnly');
}

/** Exported for the export route: the ZIP is the owner's alone, like the deletion. */
export { assertOwner as assertBusinessOwner };

export async function requestBusinessDeletion(
  app: FastifyInstance,
  actor: BusinessActor,
  confirmation: LeavingConfirmation,
): Promise<BusinessDeletionStatus> {
  await assertOwner(app, actor);
  await assertLeavingConfirmed(app, actor.user, confirmation);
  const now = app.now();
  const scope = { businessId: actor.businessId, userId: actor.user.id };
  const { row, businessName } = await app.db.tenantTransaction(scope, async (tx) => ({
    row: await insertDeletion(tx, {
      businessId: actor.businessId,
      userId: actor.user.id,
      runAt: new Date(now.getTime() + BUSINESS_DELETION_GRACE_DAYS * DAY_MS),
      maxAttempts: BUSINESS_DELETION_MAX_ATTEMPTS,
      now,
    }),
    businessName: (await readBusinessProfile(tx, actor.businessId))?.name ?? '',
  }));
  if (!row) throw conflict('businessDeletionAlreadyScheduled');
  app.mailer.dispatch(
    deletionScheduledEmail({
      to: actor.user.email,
      language: actor.user.preferred_language,
      businessName,
      effectiveAt: row.run_at,
      publicAppUrl: app.config.publicAppUrl,
    }),
  );
  // The worker wakes at run_at by its own polling; nothing is due now.
  return statusOf(row, true, await confirmationKindOf(app, actor.user.id));
}

export async function cancelBusinessDeletion(
  app: FastifyInstance,
  actor: BusinessActor,
): Promise<BusinessDeletionStatus> {
  await assertOwner(app, actor);
  const scope = { businessId: actor.businessId, userId: actor.user.id };
  const { cancelled, businessName } = await app.db.tenantTransaction(scope, async (tx) => ({
    cancelled: await cancelDeletion(tx, {
      businessId: actor.businessId,
      userId: actor.user.id,
      now: app.now(),
    }),
    businessName: (await readBusinessProfile(tx, actor.businessId))?.name ?? '',
  }));
  if (!cancelled) throw conflict('businessDeletionNotScheduled');
  app.mailer.dispatch(
    deletionCancelledEmail({ to: actor.user.email, language: actor.user.preferred_language, businessName }),
  );
  return statusOf(null, true, await confirmationKindOf(app, actor.user.id));
}
