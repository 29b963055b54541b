// A user deleting their own account (PDPL): confirmed like a business's deletion, effective at once. The
// businesses they belong to stay; what they wrote there stays without their name (ON DELETE SET NULL). The owner
// of a business must delete it first (Sumaa has no hand-over of ownership), or it would be left without an owner.
import type { AccountDeletionStatus, LeavingConfirmation } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict } from '../../http/app-error';
import type { UserRecord } from '../auth';
import { deleteUserRow, ownsAnyBusiness } from './deletion-store';
import { accountDeletedEmail } from './emails/leaving-emails';
import { assertLeavingConfirmed, confirmationKindOf } from './leaving-confirmation';

function ownsBusiness(app: FastifyInstance, userId: string): Promise<boolean> {
  return app.db.tenantTransaction({ businessId: null, userId }, (tx) => ownsAnyBusiness(tx, userId));
}

export async function readAccountDeletionStatus(
  app: FastifyInstance,
  user: UserRecord,
): Promise<AccountDeletionStatus> {
  return {
    confirmWith: await confirmationKindOf(app, user.id),
    ownsBusiness: await ownsBusiness(app, user.id),
  };
}

export async function deleteOwnAccount(
  app: FastifyInstance,
  user: UserRecord,
  confirmation: LeavingConfirmation,
): Promise<void> {
  if (user.is_super_admin) throw new AppError(403, 'accountDeletionNotForPlatformAdmin');
  if (await ownsBusiness(app, user.id)) throw conflict('accountDeletionOwnerFirst');
  await assertLeavingConfirmed(app, user, confirmation);
  await app.db.tenantTransaction({ businessId: null, userId: user.id }, (tx) => deleteUserRow(tx, user.id));
  if (user.avatar_file) {
    await app.avatars.remove(user.avatar_file).catch((error: unknown) => {
      app.log.warn({ err: error }, 'account deletion: could not delete the profile image');
    });
  }
  app.mailer.dispatch(accountDeletedEmail({ to: user.email, language: user.preferred_language }));
}
