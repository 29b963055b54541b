// The tables of migration 007 at the SQL level: one business never reads or writes another's locations,
// reviews or sync jobs, whatever the query asks for, and only a declared worker transaction sees every
// business's jobs.
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { initialStages } from '../reviews-store';

let t: TestApp;
let a: RegisteredAccount;
let b: RegisteredAccount;
beforeAll(async () => {
  t = await createTestApp();
  a = await registerAccount(t.app, { Business_name: 'Tenant A' });
  b = await registerAccount(t.app, { Business_name: 'Tenant B' });
  for (const [account, place] of [
    [a, 'place-a'],
    [b, 'place-b'],
  ] as const) {
    await t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
      const now = t.clock.now();
      await tx.query(
        'INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, $3)',
        [place, account.businessId, now],
      );
      const [location] = await tx.query<{ id: string }>(
        `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
        [account.businessId, `accounts/1/locations/${place}`, place, place, now],
      );
      await tx.query(
        `INSERT INTO reviews (business_id, location_id, google_name, review_id, stars, sentiment, create_time,
                              update_time, synced_at)
         VALUES ($1, $2, $3, 'r1', 5, 'Positive', $4, $4, $4)`,
        [account.businessId, location.id, `accounts/1/locations/${place}/reviews/r1`, now],
      );
      await tx.query(
        // Finished, so that no job worker (of this or a later test file on a shared database) picks it up.
        `INSERT INTO sync_jobs (business_id, max_per_location, status, stages, run_at, max_attempts, created_at,
                                updated_at)
         VALUES ($1, 100, 'completed', $2::jsonb, $3, 3, $3, $3)`,
        [account.businessId, JSON.stringify(initialStages()), now],
      );
    });
  }
});
afterAll(async () => {
  await t.close();
});

const TABLES = ['locations', 'reviews', 'sync_jobs'];

describe('row-level security on locations, reviews and sync jobs', () => {
  // Enabled and forced on each of them: checked for every business_id table from the catalogue in
  // db/__tests__/row-level-security.test.ts.

  it('shows business A only its own rows, even to queries without a WHERE clause', async () => {
    const seen = await t.app.db.tenantTransaction({ businessId: a.businessId, userId: null }, async (tx) => {
      const result: Record<string, string[]> = {};
      for (const table of TABLES) {
        result[table] = (await tx.query<{ business_id: string }>(`SELECT business_id FROM ${table}`)).map(
          (row) => row.business_id,
        );
      }
      return result;
    });
    expect(seen).toEqual({ locations: [a.businessId], reviews: [a.businessId], sync_jobs: [a.businessId] });
  });

  it('lets business A change none of B’s rows, nor write rows for B', async () => {
    const changed = await t.app.db.tenantTransaction(
      { businessId: a.businessId, userId: null },
      async (tx) => {
        const reviews = await tx.query(`UPDATE reviews SET stars = 1 WHERE business_id = $1 RETURNING id`, [
          b.businessId,
        ]);
        const jobs = await tx.query(
          `UPDATE sync_jobs SET status = 'failed' WHERE business_id = $1 RETURNING id`,
          [b.businessId],
        );
        return reviews.length + jobs.length;
      },
    );
    expect(changed).toBe(0);
    await expect(
      t.app.db.tenantTransaction({ businessId: a.businessId, userId: null }, (tx) =>
        tx.query(
          `INSERT INTO sync_jobs (business_id, max_per_location, stages, run_at, max_attempts, created_at, updated_at)
           VALUES ($1, 100, '[]'::jsonb, now(), 3, now(), now())`,
          [b.businessId],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('lets business A neither release B’s place (which would cascade to B’s locations and reviews) nor claim one for B', async () => {
    const released = await t.app.db.tenantTransaction({ businessId: a.businessId, userId: null }, (tx) =>
      tx.query('DELETE FROM google_place_links WHERE place_id = $1 RETURNING place_id', ['place-b']),
    );
    expect(released).toEqual([]);
    const [left] = await t.app.db.tenantTransaction({ businessId: b.businessId, userId: null }, (tx) =>
      tx.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews'),
    );
    expect(left.n).toBe(1);
    // Still visible to A, which must know the place is taken.
    const seen = await t.app.db.tenantTransaction({ businessId: a.businessId, userId: null }, (tx) =>
      tx.query('SELECT place_id FROM google_place_links WHERE place_id = $1', ['place-b']),
    );
    expect(seen).toHaveLength(1);
    await expect(
      t.app.db.tenantTransaction({ businessId: a.businessId, userId: null }, (tx) =>
        tx.query('INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, now())', [
          'place-for-b',
          b.businessId,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('shows no tenant rows to a transaction without a business, except sync jobs to the declared worker', async () => {
    const plain = await t.app.db.transaction((tx) => tx.query('SELECT id FROM sync_jobs'));
    expect(plain).toEqual([]);
    const seenByWorker = await t.app.db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('app.jobs_worker', 'on', true)`);
      return {
        // Only these two: test files may share one PostgreSQL database.
        jobs: (
          await tx.query<{ business_id: string }>(
            'SELECT business_id FROM sync_jobs WHERE business_id = ANY($1::uuid[])',
            [[a.businessId, b.businessId]],
          )
        ).map((r) => r.business_id),
        reviews: await tx.query('SELECT id FROM reviews'),
      };
    });
    expect(seenByWorker.jobs.sort()).toEqual([a.businessId, b.businessId].sort());
    expect(seenByWorker.reviews).toEqual([]);
  });
});
