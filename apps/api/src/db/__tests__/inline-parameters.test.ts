// The parameters written into a statement's text for PostgreSQL's simple protocol (postgres-database.ts) carry
// exactly the values pg would have sent, and nothing else in the text changes. On PostgreSQL the values are also
// read back from the server, through the app's own round trip.
import { inlineParameters } from '../inline-parameters';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('inlining query parameters', () => {
  it('quotes every value as pg would send it, quotes and backslashes escaped', () => {
    expect(
      inlineParameters('SELECT $1, $2, $3, $4, $5, $6::text[]', [
        "O'Brien",
        'C:\\path',
        null,
        12.5,
        true,
        ['a', 'b"c'],
      ]),
    ).toBe(`SELECT 'O''Brien',  E'C:\\\\path', NULL, '12.5', 'true',  E'{"a","b\\\\"c"}'::text[]`);
  });

  it('leaves placeholders inside strings, quoted names, comments and dollar-quoted bodies alone', () => {
    const text = `SELECT '$1', "col$1", $$ $1 $$, $body$ $2 $body$ -- $1\n/* $2 */ , $1 , E'it\\'s $1', $2`;
    expect(inlineParameters(text, ['x', 'y'])).toBe(
      `SELECT '$1', "col$1", $$ $1 $$, $body$ $2 $body$ -- $1\n/* $2 */ , 'x' , E'it\\'s $1', 'y'`,
    );
  });

  it('reads $10 as the tenth parameter, not the first followed by a 0', () => {
    const values = Array.from({ length: 10 }, (_, index) => `v${index + 1}`);
    expect(inlineParameters('SELECT $10, $1', values)).toBe("SELECT 'v10', 'v1'");
  });

  it('refuses a placeholder without a value and a NUL character', () => {
    expect(() => inlineParameters('SELECT $2', ['only one'])).toThrow('$2 has no value');
    expect(() => inlineParameters('SELECT $1', ['a\0b'])).toThrow('NUL');
  });

  it('writes bytes as bytea hex and dates as pg does', () => {
    expect(inlineParameters('SELECT $1', [Buffer.from([0xde, 0xad])])).toBe("SELECT  E'\\\\xdead'");
    expect(inlineParameters('SELECT $1::timestamptz', [new Date('2026-01-02T03:04:05.678Z')])).toMatch(
      /^SELECT '2026-01-0\d[T ]\d\d:\d\d:05\.678[+-]\d\d:\d\d'::timestamptz$/,
    );
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('inlined parameters on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reach the server as the values themselves, in a statement sent with its transaction', async () => {
    const values = ["it's", 'back\\slash', 'عربي ✓', '$1 -- /*'];
    const bytes = Buffer.from([0, 1, 254, 255]);
    const when = new Date('2026-03-04T05:06:07.089Z');
    const [row] = await t.app.db.query<{
      texts: string[];
      bytes: Buffer;
      when: Date;
      nothing: null;
      n: number;
    }>(
      'SELECT ARRAY[$1::text, $2::text, $3::text, $4::text] AS texts, $5::bytea AS bytes, $6::timestamptz AS when, ' +
        '$7::text AS nothing, $8::int + 1 AS n',
      [...values, bytes, when, null, 41],
    );
    expect(row).toEqual({ texts: values, bytes, when, nothing: null, n: 42 });
  });

  it('commits a one-round-trip transaction whose statement ends in a comment', async () => {
    const statements = [
      { text: 'SELECT 1 AS n -- a comment at the end' },
      { text: 'SELECT $1::int AS m --', parameters: [2] },
    ];
    expect(await t.app.db.tenantStatements({ businessId: null, userId: null }, statements)).toEqual([
      [{ n: 1 }],
      [{ m: 2 }],
    ]);
    expect(await t.app.db.query('SELECT 3 AS k -- again')).toEqual([{ k: 3 }]);
    const [open] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      ),
    );
    expect(open.n).toBe(0);
  });
});
