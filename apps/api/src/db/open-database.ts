import type { AppConfig } from '../config';
import type { Database } from './database';
import { PgliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';

/**
 * DATABASE_URL picks a PostgreSQL server; without it the embedded PGlite keeps its data in DATA_DIR/pg, which one
 * process at a time may open (embedded-database-lock.ts).
 * The statement timeouts apply to the server only: PGlite runs in this process's WASM, where PostgreSQL's
 * timers never fire (`SET statement_timeout` is accepted and ignored), so a query there cannot be cut short.
 */
export function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir' | 'databaseTimeouts'>,
): Promise<Database> {
  return config.databaseUrl
    ? PostgresDatabase.open(config.databaseUrl, config.databaseTimeouts)
    : PgliteDatabase.openForProcess(config.pgliteDir);
}
