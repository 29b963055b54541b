import type { AppConfig } from '../config';
import type { Database } from './database';
import { PgliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';

/** DATABASE_URL picks a PostgreSQL server; without it the embedded PGlite keeps its data in DATA_DIR/pg. */
export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<Database> {
  return config.databaseUrl
    ? PostgresDatabase.open(config.databaseUrl)
    : PgliteDatabase.open(config.pgliteDir);
}
