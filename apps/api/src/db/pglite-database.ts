// Embedded PostgreSQL (PGlite, WASM): the zero-setup default and the test database.
// PGlite is a single connection; its transaction() holds a lock, so transactions are serialised
// and a plain query waits for the running transaction instead of slipping into it.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, SqlExecutor, SqlParameter, TenantScope } from './database';
import { actAsAppRole, actForTenant } from './transaction-roles';

function executorFor(tx: Transaction): SqlExecutor {
  return {
    async query<Row>(text: string, parameters: readonly SqlParameter[] = []) {
      const result = await tx.query<Row>(text, [...parameters]);
      return result.rows;
    },
    async exec(script: string) {
      await tx.exec(script);
    },
  };
}

export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;

  private constructor(private readonly pglite: PGlite) {}

  /** `dataDir` is a folder kept across restarts, or omitted for an in-memory database (tests). */
  static async open(dataDir?: string): Promise<PgliteDatabase> {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // pg_trgm: the reviews' search index (migration 011), as PostgreSQL's contrib module on a server.
    const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    return new PgliteDatabase(pglite);
  }

  async query<Row = Record<string, unknown>>(
    text: string,
    parameters: readonly SqlParameter[] = [],
  ): Promise<Row[]> {
    return this.transaction((tx) => tx.query<Row>(text, parameters));
  }

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.pglite.transaction(async (raw) => {
      const tx = executorFor(raw);
      await actAsAppRole(tx);
      return work(tx);
    });
  }

  tenantTransaction<T>(scope: TenantScope, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.pglite.transaction(async (raw) => {
      const tx = executorFor(raw);
      await actForTenant(tx, scope);
      return work(tx);
    });
  }

  ownerTransaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.pglite.transaction((raw) => work(executorFor(raw)));
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}
