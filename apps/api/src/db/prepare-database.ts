// Brings a database to the current schema and seed data at start. Several API processes (or parallel
// test workers on one PostgreSQL database) may start together: a transaction-scoped advisory lock lets
// one of them migrate and seed while the others wait, then find nothing left to do.
import type { AppConfig } from '../config';
import type { Database, SqlExecutor } from './database';
import { applyMigrations } from './migrate';
import { seedPlans } from './seeds/plans';
import { seedPlatformSettings } from './seeds/platform-settings';
import { seedSuperAdmin, type GeneratedSuperAdmin } from './seeds/super-admin';

/** An arbitrary constant naming "Sumaa schema changes" among advisory locks. */
const MIGRATION_LOCK_KEY = '7316400001';

export interface PreparedDatabase {
  appliedMigrations: string[];
  /** Set only when this start created the super admin with a generated password (print it once). */
  generatedSuperAdmin: GeneratedSuperAdmin | null;
}

export function prepareDatabase(
  database: Database,
  config: Pick<AppConfig, 'superAdmin'>,
  now: Date,
): Promise<PreparedDatabase> {
  return database.ownerTransaction(async (tx) => {
    // Waiting for another process's migrations, or a long migration, is not a stuck request: no timeouts here.
    await tx.exec('SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    const appliedMigrations = await applyMigrations(tx);
    await seedPlatformSettings(tx);
    await seedPlans(tx);
    const generatedSuperAdmin = await seedSuperAdmin(tx, config.superAdmin, now);
    // PGlite has no autovacuum: without statistics the planner sorts a business's every review for one inbox
    // page (npm run bench:reviews). PostgreSQL keeps its own.
    if (database.engine === 'pglite') await refreshPlannerStatistics(tx);
    return { appliedMigrations, generatedSuperAdmin };
  });
}

/** ANALYZE of the tables the inbox and the reports read (as the owner: the app role may not). */
export async function refreshPlannerStatistics(tx: SqlExecutor): Promise<void> {
  await tx.query('ANALYZE reviews, locations, review_replies, notifications');
}
