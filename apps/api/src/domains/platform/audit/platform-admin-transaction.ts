// The super admin's one cross-tenant path (migration 020, ADR 0002): a transaction scoped to the super admin
// (app.user_id) that declares itself the platform admin (app.platform_admin), which the policies of the
// tenant tables admit only together with an active super admin, and that records what it did in
// platform_audit_log before it commits. Every admin read and change of other businesses' rows goes through
// it: a read or change that fails rolls back with its audit row, so the log holds what happened.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLATFORM_ADMIN_ROLE, type SqlExecutor } from '../../../db/database';
import { forbidden } from '../../../http/app-error';

export interface PlatformAuditEntry {
  /** What was done, e.g. `plans.list`, `plan.update`, `subscription.status`. */
  action: string;
  /** What kind of thing it was done to: `plan`, `subscription`, `subscriptions`. */
  targetType: string;
  targetId?: string | null;
  /** The business the target belongs to, when it belongs to one. */
  targetBusinessId?: string | null;
  /** Filters of a read, old and new values of a change. No secrets. */
  detail?: Record<string, unknown>;
}

export async function platformAdminTransaction<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  audit: PlatformAuditEntry,
  /** `entry` is the row to be written: the work may complete it (a created id, the business, old values). */
  work: (tx: SqlExecutor, entry: PlatformAuditEntry) => Promise<T>,
): Promise<T> {
  const user = request.auth?.user;
  // The route's access hook has checked this already; the path refuses anyone else on its own too.
  if (!user?.is_super_admin) throw forbidden();
  return app.db.tenantTransaction({ businessId: null, userId: user.id }, async (tx) => {
    // The admin's policies apply to this role only (migration 036), so tenants' queries never evaluate them.
    await tx.query(`SET LOCAL ROLE ${PLATFORM_ADMIN_ROLE}`);
    await tx.query(`SELECT set_config('app.platform_admin', 'on', true)`);
    const entry: PlatformAuditEntry = { ...audit, detail: { ...audit.detail } };
    const result = await work(tx, entry);
    await tx.query(
      `INSERT INTO platform_audit_log
         (actor_user_id, action, target_type, target_id, target_business_id, detail, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [
        user.id,
        entry.action,
        entry.targetType,
        entry.targetId ?? null,
        entry.targetBusinessId ?? null,
        JSON.stringify(entry.detail ?? {}),
        app.now(),
      ],
    );
    return result;
  });
}
