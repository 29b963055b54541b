// What every adapter does at the start of a transaction to drop owner rights and name the tenant.
// Shared so that PGlite and PostgreSQL behave identically.
import { isId } from '@sumaa/contracts';
import { APP_ROLE, type SqlExecutor, type TenantScope } from './database';

/** Superusers and owners bypass row-level security; SET LOCAL ROLE makes the policies bite, for this transaction only. */
export async function actAsAppRole(tx: SqlExecutor): Promise<void> {
  await tx.query(`SET LOCAL ROLE ${APP_ROLE}`);
}

export async function actForTenant(tx: SqlExecutor, scope: TenantScope): Promise<void> {
  for (const [name, value] of Object.entries(scope)) {
    // The policies cast these settings to uuid; a malformed one would turn every query into an error.
    if (value !== null && !isId(value)) throw new Error(`Tenant scope ${name} is not a UUID`);
  }
  await actAsAppRole(tx);
  // `true` = local to this transaction, so a pooled connection never carries a tenant into the next one.
  await tx.query(`SELECT set_config('app.business_id', $1, true), set_config('app.user_id', $2, true)`, [
    scope.businessId ?? '',
    scope.userId ?? '',
  ]);
}
