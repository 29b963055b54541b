// The one data-access seam of the API. Two adapters implement it (embedded PGlite, a PostgreSQL pool);
// everything above this file speaks plain SQL through it and never knows which one runs.

export type SqlParameter = string | number | boolean | null | Date | Buffer | readonly string[];

export interface SqlExecutor {
  /** One statement with `$1…` parameters; returns its rows. */
  query<Row = Record<string, unknown>>(text: string, parameters?: readonly SqlParameter[]): Promise<Row[]>;
  /** Several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** One statement with its parameters, for a transaction whose statements are known before it starts. */
export interface SqlStatement {
  text: string;
  parameters?: readonly SqlParameter[];
}

/** Who a tenant transaction acts for; read by the row-level security policies. */
export interface TenantScope {
  businessId: string | null;
  userId: string | null;
}

export type DatabaseEngine = 'pglite' | 'postgres';

/** The non-owner role the API acts as, so that forced row-level security applies to it. */
export const APP_ROLE = 'sumaa_app';

/** The role the platform admin's cross-tenant transaction takes (migration 036): sumaa_app's grants, plus the admin's policies. */
export const PLATFORM_ADMIN_ROLE = 'sumaa_platform_admin';

/**
 * Inside a transaction, use only the `tx` it hands you: calling the Database again from within would, on
 * PGlite's single connection, wait for the very transaction that is waiting for it.
 */
export interface Database {
  readonly engine: DatabaseEngine;
  /** One statement as the app role, in a transaction of its own (on PostgreSQL one round trip). */
  query<Row = Record<string, unknown>>(text: string, parameters?: readonly SqlParameter[]): Promise<Row[]>;
  /** All-or-nothing work as the app role, with no tenant set: tenant tables show no rows. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** All-or-nothing work as the app role with `app.business_id` / `app.user_id` set for the policies. */
  tenantTransaction<T>(scope: TenantScope, work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * Statements that need none of each other's results, in one tenant transaction; each one's rows, in order.
   * On PostgreSQL one round trip from BEGIN to COMMIT (a request's authentication is one).
   */
  tenantStatements(
    scope: TenantScope,
    statements: readonly SqlStatement[],
  ): Promise<Record<string, unknown>[][]>;
  /** Work as the connecting role (the schema owner): migrations and seeds only. */
  ownerTransaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
