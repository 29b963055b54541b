// A restore on PostgreSQL loads the backup into a new database on the same server (backups.ts). The process that
// ran it switches at once; every other API process (behind the load balancer) and any process started later with
// the old DATABASE_URL must follow, or it would go on writing into the database that was replaced. The old
// database keeps a row naming the new one (migration 042); each process looks for it when it starts and every
// few seconds after, and moves its pool (PostgresDatabase.switchTo), migrating the target first as a start would.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import { PostgresDatabase } from '../../../db/postgres-database';
import { prepareDatabase } from '../../../db/prepare-database';

/** How often a process looks whether its database was replaced by a restore elsewhere. */
export const DATABASE_MOVE_CHECK_MS = 5_000;
/** A chain of restores is followed this far in one look (each hop is one restore). */
const MAX_HOPS = 10;

export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/**
 * Called by the restoring process once the new database is loaded, migrated and checked, before it switches:
 * the new database forgets the moves its backup carried (they name databases of its own past), and the old one
 * names where the data went.
 */
export async function recordDatabaseMove(
  from: PostgresDatabase,
  restored: PostgresDatabase,
  toDatabase: string,
  now: Date,
): Promise<void> {
  await restored.ownerTransaction((tx) => tx.query('DELETE FROM database_moves'));
  await from.ownerTransaction((tx) =>
    tx.query('INSERT INTO database_moves (to_database, moved_at) VALUES ($1, $2)', [toDatabase, now]),
  );
}

async function movedTo(db: PostgresDatabase): Promise<string | null> {
  const [row] = await db.ownerTransaction((tx) =>
    tx.query<{ to_database: string }>(
      'SELECT to_database FROM database_moves ORDER BY moved_at DESC, id DESC LIMIT 1',
    ),
  );
  return row?.to_database ?? null;
}

/** Follows the moves recorded in the database in use; the name of the database it ends on, or null if none. */
export async function followDatabaseMoves(
  db: PostgresDatabase,
  config: AppConfig,
  now: () => Date,
): Promise<string | null> {
  let arrivedAt: string | null = null;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = await movedTo(db);
    if (!next) return arrivedAt;
    const target = withDatabase(db.currentConnectionString(), next);
    // Checked before the switch: a target that cannot be opened or migrated leaves this process where it was.
    const candidate = await PostgresDatabase.open(target, config.databaseTimeouts);
    try {
      await prepareDatabase(candidate, config, now());
    } finally {
      await candidate.close();
    }
    await db.switchTo(target);
    arrivedAt = next;
  }
  return arrivedAt;
}

/** At start and then every few seconds: on PostgreSQL only (PGlite is one process, its restore swaps in place). */
export async function followRestoresElsewhere(app: FastifyInstance): Promise<void> {
  const { db } = app;
  if (!(db instanceof PostgresDatabase)) return;
  let looking: Promise<void> | null = null;
  const look = async () => {
    const database = await followDatabaseMoves(db, app.config, () => app.now());
    if (database)
      app.log.warn(
        { database },
        'system: the database was restored by another process; this one moved to it',
      );
  };
  // A target that cannot be reached (dropped since, say) is said loudly but does not keep the API from starting:
  // it stays on the database it was given, and keeps looking.
  await look().catch((error: unknown) =>
    app.log.error(
      { err: error },
      'system: could not follow a restore recorded in the database; staying on it',
    ),
  );
  const timer = setInterval(() => {
    if (looking) return;
    looking = look()
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'system: could not look for a restored database'),
      )
      .finally(() => {
        looking = null;
      });
  }, DATABASE_MOVE_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await looking;
  });
}
