import { createTestApp, type TestApp } from '../../../testing/test-app';
import type { DataRetention } from '@sumaa/contracts';
import { registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { updateBusinessSettings } from '../business-settings-store';
import { monthsBefore, queueDailyDataRetention } from '../data-retention-job';
import { addLocationWithReviews } from './support/stored-reviews';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** `months` months and `days` days before the test clock's now. */
function ago(months: number, days = 0): Date {
  return new Date(monthsBefore(t.clock.now(), months).getTime() - days * DAY_MS);
}

/** Straight through the store: the clock moves days ahead here, far past any access token's life. */
function setRetention(account: RegisteredAccount, dataRetention: DataRetention) {
  return t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
    updateBusinessSettings(tx, account.businessId, { privacy: { dataRetention } }),
  );
}

function inBusiness<T>(businessId: string, work: Parameters<TestApp['app']['db']['tenantTransaction']>[1]) {
  return t.app.db.tenantTransaction({ businessId, userId: null }, work) as Promise<T>;
}

async function reviewDates(businessId: string): Promise<number[]> {
  const rows = await inBusiness<{ create_time: Date }[]>(businessId, (tx) =>
    tx.query('SELECT create_time FROM reviews WHERE business_id = $1 ORDER BY create_time', [businessId]),
  );
  return rows.map((row) => row.create_time.getTime());
}

async function locationNumbers(businessId: string, locationId: string) {
  const [row] = await inBusiness<{ synced_review_count: number; synced_average_rating: number | null }[]>(
    businessId,
    (tx) =>
      tx.query('SELECT synced_review_count, synced_average_rating FROM locations WHERE id = $1', [
        locationId,
      ]),
  );
  return row;
}

async function retentionRuns(businessId: string) {
  return inBusiness<{ run_date: string; status: string; retention: string; reviews_deleted: number }[]>(
    businessId,
    (tx) =>
      tx.query(
        `SELECT to_char(run_date, 'YYYY-MM-DD') AS run_date, status, retention, reviews_deleted
           FROM retention_jobs WHERE business_id = $1 ORDER BY run_date`,
        [businessId],
      ),
  );
}

/** Queues the day's runs and runs them, as the worker would. */
/**
 * The test's own businesses only: on a shared PostgreSQL database other test files' businesses exist too, and
 * their reviews are not this test's to delete.
 */
const ownBusinesses: string[] = [];

async function runDailyRetention(): Promise<{ queued: number; attempts: number }> {
  const queued = await queueDailyDataRetention(t.app, ownBusinesses);
  const attempts = await t.app.jobs.runUntilIdle();
  return { queued, attempts };
}

describe('the daily data retention', () => {
  let twoYears: RegisteredAccount;
  let oneYear: RegisteredAccount;
  let forever: RegisteredAccount;
  let noReviews: RegisteredAccount;
  let twoYearsLocation: string;
  let oneYearLocation: string;
  let keptTwoYears: number[];
  let elevenMonths: Date;

  beforeAll(async () => {
    twoYears = await registerAccount(t.app, { Business_name: 'Default retention' });
    oneYear = await registerAccount(t.app, { Business_name: 'One year' });
    forever = await registerAccount(t.app, { Business_name: 'Forever' });
    noReviews = await registerAccount(t.app, { Business_name: 'Not linked yet' });
    ownBusinesses.push(twoYears.businessId, oneYear.businessId, forever.businessId, noReviews.businessId);
    await setRetention(oneYear, '1year');
    await setRetention(forever, 'forever');

    const recent = ago(3);
    const almostTwoYears = ago(23, 20);
    twoYearsLocation = await addLocationWithReviews(t.app, twoYears.businessId, [
      { createdAt: recent, stars: 5 },
      { createdAt: almostTwoYears, stars: 4 },
      { createdAt: ago(24, 1), stars: 1 },
      { createdAt: ago(30), stars: 1 },
    ]);
    keptTwoYears = [almostTwoYears.getTime(), recent.getTime()];
    elevenMonths = ago(11);
    oneYearLocation = await addLocationWithReviews(t.app, oneYear.businessId, [
      { createdAt: elevenMonths, stars: 3 },
      { createdAt: ago(13), stars: 5 },
    ]);
    await addLocationWithReviews(t.app, forever.businessId, [
      { createdAt: ago(120), stars: 2 },
      { createdAt: ago(1), stars: 4 },
    ]);
  });

  it('deletes the reviews older than each business’s period, by the review’s date, and nothing else', async () => {
    const { queued, attempts } = await runDailyRetention();
    // The default (2 years) and 1 year; "forever" and a business without linked places get no run.
    expect(queued).toBe(2);
    expect(attempts).toBe(2);

    expect(await reviewDates(twoYears.businessId)).toEqual(keptTwoYears);
    expect(await reviewDates(oneYear.businessId)).toEqual([elevenMonths.getTime()]);
    expect(await reviewDates(forever.businessId)).toHaveLength(2);
    expect(await retentionRuns(forever.businessId)).toEqual([]);
    expect(await retentionRuns(noReviews.businessId)).toEqual([]);

    expect(await retentionRuns(twoYears.businessId)).toEqual([
      {
        run_date: t.clock.now().toISOString().slice(0, 10),
        status: 'completed',
        retention: '2years',
        reviews_deleted: 2,
      },
    ]);
  });

  it('keeps each location’s stored review count and average right', async () => {
    expect(await locationNumbers(twoYears.businessId, twoYearsLocation)).toEqual({
      synced_review_count: 2,
      synced_average_rating: 4.5,
    });
    expect(await locationNumbers(oneYear.businessId, oneYearLocation)).toEqual({
      synced_review_count: 1,
      synced_average_rating: 3,
    });
  });

  it('runs once a day, however often the day is queued', async () => {
    expect(await runDailyRetention()).toEqual({ queued: 0, attempts: 0 });
    expect(await retentionRuns(twoYears.businessId)).toHaveLength(1);
  });

  it('runs again the next day, deleting what has aged past the period since', async () => {
    t.clock.advance(DAY_MS);
    // A review that turns 2 years old overnight (counted from the new day).
    await addLocationWithReviews(t.app, twoYears.businessId, [{ createdAt: ago(24, -1), stars: 2 }]);
    t.clock.advance(2 * DAY_MS);
    const { queued } = await runDailyRetention();
    expect(queued).toBe(2);
    expect(await reviewDates(twoYears.businessId)).toEqual(keptTwoYears);
    const runs = await retentionRuns(twoYears.businessId);
    expect(runs.map((run) => [run.status, run.reviews_deleted])).toEqual([
      ['completed', 2],
      ['completed', 1],
    ]);
  });

  it('reads the setting when it runs: a business that chose "forever" after its run was queued keeps its reviews', async () => {
    t.clock.advance(DAY_MS);
    const twentyMonths = ago(20);
    await addLocationWithReviews(t.app, oneYear.businessId, [{ createdAt: twentyMonths, stars: 1 }]);
    expect(await queueDailyDataRetention(t.app, ownBusinesses)).toBe(2);
    await setRetention(oneYear, 'forever');
    await t.app.jobs.runUntilIdle();
    expect(await reviewDates(oneYear.businessId)).toEqual([twentyMonths.getTime(), elevenMonths.getTime()]);
    expect((await retentionRuns(oneYear.businessId)).at(-1)).toMatchObject({
      status: 'completed',
      retention: 'forever',
      reviews_deleted: 0,
    });
  });

  it('follows a shorter period chosen later', async () => {
    await setRetention(twoYears, '1year');
    t.clock.advance(DAY_MS);
    await runDailyRetention();
    expect(await reviewDates(twoYears.businessId)).toEqual([keptTwoYears[1]]);
  });

  it('forgets its own finished runs after 90 days', async () => {
    t.clock.advance(91 * DAY_MS);
    await runDailyRetention();
    const runs = await retentionRuns(twoYears.businessId);
    expect(runs).toHaveLength(1);
    expect(runs[0].run_date).toBe(t.clock.now().toISOString().slice(0, 10));
  });
});

describe('monthsBefore', () => {
  it.each([
    ['2026-05-15T10:00:00.000Z', 12, '2025-05-15T10:00:00.000Z'],
    ['2026-05-15T10:00:00.000Z', 24, '2024-05-15T10:00:00.000Z'],
    ['2024-03-31T23:30:00.000Z', 1, '2024-02-29T23:30:00.000Z'],
    ['2025-02-28T00:00:00.000Z', 60, '2020-02-28T00:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', 12, '2023-02-28T12:00:00.000Z'],
    ['2026-01-31T00:00:00.000Z', 2, '2025-11-30T00:00:00.000Z'],
  ])('%s minus %i months is %s', (from, months, expected) => {
    expect(monthsBefore(new Date(from), months).toISOString()).toBe(expected);
  });
});
