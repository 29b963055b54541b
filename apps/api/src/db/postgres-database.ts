// A PostgreSQL server through a `pg` pool, used when DATABASE_URL is set (production, CI on PostgreSQL 15).
// Every connection carries a statement timeout and an idle-in-transaction timeout, so one slow query or a
// transaction left open cannot hold a connection (and the pool behind it) indefinitely.
import pg from 'pg';
import type { Database, SqlExecutor, SqlParameter, TenantScope } from './database';
import { actAsAppRole, actForTenant } from './transaction-roles';

function executorFor(client: pg.PoolClient): SqlExecutor {
  return {
    async query<Row>(text: string, parameters: readonly SqlParameter[] = []) {
      const result = await client.query(text, [...parameters]);
      return result.rows as Row[];
    },
    async exec(script: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await client.query(script);
    },
  };
}

export interface PostgresTimeouts {
  /** Longest run of one statement (PostgreSQL's statement_timeout). */
  statementMs: number;
  /** Longest pause inside an open transaction (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

/** How long a request waits for a free connection of the pool before failing. */
const CONNECTION_WAIT_MS = 10_000;

export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;

  private constructor(
    private pool: pg.Pool,
    /** Carries the password: never logged nor sent anywhere (backups pass its parts to pg_dump's environment). */
    private connectionString: string,
    private readonly timeouts: PostgresTimeouts,
  ) {}

  /** The server and database now in use (a restore may have switched it); secret, see above. */
  currentConnectionString(): string {
    return this.connectionString;
  }

  /**
   * After a restore into a fresh database: new transactions go to it through a new pool (checked first), and
   * the old pool ends once its running transactions are done.
   */
  async switchTo(connectionString: string): Promise<void> {
    const next = await PostgresDatabase.open(connectionString, this.timeouts);
    const old = this.pool;
    this.pool = next.pool;
    this.connectionString = connectionString;
    await old.end().catch(() => undefined);
  }

  static async open(connectionString: string, timeouts: PostgresTimeouts): Promise<PostgresDatabase> {
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: CONNECTION_WAIT_MS,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    });
    // An idle client losing its connection must not crash the process; the next checkout reconnects.
    pool.on('error', () => undefined);
    const database = new PostgresDatabase(pool, connectionString, timeouts);
    await database.ownerTransaction((tx) => tx.query('SELECT 1'));
    return database;
  }

  async query<Row = Record<string, unknown>>(
    text: string,
    parameters: readonly SqlParameter[] = [],
  ): Promise<Row[]> {
    return this.transaction((tx) => tx.query<Row>(text, parameters));
  }

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.inTransaction(async (tx) => {
      await actAsAppRole(tx);
      return work(tx);
    });
  }

  tenantTransaction<T>(scope: TenantScope, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.inTransaction(async (tx) => {
      await actForTenant(tx, scope);
      return work(tx);
    });
  }

  ownerTransaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.inTransaction(work);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async inTransaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await work(executorFor(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true; // the connection itself failed: do not hand it to the next request
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }
}
