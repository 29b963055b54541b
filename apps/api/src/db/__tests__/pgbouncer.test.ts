// The API behind pgbouncer in transaction pooling, where a client's transactions share few server connections:
// it connects (no startup parameter pgbouncer refuses), its timeouts still apply, and nothing one transaction sets
// leaks into the next one on the same server connection. tools/ci/api-tests-postgres.sh starts pgbouncer in front
// of its PostgreSQL server (with two server connections) and names its port; elsewhere these tests are skipped.
import { ENGLISH, registerConfirmedAccount, signIn, bearer } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { PostgresDatabase } from '../postgres-database';

const pgbouncerPort = process.env.SUMAA_PGBOUNCER_PORT;
const throughPgbouncer = pgbouncerPort && process.env.DATABASE_URL ? describe : describe.skip;

/** This test file's own database (per-file-database.ts), reached through pgbouncer instead of directly. */
function pgbouncerUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.port = pgbouncerPort ?? '';
  return url.toString();
}

const LONG = { statementMs: 60_000, idleInTransactionMs: 60_000 };

async function failureOf(work: Promise<unknown>): Promise<{ code?: string; message: string } | null> {
  try {
    await work;
    return null;
  } catch (error) {
    return error as { code?: string; message: string };
  }
}

throughPgbouncer('through pgbouncer in transaction pooling', () => {
  it('cuts a statement longer than the statement timeout short', async () => {
    const database = await PostgresDatabase.open(pgbouncerUrl(), { ...LONG, statementMs: 200 });
    try {
      const started = Date.now();
      const failure = await failureOf(database.transaction((tx) => tx.query('SELECT pg_sleep(3)')));
      expect(failure?.code).toBe('57014'); // query_canceled
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      await database.close();
    }
  });

  it('ends a transaction left idle longer than the idle-in-transaction timeout', async () => {
    const database = await PostgresDatabase.open(pgbouncerUrl(), { ...LONG, idleInTransactionMs: 200 });
    try {
      const failure = await failureOf(
        database.transaction(async (tx) => {
          await tx.query('SELECT 1');
          await new Promise((resolve) => setTimeout(resolve, 1000));
          await tx.query('SELECT 1');
        }),
      );
      expect(failure).not.toBeNull();
    } finally {
      await database.close();
    }
  });

  it('never carries a tenant, a role or a timeout into the next transaction on a shared server connection', async () => {
    const tenantA = '00000000-0000-4000-8000-00000000000a';
    const tenantB = '00000000-0000-4000-8000-00000000000b';
    const database = await PostgresDatabase.open(pgbouncerUrl(), {
      statementMs: 1234,
      idleInTransactionMs: 5678,
    });
    try {
      // Many more transactions at once than pgbouncer has server connections: they take turns on the same ones.
      const seen = await Promise.all(
        Array.from({ length: 30 }, (_, index) => {
          const businessId = [tenantA, tenantB, null][index % 3];
          const read = (tx: Parameters<Parameters<PostgresDatabase['transaction']>[0]>[0]) =>
            tx.query<{ business: string; role: string; statement: string; idle: string }>(
              `SELECT coalesce(current_setting('app.business_id', true), '') AS business, current_user AS role,
                      current_setting('statement_timeout') AS statement,
                      current_setting('idle_in_transaction_session_timeout') AS idle`,
            );
          const rows = businessId
            ? database.tenantTransaction({ businessId, userId: null }, read)
            : database.transaction(read);
          return rows.then(([row]) => ({ expected: businessId ?? '', ...row }));
        }),
      );
      for (const { expected, ...row } of seen) {
        expect(row).toEqual({ business: expected, role: 'sumaa_app', statement: '1234ms', idle: '5678ms' });
      }
      // Outside any transaction of ours, a server connection has none of it.
      const [plain] = await database.ownerTransaction((tx) =>
        tx.query<{ business: string | null }>(`SELECT current_setting('app.business_id', true) AS business`),
      );
      expect(plain.business ?? '').toBe('');
    } finally {
      await database.close();
    }
  });

  it('serves a whole request path: an owner registers, signs in and reads their reviews', async () => {
    const t = await createTestApp({ DATABASE_URL: pgbouncerUrl() });
    try {
      const owner = await registerConfirmedAccount(t.app);
      const session = await signIn(t.app, owner.email, owner.password);
      expect(session.statusCode).toBe(200);
      const token = session.json().model.token as string;
      const reviews = await t.app.inject({
        method: 'GET',
        url: '/api/Reviews',
        headers: { ...ENGLISH, ...bearer(token) },
      });
      expect(reviews.statusCode).toBe(200);
      expect(reviews.json()).toMatchObject({ success: true });
    } finally {
      await t.close();
    }
  });
});
