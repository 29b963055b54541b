// The restore's audit row when the admin who asked does not exist in the restored database (restored onto a new
// server): written with the owner's rights, since the super admin's policy cannot admit an unknown user.
import type { Database } from '../../../db/database';
import type { PlatformAuditEntry } from '../audit/platform-admin-transaction';

export async function recordRestoreWithOwnerRights(
  db: Database,
  actorUserId: string | null,
  entry: PlatformAuditEntry,
  now: Date,
): Promise<void> {
  await db.ownerTransaction((tx) =>
    tx.query(
      `INSERT INTO platform_audit_log (actor_user_id, action, target_type, target_id, detail, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
      [
        actorUserId,
        entry.action,
        entry.targetType,
        entry.targetId ?? null,
        JSON.stringify({ ...entry.detail, actorUnknownInRestoredDatabase: true }),
        now,
      ],
    ),
  );
}
