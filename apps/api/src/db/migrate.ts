// Ordered plain-SQL migrations (NNN_name.sql), applied once each and recorded in schema_migrations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SqlExecutor } from './database';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

export function listMigrations(directory = MIGRATIONS_DIR): { name: string; sql: string }[] {
  const names = readdirSync(directory).filter((name) => name.endsWith('.sql'));
  const misnamed = names.filter((name) => !MIGRATION_FILE.test(name));
  if (misnamed.length > 0)
    throw new Error(`Migration files must be named NNN_name.sql: ${misnamed.join(', ')}`);
  return names.sort().map((name) => ({ name, sql: readFileSync(path.join(directory, name), 'utf8') }));
}

/**
 * Applies the pending migrations inside the caller's owner transaction, so a failing one leaves the
 * schema as it was. The caller holds the migration lock (see prepare-database.ts).
 */
export async function applyMigrations(tx: SqlExecutor, directory = MIGRATIONS_DIR): Promise<string[]> {
  await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  const newlyApplied: string[] = [];
  for (const migration of listMigrations(directory)) {
    if (applied.has(migration.name)) continue;
    await tx.exec(migration.sql);
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    newlyApplied.push(migration.name);
  }
  return newlyApplied;
}
