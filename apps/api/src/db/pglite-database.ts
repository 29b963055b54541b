// Embedded PostgreSQL (PGlite, WASM): the zero-setup default and the test database.
// PGlite is a single connection; its transaction() holds a lock, so transactions are serialised
// and a plain query waits for the running transaction instead of slipping into it.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, SqlExecutor, SqlParameter, SqlStatement, TenantScope } from './database';
import { lockEmbeddedDatabase, type EmbeddedDatabaseLock } from './embedded-database-lock';
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

  /** Set while a restored database is being swapped in (restore): new work waits for it. */
  private swapping: Promise<void> | null = null;

  private constructor(
    private pglite: PGlite,
    /** The folder the data lives in; undefined: in memory. */
    readonly dataDir?: string,
    /** The process's claim on dataDir (openForProcess), released on close. */
    private readonly lock?: EmbeddedDatabaseLock,
  ) {}

  /** `dataDir` is a folder kept across restarts, or omitted for an in-memory database (tests). */
  static async open(dataDir?: string, loadDump?: Blob, lock?: EmbeddedDatabaseLock): Promise<PgliteDatabase> {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // pg_trgm: the reviews' search index (migration 011), as PostgreSQL's contrib module on a server.
    const pglite = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      ...(loadDump ? { loadDataDir: loadDump } : {}),
    });
    return new PgliteDatabase(pglite, dataDir, lock);
  }

  /** The API process's database: refuses to open a folder that another process has open (embedded-database-lock). */
  static async openForProcess(dataDir: string): Promise<PgliteDatabase> {
    const lock = lockEmbeddedDatabase(dataDir);
    try {
      return await PgliteDatabase.open(dataDir, undefined, lock);
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  /**
   * A consistent copy of the data directory (a tar, gzipped unless `none`), taken while no transaction runs
   * (backups; the test suite's migrated snapshot, testing/migrated-template.ts).
   */
  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    const pglite = await this.current();
    return pglite.transaction(async () => (await pglite.dumpDataDir(compression)) as Blob);
  }

  /**
   * Puts another instance in place of this one (a restore): new work waits, running transactions finish on the
   * old instance, which is then closed; `openNext` opens the replacement (it may move folders first). If it
   * fails, `reopenOld` brings the old data back and the error is thrown.
   */
  async replaceInstance(
    openNext: () => Promise<PgliteDatabase>,
    reopenOld: () => Promise<PgliteDatabase>,
  ): Promise<void> {
    while (this.swapping) await this.swapping;
    let done = () => undefined as void;
    this.swapping = new Promise<void>((resolve) => (done = resolve));
    try {
      const old = this.pglite;
      await old.transaction(async () => undefined).catch(() => undefined);
      if (!old.closed) await old.close();
      try {
        this.pglite = (await openNext()).pglite;
      } catch (error) {
        this.pglite = (await reopenOld()).pglite;
        throw error;
      }
    } finally {
      this.swapping = null;
      done();
    }
  }

  private async current(): Promise<PGlite> {
    while (this.swapping) await this.swapping;
    return this.pglite;
  }

  async query<Row = Record<string, unknown>>(
    text: string,
    parameters: readonly SqlParameter[] = [],
  ): Promise<Row[]> {
    return this.transaction((tx) => tx.query<Row>(text, parameters));
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return (await this.current()).transaction(async (raw) => {
      const tx = executorFor(raw);
      await actAsAppRole(tx);
      return work(tx);
    });
  }

  async tenantTransaction<T>(scope: TenantScope, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return (await this.current()).transaction(async (raw) => {
      const tx = executorFor(raw);
      await actForTenant(tx, scope);
      return work(tx);
    });
  }

  tenantStatements(
    scope: TenantScope,
    statements: readonly SqlStatement[],
  ): Promise<Record<string, unknown>[][]> {
    return this.tenantTransaction(scope, async (tx) => {
      const rows: Record<string, unknown>[][] = [];
      for (const statement of statements) rows.push(await tx.query(statement.text, statement.parameters));
      return rows;
    });
  }

  async ownerTransaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return (await this.current()).transaction((raw) => work(executorFor(raw)));
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
    this.lock?.release();
  }
}
