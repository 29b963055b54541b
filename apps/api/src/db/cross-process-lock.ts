// Work that one API process at a time may do, on PostgreSQL, where several processes share the database: behind a
// transaction-scoped advisory lock (pgbouncer's transaction pooling allows no session lock), held by a
// transaction of its own while the work runs its own. On PGlite one process owns the database
// (embedded-database-lock.ts), and a transaction held open there would stop every other one: the work just runs.
// The lock's transaction sits idle while the work waits on others (Google): if the idle-in-transaction timeout
// ends it meanwhile, the work's outcome still stands, only the exclusion ends early.
import type { Database, TenantScope } from './database';

async function underLock<T>(
  db: Database,
  scope: TenantScope,
  key: string,
  take: 'wait' | 'try',
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (db.engine !== 'postgres') return { ran: true, value: await work() };
  let outcome: { ran: true; value: T } | { ran: false } | undefined;
  try {
    await db.tenantTransaction(scope, async (tx) => {
      const name = `sumaa.${key}`;
      if (take === 'wait') {
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
      } else {
        const [row] = await tx.query<{ got: boolean }>(
          'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS got',
          [name],
        );
        if (!row.got) {
          outcome = { ran: false };
          return;
        }
      }
      outcome = { ran: true, value: await work() };
    });
  } catch (error) {
    if (!outcome) throw error;
  }
  return outcome ?? { ran: false };
}

/** Runs `work` once no other process runs work under the same key (it waits its turn). */
export async function oneProcessAtATime<T>(
  db: Database,
  scope: TenantScope,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  const outcome = await underLock(db, scope, key, 'wait', work);
  if (!outcome.ran) throw new Error(`the lock ${key} was not taken`);
  return outcome.value;
}

/** Runs `work` unless another process is running work under the same key right now; false when it did not. */
export async function unlessAnotherProcessIs(
  db: Database,
  scope: TenantScope,
  key: string,
  work: () => Promise<void>,
): Promise<boolean> {
  return (await underLock(db, scope, key, 'try', work)).ran;
}
