import { randomUUID } from 'node:crypto';
import { subscriptionPageSchema, type SubscriptionListItem } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  bearer,
  outboxFor,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../../testing/factories';

const ADMIN = { email: uniqueEmail('subs-admin'), password: 'Subs-admin-pass-1' };
const marker = `subs${randomUUID().slice(0, 6)}`;
const MONTH_MS = 31 * 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Record<string, string>;
let alpha: RegisteredAccount;
let beta: RegisteredAccount;
const lastLogin = new Date('2026-01-02T03:04:05.000Z');

/** A linked location and its reviews, written as the owner (the sync's own tables). */
async function seedReviews(businessId: string, stars: number[]) {
  await t.app.db.ownerTransaction(async (tx) => {
    const placeId = `place-${randomUUID()}`;
    const [location] = await tx.query<{ id: string }>(
      `WITH link AS (INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($2, $1, now()))
       INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $3, $2, 'Main', now(), now()) RETURNING id`,
      [businessId, placeId, `accounts/1/locations/${randomUUID()}`],
    );
    for (const [index, star] of stars.entries()) {
      await tx.query(
        `INSERT INTO reviews (business_id, location_id, google_name, review_id, stars, sentiment, create_time,
                              update_time, synced_at)
         VALUES ($1, $2, $3, $4, $5, 'Neutral', now(), now(), now())`,
        [businessId, location.id, `accounts/1/locations/1/reviews/${randomUUID()}`, `r${index}`, star],
      );
    }
  });
}

async function seedInvoice(
  businessId: string,
  invoice: { amount: number; paid: boolean; at: string; error?: string },
) {
  await t.app.db.ownerTransaction(async (tx) => {
    const [subscription] = await tx.query<{ id: string; plan_id: string }>(
      'SELECT id, plan_id FROM subscriptions WHERE business_id = $1',
      [businessId],
    );
    const vat = Math.round(invoice.amount * 15) / 100;
    await tx.query(
      `INSERT INTO invoices (business_id, subscription_id, kind, plan_id, billing_interval, period_start, period_end,
                             amount_excl_vat, vat_rate, vat_amount, total, status, number, seller, buyer, provider,
                             last_payment_error, due_at, paid_at, created_at, updated_at)
       VALUES ($1, $2, 'subscription', $3, 'monthly', $4::timestamptz, $4::timestamptz + interval '1 month',
               $5::numeric, 15, $6::numeric, $5::numeric + $6::numeric, $7, $8, '{}', '{}', 'test', $9, $4, $10, $4, $4)`,
      [
        businessId,
        subscription.id,
        subscription.plan_id,
        invoice.at,
        invoice.amount,
        vat,
        invoice.paid ? 'paid' : 'open',
        invoice.paid ? `TEST-${randomUUID().slice(0, 8)}` : null,
        invoice.error ?? null,
        invoice.paid ? invoice.at : null,
      ],
    );
  });
}

beforeAll(async () => {
  t = await createTestApp({ SUMAA_ADMIN_EMAIL: ADMIN.email, SUMAA_ADMIN_PASSWORD: ADMIN.password });
  admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
  alpha = await registerAccount(t.app, { Business_name: `${marker} Alpha`, Full_name: 'Alpha Owner' });
  beta = await registerAccount(t.app, {
    Business_name: `${marker} Beta`,
    Full_name: 'Beta Owner',
    ActivityType: 'restaurants',
  });
  await seedReviews(alpha.businessId, [5, 4, 3]);
  await seedReviews(beta.businessId, [2]);
  await t.app.db.ownerTransaction(async (tx) => {
    await tx.query(`UPDATE subscriptions SET status = 'active', amount = 200 WHERE business_id = $1`, [
      alpha.businessId,
    ]);
    await tx.query(
      `UPDATE subscriptions SET status = 'active', billing_interval = 'yearly', amount = 2400 WHERE business_id = $1`,
      [beta.businessId],
    );
    await tx.query(`UPDATE businesses SET city = '=cmd|calc' WHERE business_id = $1`, [beta.businessId]);
    await tx.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [alpha.userId, lastLogin]);
  });
  await seedInvoice(alpha.businessId, { amount: 200, paid: true, at: '2026-01-01T00:00:00Z' });
  await seedInvoice(alpha.businessId, {
    amount: 200,
    paid: false,
    at: '2026-02-01T00:00:00Z',
    error: 'card declined',
  });
  await seedInvoice(beta.businessId, { amount: 2400, paid: true, at: '2026-01-15T00:00:00Z' });
});
afterAll(async () => {
  await t.close();
});

async function list(query: string, headers: Record<string, string> = ENGLISH) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/subscriptions?${query}`,
    headers: { ...admin, ...headers },
  });
  expect(response.statusCode).toBe(200);
  return subscriptionPageSchema.parse(response.json().model);
}

const byBusiness = (items: SubscriptionListItem[], account: RegisteredAccount) =>
  items.find((item) => item.businessId === account.businessId)!;

describe('GET /api/subscriptions (super admin)', () => {
  it('lists each business with figures computed from its own rows', async () => {
    const page = await list(`search=${marker}&sortBy=name&sortDir=asc`);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.name)).toEqual([`${marker} Alpha`, `${marker} Beta`]);
    expect(byBusiness(page.items, alpha)).toMatchObject({
      status: 'active',
      ownerName: 'Alpha Owner',
      email: alpha.email,
      phone: '0512345678',
      activityType: 'cafes',
      planName: 'Professional',
      amount: 200,
      interval: 'monthly',
      monthlyRevenue: 200,
      revenue: 200,
      reviewsCount: 3,
      rating: 4,
      lastLoginAt: lastLogin.toISOString(),
      lastPayment: { amount: 230, status: 'failed', date: '2026-02-01T00:00:00.000Z' },
    });
    expect(byBusiness(page.items, beta)).toMatchObject({
      city: '=cmd|calc',
      activityType: 'restaurants',
      interval: 'yearly',
      monthlyRevenue: 200,
      revenue: 2400,
      reviewsCount: 1,
      rating: 2,
      lastLoginAt: null,
      lastPayment: { amount: 2760, status: 'paid', date: '2026-01-15T00:00:00.000Z' },
    });
  });

  it('searches the owner’s name and e-mail, filters by status and plan, and pages', async () => {
    expect((await list('search=alpha owner')).items.map((item) => item.businessId)).toEqual([
      alpha.businessId,
    ]);
    expect((await list(`search=${beta.email}`)).items.map((item) => item.businessId)).toEqual([
      beta.businessId,
    ]);
    expect((await list(`search=${marker}&status=trial`)).total).toBe(0);
    expect((await list(`search=${marker}&status=active`)).total).toBe(2);
    const [plan] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ id: string }>(`SELECT id FROM plans WHERE code = 'basic'`),
    );
    expect((await list(`search=${marker}&plan=${plan.id}`)).total).toBe(0);
    const second = await list(`search=${marker}&page=2&pageSize=1&sortBy=revenue&sortDir=desc`);
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((item) => item.businessId)).toEqual([alpha.businessId]);
  });

  it('sums the cards over every subscription, not the page', async () => {
    const page = await list('pageSize=1');
    const [expected] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ total: number; active: number; trialing: number; revenue: string; mrr: string }>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'active')::int AS active,
                count(*) FILTER (WHERE status = 'trialing')::int AS trialing,
                (SELECT coalesce(sum(amount_excl_vat), 0) FROM invoices WHERE status = 'paid')::text AS revenue,
                coalesce(sum(CASE WHEN status <> 'active' THEN 0 WHEN billing_interval = 'yearly'
                                  THEN amount / 12 ELSE amount END), 0)::text AS mrr
           FROM subscriptions`,
      ),
    );
    expect(page.summary).toMatchObject({
      total: expected.total,
      active: expected.active,
      trialing: expected.trialing,
      totalRevenue: Number(expected.revenue),
      monthlyRecurringRevenue: Number(expected.mrr),
    });
    // This file's two paid invoices (other files' businesses share the database on PostgreSQL).
    expect(page.summary.totalRevenue).toBeGreaterThanOrEqual(2600);
  });
});

describe('PUT /api/subscriptions/{id}/status', () => {
  it('cancels (data kept, owner told), refuses a no-op, and reactivates for a new period', async () => {
    const item = byBusiness((await list(`search=${marker}`)).items, alpha);
    const url = `/api/subscriptions/${item.id}/status`;
    const cancelled = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, ...ENGLISH },
      payload: { subscriptionId: item.id, newStatus: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'The subscription status was changed',
      model: { id: item.id, status: 'cancelled', reviewsCount: 3, revenue: 200 },
    });
    const [row] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ ended_at: Date | null }>('SELECT ended_at FROM subscriptions WHERE id = $1', [item.id]),
    );
    expect(row.ended_at?.toISOString()).toBe(t.clock.now().toISOString());
    const [mail] = await outboxFor(t.app, alpha.email);
    expect(mail.subject).toContain('تم إلغاء اشتراكك');

    const again = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, ...ENGLISH },
      payload: { newStatus: 'cancelled' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This status change is not allowed');

    const reactivated = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { newStatus: 'active' },
    });
    expect(reactivated.statusCode).toBe(200);
    const model = reactivated.json().model as SubscriptionListItem;
    expect(model.status).toBe('active');
    expect(model.currentPeriodStart).toBe(t.clock.now().toISOString());
    const periodMs = Date.parse(model.currentPeriodEnd) - t.clock.now().getTime();
    expect(periodMs).toBeGreaterThanOrEqual(28 * 24 * 3600 * 1000);
    expect(periodMs).toBeLessThanOrEqual(MONTH_MS);
  });

  it('takes the spec’s newStatus "inactive" as cancelling, ending the subscription and telling the owner', async () => {
    const account = await registerAccount(t.app, { Business_name: 'Spec Client Cafe' });
    await t.app.db.ownerTransaction((tx) =>
      tx.query(`UPDATE subscriptions SET status = 'active', amount = 200 WHERE business_id = $1`, [
        account.businessId,
      ]),
    );
    const [subscription] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ id: string }>('SELECT id FROM subscriptions WHERE business_id = $1', [account.businessId]),
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions/${subscription.id}/status`,
      headers: { ...admin, ...ENGLISH },
      payload: { subscriptionId: subscription.id, newStatus: 'inactive' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'The subscription status was changed',
      model: { id: subscription.id, status: 'cancelled' },
    });
    const [row] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ status: string; ended_at: Date | null }>(
        'SELECT status, ended_at FROM subscriptions WHERE id = $1',
        [subscription.id],
      ),
    );
    expect(row).toEqual({ status: 'cancelled', ended_at: t.clock.now() });
    const [mail] = await outboxFor(t.app, account.email);
    expect(mail.subject).toContain('تم إلغاء اشتراكك');

    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions/${subscription.id}/status`,
      headers: { ...admin, ...ENGLISH },
      payload: { newStatus: 'paused' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ newStatus: ['This value is not valid'] });
  });

  it('refuses to make a trial active by hand, and answers 404 for an unknown subscription', async () => {
    const trial = await registerAccount(t.app);
    const [subscription] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ id: string }>('SELECT id FROM subscriptions WHERE business_id = $1', [trial.businessId]),
    );
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions/${subscription.id}/status`,
      headers: admin,
      payload: { newStatus: 'active' },
    });
    expect(refused.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions/${randomUUID()}/status`,
      headers: admin,
      payload: { newStatus: 'cancelled' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/subscriptions/export', () => {
  it('sends the filtered list as CSV with a BOM, headers in the caller’s language and formulas defused', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/export?search=${marker}&sortBy=name&sortDir=asc`,
      headers: { ...admin, ...ARABIC },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="sumaa-subscriptions-/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trim().split('\r\n');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['النشاط التجاري', 'المالك', 'البريد الإلكتروني']);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`${marker} Beta`);
    expect(lines[2]).toContain("'=cmd|calc");
  });
});

describe('the super admin’s subscriptions, guarded and audited', () => {
  it('refuses a business owner on every admin subscriptions endpoint', async () => {
    const asOwner = { ...bearer(alpha.token), ...ENGLISH };
    for (const call of [
      { method: 'GET', url: '/api/subscriptions' },
      { method: 'GET', url: '/api/subscriptions/export' },
      {
        method: 'PUT',
        url: `/api/subscriptions/${randomUUID()}/status`,
        payload: { newStatus: 'cancelled' },
      },
    ] as const) {
      const response = await t.app.inject({ ...call, headers: asOwner });
      expect([call.url, response.statusCode]).toEqual([call.url, 403]);
    }
  });

  it('records each read and change with who, what and which business', async () => {
    const [{ last }] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ last: string }>('SELECT coalesce(max(id), 0)::text AS last FROM platform_audit_log'),
    );
    const item = byBusiness((await list(`search=${marker}`)).items, beta);
    await t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions/${item.id}/status`,
      headers: admin,
      payload: { newStatus: 'cancelled' },
    });
    await t.app.inject({ method: 'GET', url: '/api/subscriptions/export', headers: admin });
    const rows = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ action: string; target_business_id: string | null; detail: Record<string, unknown> }>(
        'SELECT action, target_business_id, detail FROM platform_audit_log WHERE id > $1 ORDER BY id',
        [last],
      ),
    );
    expect(rows.map((row) => row.action)).toEqual([
      'subscriptions.list',
      'subscription.status',
      'subscriptions.export',
    ]);
    expect(rows[0].detail).toMatchObject({ search: marker });
    expect(rows[1]).toMatchObject({
      target_business_id: beta.businessId,
      detail: { from: 'active', to: 'cancelled' },
    });
  });
});
