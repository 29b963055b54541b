// A PostgreSQL server through a `pg` pool, used when DATABASE_URL is set (production, CI on PostgreSQL 15), directly
// or through pgbouncer in transaction pooling. Every transaction carries a statement timeout and an
// idle-in-transaction timeout, so one slow query or a transaction left open cannot hold a connection (and the pool
// behind it) indefinitely. They are `SET LOCAL` in the transaction's first round trip, not startup parameters:
// pgbouncer refuses unknown startup parameters, and a session setting would stay on a server connection that
// pgbouncer hands to another client.
// Round trips: `pg` sends one query per round trip and has no pipeline, so what must travel together goes as one
// simple query (several statements, no parameters: the parameters are inlined, inline-parameters.ts). A
// transaction's BEGIN, timeouts, role and tenant go with its first statement, COMMIT on its own; a transaction of
// known statements (query, tenantStatements) is one round trip from BEGIN to COMMIT.
import pg from 'pg';
import type { Database, SqlExecutor, SqlParameter, SqlStatement, TenantScope } from './database';
import { inlineParameters } from './inline-parameters';
import { APP_ROLE_SQL, tenantSettingsSql } from './transaction-roles';

type Rows = Record<string, unknown>[];

/** The rows of a simple query's last `count` results before its last `skipAtEnd` (e.g. a COMMIT). */
function rowsOfLast(result: pg.QueryResult | pg.QueryResult[], count: number, skipAtEnd = 0): Rows[] {
  const results = Array.isArray(result) ? result : [result];
  const end = results.length - skipAtEnd;
  return results.slice(end - count, end).map((each) => each.rows as Rows);
}

/** A statement as one of a simple query's: parameters inlined, no trailing semicolon. */
function inlined(text: string, parameters: readonly SqlParameter[]): string {
  return inlineParameters(text, parameters).replace(/[\s;]+$/, '');
}

/**
 * The work's statements on `client`; the first one carries `opening` (BEGIN, timeouts, role, tenant) in its
 * round trip. `state.begun` says whether BEGIN was sent (a transaction that issued nothing needs no COMMIT).
 */
function executorFor(client: pg.PoolClient, opening: string, state: { begun: boolean }): SqlExecutor {
  const openWith = async (statement: string): Promise<pg.QueryResult | pg.QueryResult[]> => {
    state.begun = true;
    return client.query(`${opening};\n${statement}`);
  };
  return {
    async query<Row>(text: string, parameters: readonly SqlParameter[] = []) {
      if (!state.begun) return rowsOfLast(await openWith(inlined(text, parameters)), 1)[0] as Row[];
      const result = await client.query(text, [...parameters]);
      return result.rows as Row[];
    },
    async exec(script: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      if (!state.begun) await openWith(script);
      else await client.query(script);
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
    const [rows] = await this.inOneRoundTrip(APP_ROLE_SQL, [{ text, parameters }]);
    return rows as Row[];
  }

  tenantStatements(scope: TenantScope, statements: readonly SqlStatement[]): Promise<Rows[]> {
    return this.inOneRoundTrip(tenantSettingsSql(scope), statements);
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

  private opening(preamble: string): string {
    return `BEGIN; ${this.timeoutSettings()}${preamble}`.replace(/[\s;]+$/, '');
  }

  /** BEGIN, the timeouts, `preamble`, the statements and COMMIT as one simple query: one round trip. */
  private inOneRoundTrip(preamble: string, statements: readonly SqlStatement[]): Promise<Rows[]> {
    return this.withClient(async (client) => {
      // Each separator on a line of its own: a statement ending in a -- comment cannot swallow the next one (COMMIT).
      const body = statements.map((each) => inlined(each.text, each.parameters ?? [])).join('\n;\n');
      const result = await client.query(`${this.opening(preamble)};\n${body}\n;\nCOMMIT`);
      return rowsOfLast(result, statements.length, 1);
    });
  }

  /**
   * BEGIN, the timeouts and `preamble` (the role and tenant) travel with the work's first statement, in one
   * round trip; then the work's other statements; then COMMIT.
   */
  private inTransaction<T>(preamble: string, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.withClient(async (client) => {
      const state = { begun: false };
      const result = await work(executorFor(client, this.opening(preamble), state));
      if (state.begun) await client.query('COMMIT');
      return result;
    });
  }

  /** A pooled connection for `work`, rolled back if `work` fails and not handed back if the connection broke. */
  private async withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
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
      return await work(client);
    } catch (error) {
      try {
        // After a failed simple query the transaction it began is aborted and still open.
        if (!broken) await client.query('ROLLBACK');
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
