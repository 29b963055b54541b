import { randomUUID } from 'node:crypto';
import {
  adminAnalyticsSchema,
  adminOverviewSchema,
  subscriptionPageSchema,
  type AdminAnalytics,
  type AdminOverview,
} from '@sumaa/contracts';
import { ownDatabase, type OwnDatabase } from '../../../testing/own-database';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  bearer,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../testing/factories';
import { periodBuckets, periodWindows } from '../insight-windows';

const ADMIN = { email: uniqueEmail('insights-admin'), password: 'Insights-admin-pass-1' };
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Record<string, string>;
let cafe: RegisteredAccount;
let grill: RegisteredAccount;
let hotel: RegisteredAccount;
let oldTimer: RegisteredAccount;
let now: Date;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

async function setSubscription(account: RegisteredAccount, sql: string, parameters: unknown[] = []) {
  await t.app.db.ownerTransaction((tx) =>
    tx.query(`UPDATE subscriptions SET ${sql} WHERE business_id = $1`, [
      account.businessId,
      ...(parameters as string[]),
    ]),
  );
}

async function seedInvoice(
  account: RegisteredAccount,
  invoice: { amount: number; paid: boolean; at: Date; error?: string },
) {
  await t.app.db.ownerTransaction(async (tx) => {
    const [subscription] = await tx.query<{ id: string; plan_id: string }>(
      'SELECT id, plan_id FROM subscriptions WHERE business_id = $1',
      [account.businessId],
    );
    const vat = Math.round(invoice.amount * 15) / 100;
    await tx.query(
      `INSERT INTO invoices (business_id, subscription_id, kind, plan_id, billing_interval, period_start, period_end,
                             amount_excl_vat, vat_rate, vat_amount, total, status, number, seller, buyer, provider,
                             last_payment_error, due_at, paid_at, created_at, updated_at)
       VALUES ($1, $2, 'subscription', $3, 'monthly', $4::timestamptz, $4::timestamptz + interval '1 month',
               $5::numeric, 15, $6::numeric, $5::numeric + $6::numeric, $7, $8, '{}', '{}', 'test', $9, $4, $10, $4, $4)`,
      [
        account.businessId,
        subscription.id,
        subscription.plan_id,
        invoice.at.toISOString(),
        invoice.amount,
        vat,
        invoice.paid ? 'paid' : 'open',
        invoice.paid ? `TEST-${randomUUID().slice(0, 8)}` : null,
        invoice.error ?? null,
        invoice.paid ? invoice.at.toISOString() : null,
      ],
    );
  });
}

// The overview counts every business on the platform: on PostgreSQL this file gets a database of its own.
let database: OwnDatabase;

beforeAll(async () => {
  database = await ownDatabase();
  t = await createTestApp({
    SUMAA_ADMIN_EMAIL: ADMIN.email,
    SUMAA_ADMIN_PASSWORD: ADMIN.password,
    ...database.env,
  });
  now = t.clock.now();
  admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
  cafe = await registerAccount(t.app, { Business_name: 'Insight Cafe', ActivityType: 'cafes' });
  grill = await registerAccount(t.app, { Business_name: 'Insight Grill', ActivityType: 'restaurants' });
  hotel = await registerAccount(t.app, { Business_name: 'Insight Hotel', ActivityType: 'hotels' });
  // A new trial (today).
  await registerAccount(t.app, { Business_name: 'Insight Trial', ActivityType: 'cafes' });
  oldTimer = await registerAccount(t.app, { Business_name: 'Insight Old', ActivityType: 'retail' });

  // Active monthly since 50 days ago (active at the 30-day period's start: retained).
  await setSubscription(cafe, `status = 'active', amount = 200, created_at = $2, trial_ends_at = $3`, [
    daysAgo(50).toISOString(),
    daysAgo(36).toISOString(),
  ]);
  // Active yearly, new in the period.
  await setSubscription(
    grill,
    `status = 'active', billing_interval = 'yearly', amount = 2500, created_at = $2, trial_ends_at = NULL`,
    [daysAgo(10).toISOString()],
  );
  // Past due since 3 days (active at the period's start, not any more).
  await setSubscription(
    hotel,
    `status = 'past_due', amount = 300, created_at = $2, trial_ends_at = $3, past_due_since = $4`,
    [daysAgo(45).toISOString(), daysAgo(40).toISOString(), daysAgo(3).toISOString()],
  );
  // In the previous period, cancelled 5 days ago.
  await setSubscription(
    oldTimer,
    `status = 'cancelled', amount = 100, created_at = $2, trial_ends_at = $3, ended_at = $4`,
    [daysAgo(40).toISOString(), daysAgo(35).toISOString(), daysAgo(5).toISOString()],
  );
  await seedInvoice(cafe, { amount: 200, paid: true, at: daysAgo(20) });
  await seedInvoice(cafe, { amount: 200, paid: true, at: daysAgo(80) });
  await seedInvoice(grill, { amount: 2500, paid: true, at: daysAgo(9) });
  await seedInvoice(hotel, { amount: 300, paid: false, at: daysAgo(2), error: 'card declined' });
  await t.app.db.ownerTransaction((tx) =>
    tx.query(
      `INSERT INTO contact_messages (id, name, email, message, status, language, sla_due_at, created_at, updated_at)
       VALUES ($1, 'Late Sender', 'late@example.com', 'help', 'open', 'en', $2, $3, $3),
              ($4, 'Done Sender', 'done@example.com', 'thanks', 'resolved', 'en', $2, $3, $3)`,
      [randomUUID(), daysAgo(1).toISOString(), daysAgo(2).toISOString(), randomUUID()],
    ),
  );
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

async function get(url: string, headers: Record<string, string> = { ...admin, ...ENGLISH }) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function overview(period = '30d'): Promise<AdminOverview> {
  const response = await get(`/api/admin/overview?period=${period}`);
  expect(response.statusCode).toBe(200);
  return adminOverviewSchema.parse(response.json().model);
}

async function analytics(query: string): Promise<AdminAnalytics> {
  const response = await get(`/api/admin/analytics?${query}`);
  expect(response.statusCode).toBe(200);
  return adminAnalyticsSchema.parse(response.json().model);
}

interface SubscriptionRow {
  status: string;
  billing_interval: string;
  amount: string;
  created_at: Date;
  trial_ends_at: Date | null;
  ended_at: Date | null;
}

describe('GET /api/admin/overview', () => {
  it('computes the KPIs from the subscription rows, and agrees with the subscriptions list', async () => {
    const model = await overview('30d');
    const rows = await t.app.db.ownerTransaction((tx) =>
      tx.query<SubscriptionRow>(
        'SELECT status, billing_interval, amount, created_at, trial_ends_at, ended_at FROM subscriptions',
      ),
    );
    const from = new Date(model.window.from);
    const previousFrom = new Date(model.previousWindow.from);
    const monthly = (row: SubscriptionRow) =>
      row.status !== 'active'
        ? 0
        : row.billing_interval === 'yearly'
          ? Math.round((Number(row.amount) / 12) * 100) / 100
          : Number(row.amount);
    const mrr = Math.round(rows.reduce((sum, row) => sum + monthly(row), 0) * 100) / 100;
    const isNew = rows.filter((row) => row.created_at >= from).length;
    const previousNew = rows.filter((row) => row.created_at >= previousFrom && row.created_at < from).length;
    const base = rows.filter(
      (row) =>
        row.created_at <= from &&
        row.status !== 'trialing' &&
        (row.trial_ends_at === null || row.trial_ends_at <= from) &&
        (row.ended_at === null || row.ended_at > from),
    );
    const retained = base.filter((row) => row.status === 'active').length;

    expect(model.kpis).toMatchObject({
      totalSubscribers: rows.length,
      monthlyRecurringRevenue: mrr,
      newSubscribers: isNew,
      previousNewSubscribers: previousNew,
      growthRate: Math.round(((isNew - previousNew) / previousNew) * 1000) / 10,
      retentionBase: base.length,
      retained,
      retentionRate: Math.round((retained / base.length) * 1000) / 10,
    });
    // The seeded rows, by hand: 5 subscriptions; MRR 200 + 2500/12; new: grill and trial; previous: cafe? no —
    // cafe began 50 days ago, hotel 45, old 40 (the previous 30 days); base: cafe, hotel, old; retained: cafe.
    expect(model.kpis).toMatchObject({
      totalSubscribers: 5,
      monthlyRecurringRevenue: 408.33,
      newSubscribers: 2,
      previousNewSubscribers: 3,
      growthRate: -33.3,
      retentionBase: 3,
      retained: 1,
      retentionRate: 33.3,
    });

    const list = await get('/api/subscriptions?pageSize=1');
    const { summary } = subscriptionPageSchema.parse(list.json().model);
    expect(model.kpis.totalSubscribers).toBe(summary.total);
    expect(model.kpis.monthlyRecurringRevenue).toBe(summary.monthlyRecurringRevenue);
    expect(model.kpis.pastDue).toBe(summary.pastDue);
  });

  it('shows a failed payment, a past-due subscription and an SLA breach, newest first, with their links', async () => {
    const { alerts } = await overview();
    const kinds = alerts.map((alert) => `${alert.kind}:${alert.subject}`);
    expect(kinds).toEqual([
      'slaBreached:Late Sender',
      'paymentFailed:Insight Hotel',
      'pastDue:Insight Hotel',
    ]);
    expect(alerts[0].link).toEqual({ section: 'contacts', search: 'Late Sender' });
    expect(alerts[1]).toMatchObject({
      businessId: hotel.businessId,
      detail: 'card declined',
      link: { section: 'subscriptions', search: 'Insight Hotel' },
    });
    const times = alerts.map((alert) => alert.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('has the last 6 months of new subscribers and revenue, and the top subscribers by paid revenue', async () => {
    const model = await overview();
    expect(model.performance).toHaveLength(6);
    expect(model.performance.reduce((sum, month) => sum + month.revenue, 0)).toBe(2900);
    expect(model.performance.reduce((sum, month) => sum + month.newSubscribers, 0)).toBe(5);
    expect(model.topSubscribers.map((top) => [top.name, top.revenue])).toEqual([
      ['Insight Grill', 2500],
      ['Insight Cafe', 400],
    ]);
  });

  it('answers 403 to a business owner, and 400 to an unknown period', async () => {
    const owner = { ...bearer(cafe.token), ...ENGLISH };
    for (const url of [
      '/api/admin/overview',
      '/api/admin/analytics?period=7d&metric=revenue',
      '/api/admin/analytics/export',
    ]) {
      expect((await get(url, owner)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/overview?period=2w')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/analytics', () => {
  it('buckets the metric by day, week or month over the period', async () => {
    const week = await analytics('period=7d&metric=revenue');
    expect(week.bucket).toBe('day');
    expect(week.trend).toHaveLength(7);
    expect(week.total).toBe(0);

    const month = await analytics('period=30d&metric=revenue');
    expect(month.bucket).toBe('week');
    expect(month.trend).toHaveLength(5);
    expect(month.trend.map((bucket) => bucket.value)).toEqual(
      periodBuckets('30d', t.clock.now()).map((bucket) =>
        [daysAgo(20), daysAgo(9)]
          .filter((at) => at >= bucket.from && at < bucket.to)
          .reduce((sum, at) => sum + (at.getTime() === daysAgo(9).getTime() ? 2500 : 200), 0),
      ),
    );
    expect(month.total).toBe(2700);
    expect(month.previousTotal).toBe(0);

    const year = await analytics('period=1y&metric=customers');
    expect(year.bucket).toBe('month');
    expect(year.trend).toHaveLength(12);
    expect(year.total).toBe(5);

    const quarter = await analytics('period=90d&metric=subscriptions');
    expect(quarter.trend.length).toBeGreaterThanOrEqual(3);
    expect(quarter.total).toBe(3);
    const { current } = periodWindows('90d', t.clock.now());
    expect(quarter.window.from).toBe(current.from.toISOString());
  });

  it('lists the plans, the segments by activity, and the strengths and improvements with their rules', async () => {
    const model = await analytics('period=30d&metric=customers');
    expect(model.segments).toEqual([
      { activityType: 'cafes', subscribers: 2, active: 1, monthlyRecurringRevenue: 200 },
      { activityType: 'hotels', subscribers: 1, active: 0, monthlyRecurringRevenue: 0 },
      { activityType: 'restaurants', subscribers: 1, active: 1, monthlyRecurringRevenue: 208.33 },
      { activityType: 'retail', subscribers: 1, active: 0, monthlyRecurringRevenue: 0 },
    ]);
    const subscribers = model.plans.reduce((sum, plan) => sum + plan.subscribers, 0);
    expect(subscribers).toBe(4); // every one but the cancelled
    expect(model.plans.reduce((sum, plan) => sum + plan.revenue, 0)).toBe(2700);
    expect(model.improvements.map((item) => item.code)).toEqual(
      expect.arrayContaining(['retentionLow', 'growthNegative', 'pastDueHigh', 'revenueConcentrated']),
    );
    const pastDue = model.improvements.find((item) => item.code === 'pastDueHigh')!;
    expect(pastDue).toMatchObject({ value: 33.3, threshold: 10 });
    expect(model.strengths.map((item) => item.code)).not.toContain('retentionHigh');
  });

  it('exports the trend as CSV with a BOM and headers in the caller’s language', async () => {
    const response = await get('/api/admin/analytics/export?period=30d&metric=revenue', {
      ...admin,
      ...ARABIC,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('sumaa-analytics-revenue-30d');
    const body = response.body;
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const lines = body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('من,إلى,الإيرادات دون الضريبة (ريال)');
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[2]), 0)).toBe(2700);
  });
});
