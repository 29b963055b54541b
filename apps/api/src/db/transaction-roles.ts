// What every adapter does at the start of a transaction to drop owner rights and name the tenant.
// Shared so that PGlite and PostgreSQL behave identically.
import { isId } from '@sumaa/contracts';
import { APP_ROLE, type SqlExecutor, type TenantScope } from './database';

/** Superusers and owners bypass row-level security; SET LOCAL ROLE makes the policies bite, for this transaction only. */
export async function actAsAppRole(tx: SqlExecutor): Promise<void> {
  await tx.query(`SET LOCAL ROLE ${APP_ROLE}`);
}

export async function actForTenant(tx: SqlExecutor, scope: TenantScope): Promise<void> {
  await tx.exec(tenantSettingsSql(scope));
}

/** The role and the tenant in one script, so a transaction names them in one round trip. */
export function tenantSettingsSql(scope: TenantScope): string {
  for (const [name, value] of Object.entries(scope)) {
    // The policies cast these settings to uuid; a malformed one would turn every query into an error. Checked
    // as UUIDs, they are also safe to write into the script as literals (a script takes no parameters).
    if (value !== null && !isId(value)) throw new Error(`Tenant scope ${name} is not a UUID`);
  }
  // `true` = local to this transaction, so a pooled connection never carries a tenant into the next one.
  return (
    `SET LOCAL ROLE ${APP_ROLE}; ` +
    `SELECT set_config('app.business_id', '${scope.businessId ?? ''}', true), ` +
    `set_config('app.user_id', '${scope.userId ?? ''}', true)`
  );
}

export const APP_ROLE_SQL = `SET LOCAL ROLE ${APP_ROLE}`;
