// A PostgreSQL server through a `pg` pool, used when DATABASE_URL is set (production, CI on PostgreSQL 15), directly
// or through pgbouncer in transaction pooling. Every transaction carries a statement timeout and an
// idle-in-transaction timeout, so one slow query or a transaction left open cannot hold a connection (and the pool
// behind it) indefinitely. They are `SET LOCAL` in the transaction's first round trip, not startup parameters:
// pgbouncer refuses unknown startup parameters, and a session setting would stay on a server connection that
// pgbouncer hands to another client.
import pg from 'pg';
import type { Database, SqlExecutor, SqlParameter, TenantScope } from './database';
import { APP_ROLE_SQL, tenantSettingsSql } from './transaction-roles';

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
    return this.inTransaction(APP_ROLE_SQL, work);
  }

  tenantTransaction<T>(scope: TenantScope, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.inTransaction(tenantSettingsSql(scope), work);
  }

  ownerTransaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.inTransaction('', work);
  }

  private timeoutSettings(): string {
    const { statementMs, idleInTransactionMs } = this.timeouts;
    return (
      `SET LOCAL statement_timeout = ${Math.trunc(statementMs)}; ` +
      `SET LOCAL idle_in_transaction_session_timeout = ${Math.trunc(idleInTransactionMs)}; `
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** BEGIN, the timeouts and `preamble` (the role and tenant) in one round trip, then the work. */
  private async inTransaction<T>(preamble: string, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    // The server may end the connection between two statements (the idle-in-transaction timeout, a restart): pg
    // then emits 'error' on the checked-out client, which with no listener would crash the process. The next
    // statement fails anyway, and the connection is not handed back to the pool.
    const lost = () => {
      broken = true;
    };
    client.on('error', lost);
    try {
      // Without parameters pg sends this as one simple query; the statements after BEGIN run inside the
      // transaction, which stays open for the work.
      await client.query(`BEGIN; ${this.timeoutSettings()}${preamble}`);
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
      client.off('error', lost);
      client.release(broken);
    }
  }
}
