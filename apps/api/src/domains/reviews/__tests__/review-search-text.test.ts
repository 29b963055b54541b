// The SQL behind the inbox's search (migration 011), on PGlite and on PostgreSQL
// (tools/ci/api-tests-postgres.sh):
// - the two halves of the Arabic-aware search fold text alike: the stored side is SQL (app_normalize_arabic,
//   behind the generated reviews.search_text), the term's side the JS normaliser
//   (analysis/arabic-normalization.ts); both run on the same texts, chosen and random;
// - app_reviews_matching, which reads reviews past row-level security so that the trigram index can serve a
//   search, gives a transaction its own business's reviews and nothing else, as the policies would.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { normalizeArabic } from '../analysis';
import { registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let a: RegisteredAccount;
let b: RegisteredAccount;
const reviewIds = new Map<string, string[]>();

/** A location and one review a text for the business, written in SQL. */
async function seedReviews(account: RegisteredAccount, texts: string[]): Promise<void> {
  const ids = await t.app.db.tenantTransaction(
    { businessId: account.businessId, userId: null },
    async (tx) => {
      const place = `place-${randomUUID()}`;
      await tx.query(
        'INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, now())',
        [place, account.businessId],
      );
      const [location] = await tx.query<{ id: string }>(
        `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, 'Branch', now(), now()) RETURNING id`,
        [account.businessId, `accounts/1/locations/${place}`, place],
      );
      const inserted: string[] = [];
      for (const text of texts) {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, stars,
                              comment_original, sentiment, create_time, update_time, synced_at)
         VALUES ($1, $2, $3, $3, 'Author', 5, $4, 'Positive', now(), now(), now()) RETURNING id`,
          [account.businessId, location.id, `reviews/${randomUUID()}`, text],
        );
        inserted.push(row.id);
      }
      return inserted;
    },
  );
  reviewIds.set(account.businessId, ids);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await registerAccount(t.app, { Business_name: 'Search A' });
  b = await registerAccount(t.app, { Business_name: 'Search B' });
  await seedReviews(a, ['المطعم رائع', 'مطعم جميل', 'قهوة ممتازة']);
  await seedReviews(b, ['مطعم ب', 'Restaurant B']);
});
afterAll(async () => {
  await t.close();
});

async function normalizedInSql(texts: readonly string[]): Promise<string[]> {
  const rows = await t.app.db.query<{ normalized: string }>(
    `SELECT app_normalize_arabic(text) AS normalized
       FROM unnest($1::text[]) WITH ORDINALITY AS sample(text, position)
      ORDER BY position`,
    [texts],
  );
  return rows.map((row) => row.normalized);
}

const SAMPLES = [
  'أحمد إبراهيم آمنة ٱلله',
  'مدرسة', // ة
  'على مستشفى', // ى
  'جـمـيـل', // tatweel
  'جَمِيلٌ مُمْتَازٌ', // tashkeel
  'الرَّحْمٰنِ', // superscript alef, shadda
  'ﻻ ﷺ ﷽ ﻣﻄﻌﻢ', // presentation forms (NFKC)
  'ﻣﻄﻌﻢ ﬁne café', // presentation forms beside a Latin ligature: the whole text is NFKC-normalised
  'fine café ﬁ', // no Arabic presentation form: the Latin ligature stays
  'مشكور ٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹', // Arabic-Indic and Persian digits
  'کیک فارسی', // Persian kaf and yeh
  'Great COFFEE, 100% natural_juice \\ ok',
  'ۖ ۗ ۘ ۙ ۚ ۛ ۜ ۝ ۞ ۟ ۠ ۡ ۢ ۣ ۤ ۥ ۦ ۧ ۨ ۩ ۪ ۫ ۬ ۭ', // Quranic marks (۞ ۥ ۦ ۩ stay: not marks)
  '؀ ؁ ؐ ؑ ؚ ؛ ؟ ٪ ٫ ٬ ٭ ٮ ٯ',
  'مرحبا\nبالعالم\tمعاً',
  '',
];

/** Arabic (letters, marks, digits, presentation forms), Latin and spacing: what reviews are made of. */
const reviewCharacter = fc.oneof(
  { arbitrary: fc.integer({ min: 0x0600, max: 0x06ff }), weight: 6 },
  { arbitrary: fc.integer({ min: 0xfb50, max: 0xfdff }), weight: 1 },
  { arbitrary: fc.integer({ min: 0xfe70, max: 0xfefe }), weight: 1 },
  { arbitrary: fc.integer({ min: 0x20, max: 0x7e }), weight: 2 },
  { arbitrary: fc.integer({ min: 0xc0, max: 0x17f }), weight: 1 },
  { arbitrary: fc.constantFrom(0x0a, 0x09, 0x200f, 0xfb01), weight: 1 },
);
const reviewText = fc
  .array(reviewCharacter, { maxLength: 40 })
  .map((codes) => String.fromCodePoint(...codes));

describe('app_normalize_arabic (SQL) and normalizeArabic (JS)', () => {
  it('fold the chosen samples alike', async () => {
    expect(await normalizedInSql(SAMPLES)).toEqual(SAMPLES.map(normalizeArabic));
  });

  it('fold random Arabic and Latin text alike', async () => {
    const texts = fc.sample(reviewText, { numRuns: 2000, seed: 20_240_310 });
    const inSql = await normalizedInSql(texts);
    const differences = texts
      .map((text, index) => ({ text, sql: inSql[index], js: normalizeArabic(text) }))
      .filter((pair) => pair.sql !== pair.js)
      .map((pair) => ({
        text: [...pair.text].map((c) => c.codePointAt(0)!.toString(16)).join(' '),
        sql: pair.sql,
        js: pair.js,
      }));
    expect(differences).toEqual([]);
  });

  it('store a review’s search text as its three parts normalised, one a line, lower-cased', async () => {
    const [row] = await t.app.db.query<{ text: string; anonymous: string }>(
      `SELECT app_review_search_text($1, $2, $3) AS text, app_review_search_text(NULL, NULL, NULL) AS anonymous`,
      ['المطعم جَمِيل', 'The Restaurant is NICE', 'أحمد'],
    );
    expect(row.text).toBe('المطعم جميل\nthe restaurant is nice\nاحمد');
    expect(row.anonymous).toBe('\n\n');
  });
});

describe('app_reviews_matching (the search past row-level security)', () => {
  const matching = (account: RegisteredAccount | null, pattern: string) =>
    (account
      ? t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
          tx.query<{ id: string }>('SELECT id FROM app_reviews_matching($1)', [pattern]),
        )
      : t.app.db.transaction((tx) =>
          tx.query<{ id: string }>('SELECT id FROM app_reviews_matching($1)', [pattern]),
        )
    ).then((rows) => rows.map((row) => row.id).sort());

  it('gives a business its own matching reviews and none of another’s', async () => {
    expect(await matching(a, '%')).toEqual([...reviewIds.get(a.businessId)!].sort());
    expect(await matching(b, '%')).toEqual([...reviewIds.get(b.businessId)!].sort());
    expect(await matching(a, '%مطعم%')).toEqual(reviewIds.get(a.businessId)!.slice(0, 2).sort());
    expect(await matching(b, '%مطعم%')).toEqual([reviewIds.get(b.businessId)![0]]);
  });

  it('gives a transaction without a business nothing', async () => {
    expect(await matching(null, '%')).toEqual([]);
  });

  it('belongs to a role that is no superuser, logs in nowhere and reads nothing but reviews', async () => {
    const [role] = await t.app.db.ownerTransaction((tx) =>
      tx.query<Record<string, boolean>>(
        `SELECT r.rolsuper, r.rolbypassrls, r.rolcanlogin, r.rolcreaterole,
                p.proowner = r.oid AS owns_function, p.prosecdef AS security_definer,
                has_table_privilege(r.rolname, 'users', 'SELECT') AS reads_users,
                has_table_privilege(r.rolname, 'reviews', 'INSERT') AS writes_reviews,
                has_column_privilege(r.rolname, 'reviews', 'comment_original', 'SELECT') AS reads_comments,
                EXISTS (SELECT 1 FROM aclexplode(p.proacl) AS acl WHERE acl.grantee = 0) AS public_may_call,
                has_function_privilege('sumaa_app', p.oid, 'EXECUTE') AS app_may_call
           FROM pg_roles AS r, pg_proc AS p
          WHERE r.rolname = 'sumaa_review_search' AND p.proname = 'app_reviews_matching'`,
      ),
    );
    expect(role).toEqual({
      rolsuper: false,
      rolbypassrls: false,
      rolcanlogin: false,
      rolcreaterole: false,
      owns_function: true,
      security_definer: true,
      reads_users: false,
      writes_reviews: false,
      reads_comments: false,
      public_may_call: false,
      app_may_call: true,
    });
  });

  it('may use the trigram index, which row-level security denies the API’s own queries', async () => {
    const plan = (role: string) =>
      t.app.db.ownerTransaction(async (tx) => {
        await tx.exec(`SET LOCAL enable_seqscan = off; SET LOCAL ROLE ${role}`);
        await tx.query(`SELECT set_config('app.business_id', $1, true)`, [a.businessId]);
        const rows = await tx.query<Record<string, string>>(
          `EXPLAIN SELECT id FROM reviews WHERE search_text LIKE '%مطعم%'`,
        );
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
    expect(await plan('sumaa_review_search')).toContain('reviews_search_text_trgm_idx');
    // If this ever fails, LIKE has become usable under the policies and app_reviews_matching can go.
    expect(await plan('sumaa_app')).not.toContain('reviews_search_text_trgm_idx');
  });
});
