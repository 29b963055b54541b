// The counts the inbox's totals come from (review_counts, migration 041) stay equal to the reviews themselves
// through every kind of write — a bulk insert, the sync's upsert (new and changed reviews), a reply published
// and removed, an assignment (no count changes), a deletion, a location's cascade, a rolled-back transaction —
// and GET /api/Reviews answers the same total as counting the reviews, for each filter the counts hold, the
// filters they do not (a count of the reviews), and a page past the end.
import { randomUUID } from 'node:crypto';
import type { SqlExecutor, SqlParameter } from '../../../db/database';
import { bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { upsertReviews, type ReviewRecord } from '../reviews-store';

let t: TestApp;
let ownerA: RegisteredAccount;
let ownerB: RegisteredAccount;
let north: string;
let south: string;
let other: string;

function asTenant<T>(account: RegisteredAccount, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, work);
}

async function addLocation(account: RegisteredAccount, name: string): Promise<string> {
  const placeId = `place-${randomUUID()}`;
  const [row] = await asTenant(account, async (tx) => {
    await tx.query(
      'INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, now())',
      [placeId, account.businessId],
    );
    return tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, $4, now(), now()) RETURNING id`,
      [account.businessId, `accounts/1/locations/${placeId}`, placeId, name],
    );
  });
  return row.id;
}

/** `count` reviews at the location in one INSERT, their stars, sentiment, language and reply varied by number. */
function insertReviews(account: RegisteredAccount, locationId: string, count: number, tag: string) {
  return asTenant(account, (tx) =>
    tx.query(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, is_anonymous, stars, comment_original,
                            language, sentiment, create_time, update_time, reply_comment, synced_at)
       SELECT $1, $2, 'accounts/1/locations/x/reviews/' || $4 || '-' || n, $4 || '-' || n, false, 1 + n % 5,
              'text ' || n, (ARRAY['ar', 'en', 'other', NULL])[1 + n % 4],
              (ARRAY['Positive', 'Negative', 'Neutral'])[1 + n % 3],
              now() - n * interval '1 hour', now() - n * interval '1 hour',
              CASE WHEN n % 7 = 0 THEN 'thanks' END, now()
         FROM generate_series(1, $3::int) AS n`,
      [account.businessId, locationId, count, tag],
    ),
  );
}

const KEY = 'location_id, stars, sentiment, language, replied';

/** The business's counts as kept, and as counted from its reviews (combinations at zero left out of both). */
async function keptAndCounted(account: RegisteredAccount) {
  return asTenant(account, async (tx) => ({
    kept: await tx.query(
      `SELECT ${KEY}, reviews FROM review_counts WHERE business_id = $1 AND reviews <> 0 ORDER BY ${KEY}`,
      [account.businessId],
    ),
    counted: await tx.query(
      `SELECT ${KEY}, count(*)::int AS reviews
         FROM (SELECT location_id, stars, sentiment, language, reply_comment IS NOT NULL AS replied
                 FROM reviews WHERE business_id = $1) AS r
        GROUP BY ${KEY} ORDER BY ${KEY}`,
      [account.businessId],
    ),
  }));
}

async function expectCountsToMatch(account: RegisteredAccount): Promise<void> {
  const { kept, counted } = await keptAndCounted(account);
  expect(counted.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}

function record(name: string, changes: Partial<ReviewRecord> = {}): ReviewRecord {
  return {
    google_name: name,
    review_id: name,
    author_name: 'Sync',
    author_photo_url: null,
    is_anonymous: false,
    stars: 4,
    comment_original: 'from the sync',
    comment_translated: null,
    language: 'en',
    sentiment: 'Positive',
    keywords: [],
    keyword_keys: [],
    analysis_version: 2,
    create_time: '2024-01-01T00:00:00.000Z',
    update_time: '2024-01-01T00:00:00.000Z',
    reply_comment: null,
    reply_update_time: null,
    ...changes,
  };
}

async function listTotal(account: RegisteredAccount, query: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/Reviews?${query}`,
    headers: { ...bearer(account.token), 'x-business-id': account.businessId },
  });
  expect(response.statusCode).toBe(200);
  return response.json().model.total;
}

beforeAll(async () => {
  t = await createTestApp();
  ownerA = await registerAccount(t.app, { Business_name: 'Counted A' });
  ownerB = await registerAccount(t.app, { Business_name: 'Counted B' });
  north = await addLocation(ownerA, 'North');
  south = await addLocation(ownerA, 'South');
  other = await addLocation(ownerB, 'Elsewhere');
  await insertReviews(ownerA, north, 180, 'north');
  await insertReviews(ownerA, south, 95, 'south');
  await insertReviews(ownerB, other, 40, 'other');
});
afterAll(async () => {
  await t.close();
});

describe('review_counts', () => {
  it('holds what a bulk insert wrote, per business', async () => {
    await expectCountsToMatch(ownerA);
    await expectCountsToMatch(ownerB);
    const { kept } = await keptAndCounted(ownerA);
    expect(kept.reduce((sum, row) => sum + Number(row.reviews), 0)).toBe(275);
  });

  it('follows the sync’s upsert: new reviews counted, a changed one moved, an unchanged one left', async () => {
    await asTenant(ownerA, (tx) =>
      upsertReviews(tx, { businessId: ownerA.businessId, locationId: north, syncedAt: new Date() }, [
        record('sync-1'),
        record('sync-2', { stars: 1, sentiment: 'Negative', language: 'ar' }),
        record('sync-3', { language: null, reply_comment: 'reply at Google' }),
      ]),
    );
    await expectCountsToMatch(ownerA);
    // Edited at Google: another rating and sentiment, and a reply; one moves from a location to the other.
    await asTenant(ownerA, (tx) =>
      upsertReviews(tx, { businessId: ownerA.businessId, locationId: north, syncedAt: new Date() }, [
        record('sync-1'),
        record('sync-2', { stars: 5, sentiment: 'Positive', language: 'ar', reply_comment: 'شكراً' }),
      ]),
    );
    await asTenant(ownerA, (tx) =>
      upsertReviews(tx, { businessId: ownerA.businessId, locationId: south, syncedAt: new Date() }, [
        record('sync-3', { language: null }),
      ]),
    );
    await expectCountsToMatch(ownerA);
  });

  it('follows replies, the analysis, assignments, deletions and a rolled-back transaction', async () => {
    await asTenant(ownerA, (tx) =>
      tx.query(
        `UPDATE reviews SET reply_comment = 'published', reply_update_time = now()
          WHERE business_id = $1 AND reply_comment IS NULL AND stars = 2`,
        [ownerA.businessId],
      ),
    );
    await asTenant(ownerA, (tx) =>
      tx.query(`UPDATE reviews SET reply_comment = NULL WHERE business_id = $1 AND stars = 3`, [
        ownerA.businessId,
      ]),
    );
    await asTenant(ownerA, (tx) =>
      tx.query(
        `UPDATE reviews SET sentiment = 'Neutral', language = 'en' WHERE business_id = $1 AND language IS NULL`,
        [ownerA.businessId],
      ),
    );
    await asTenant(ownerA, (tx) =>
      tx.query(`UPDATE reviews SET assigned_to_user_id = $2, assigned_at = now() WHERE business_id = $1`, [
        ownerA.businessId,
        ownerA.userId,
      ]),
    );
    await expectCountsToMatch(ownerA);
    await asTenant(ownerA, (tx) =>
      tx.query(`DELETE FROM reviews WHERE business_id = $1 AND stars = 4 AND location_id = $2`, [
        ownerA.businessId,
        south,
      ]),
    );
    await expectCountsToMatch(ownerA);
    const before = await keptAndCounted(ownerA);
    await expect(
      asTenant(ownerA, async (tx) => {
        await tx.query(`DELETE FROM reviews WHERE business_id = $1`, [ownerA.businessId]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await keptAndCounted(ownerA)).toEqual(before);
    await expectCountsToMatch(ownerB);
  });

  it('gives GET /api/Reviews the total that counting the reviews gives, for every filter', async () => {
    const counted = (where: string, parameters: SqlParameter[] = []) =>
      asTenant(ownerA, async (tx) => {
        const [row] = await tx.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM reviews AS r WHERE r.business_id = $1 AND ${where}`,
          [ownerA.businessId, ...parameters],
        );
        return row.total;
      });
    const cases: Array<[string, string, SqlParameter[]]> = [
      ['', 'true', []],
      ['stars=FIVE', 'r.stars = 5', []],
      ['stars=TWO&sentiment=Negative', 'r.stars = 2 AND r.sentiment = $2', ['Negative']],
      ['replied=unreplied', 'r.reply_comment IS NULL', []],
      [
        'replied=replied&sentiment=Positive',
        'r.reply_comment IS NOT NULL AND r.sentiment = $2',
        ['Positive'],
      ],
      [`locationId=${south}&language=ar`, 'r.location_id = $2 AND r.language = $3', [south, 'ar']],
      ['language=other&stars=ONE', `r.language = 'other' AND r.stars = 1`, []],
      // Not held by the counts: counted from the reviews.
      ['assigned=me&stars=THREE', 'r.assigned_to_user_id = $2 AND r.stars = 3', [ownerA.userId]],
      ['from=2000-01-01&sentiment=Neutral', `r.sentiment = 'Neutral'`, []],
    ];
    for (const [query, where, parameters] of cases) {
      const expected = await counted(where, parameters);
      expect({ query, total: await listTotal(ownerA, `pageSize=10&${query}`) }).toEqual({
        query,
        total: expected,
      });
      // A page past the end carries no row, hence no total: it is read on its own, and is the same.
      expect({ query, total: await listTotal(ownerA, `pageSize=10&page=500&${query}`) }).toEqual({
        query,
        total: expected,
      });
    }
    expect(await listTotal(ownerB, 'pageSize=10')).toBe(40);
  });

  it('goes with a location: its reviews and its counts leave together', async () => {
    await asTenant(ownerA, (tx) =>
      tx.query('DELETE FROM locations WHERE business_id = $1 AND id = $2', [ownerA.businessId, north]),
    );
    await expectCountsToMatch(ownerA);
    const [{ left }] = await asTenant(ownerA, (tx) =>
      tx.query<{ left: number }>(
        'SELECT count(*)::int AS left FROM review_counts WHERE business_id = $1 AND location_id = $2',
        [ownerA.businessId, north],
      ),
    );
    expect(left).toBe(0);
    expect(await listTotal(ownerA, 'pageSize=10')).toBe(
      (await keptAndCounted(ownerA)).counted.reduce((sum, row) => sum + Number(row.reviews), 0),
    );
  });
});
