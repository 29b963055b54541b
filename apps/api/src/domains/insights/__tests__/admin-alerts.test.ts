// GET /api/admin/alerts, the console's bell: the overview's alerts by the same query, so the bell and the
// overview never disagree. Seeds a failed payment and a failed review sync the way their own code leaves them.
import { adminOverviewSchema, platformAlertsSchema, type PlatformAlert } from '@sumaa/contracts';
import { ownDatabase, type OwnDatabase } from '../../../testing/own-database';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ENGLISH,
  bearer,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../testing/factories';

const ADMIN = { email: uniqueEmail('alerts-admin'), password: 'Alerts-admin-pass-1' };
const HOUR_MS = 60 * 60 * 1000;

let database: OwnDatabase;
let t: TestApp;
let admin: Record<string, string>;
let bakery: RegisteredAccount;
let garage: RegisteredAccount;

/** An open invoice whose last charge the provider declined (what payment verification writes). */
async function seedFailedPayment(account: RegisteredAccount, at: Date, error: string) {
  await t.app.db.ownerTransaction(async (tx) => {
    const [subscription] = await tx.query<{ id: string; plan_id: string }>(
      'SELECT id, plan_id FROM subscriptions WHERE business_id = $1',
      [account.businessId],
    );
    await tx.query(
      `INSERT INTO invoices (business_id, subscription_id, kind, plan_id, billing_interval, period_start, period_end,
                             amount_excl_vat, vat_rate, vat_amount, total, status, number, seller, buyer, provider,
                             last_payment_error, due_at, paid_at, created_at, updated_at)
       VALUES ($1, $2, 'subscription', $3, 'monthly', $4::timestamptz, $4::timestamptz + interval '1 month',
               200, 15, 30, 230, 'open', NULL, '{}', '{}', 'test', $5, $4, NULL, $4, $4)`,
      [account.businessId, subscription.id, subscription.plan_id, at.toISOString(), error],
    );
  });
}

/** A review sync that ran out of attempts (what the job queue leaves). */
async function seedFailedSync(account: RegisteredAccount, at: Date, errorCode: string) {
  await t.app.db.ownerTransaction((tx) =>
    tx.query(
      `INSERT INTO sync_jobs (business_id, max_per_location, status, stages, run_at, max_attempts, attempts,
                              error_code, created_at, finished_at, updated_at)
       VALUES ($1, 100, 'failed', '[]'::jsonb, $2, 5, 5, $3, $2, $2, $2)`,
      [account.businessId, at.toISOString(), errorCode],
    ),
  );
}

beforeAll(async () => {
  database = await ownDatabase();
  t = await createTestApp({
    SUMAA_ADMIN_EMAIL: ADMIN.email,
    SUMAA_ADMIN_PASSWORD: ADMIN.password,
    ...database.env,
  });
  admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
  bakery = await registerAccount(t.app, { Business_name: 'Bell Bakery' });
  garage = await registerAccount(t.app, { Business_name: 'Bell Garage' });
  const now = t.clock.now().getTime();
  await seedFailedPayment(bakery, new Date(now - 2 * HOUR_MS), 'insufficient funds');
  await seedFailedSync(garage, new Date(now - HOUR_MS), 'googleUnavailable');
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

function alerts(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/admin/alerts', headers });
}

describe('GET /api/admin/alerts (the console’s bell)', () => {
  it('lists the failing sync and the failed payment, newest first, each with where it is dealt with', async () => {
    const response = await alerts({ ...admin, ...ENGLISH });
    expect(response.statusCode).toBe(200);
    const { items } = platformAlertsSchema.parse(response.json().model);
    expect(items.map((alert: PlatformAlert) => [alert.kind, alert.subject, alert.detail])).toEqual([
      ['syncFailed', 'Bell Garage', 'googleUnavailable'],
      ['paymentFailed', 'Bell Bakery', 'insufficient funds'],
    ]);
    expect(items[0]).toMatchObject({
      businessId: garage.businessId,
      link: { section: 'customers', search: 'Bell Garage' },
    });
    expect(items[1]).toMatchObject({
      businessId: bakery.businessId,
      link: { section: 'subscriptions', search: 'Bell Bakery' },
    });
  });

  it('is the overview’s own list of alerts', async () => {
    const bell = platformAlertsSchema.parse((await alerts(admin)).json().model);
    const overview = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin });
    expect(bell.items).toEqual(adminOverviewSchema.parse(overview.json().model).alerts);
  });

  it('answers the super admin only, and records each read', async () => {
    expect((await alerts(ENGLISH)).statusCode).toBe(401);
    const asOwner = await alerts({ ...bearer(bakery.token), ...ENGLISH });
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().success).toBe(false);

    const readsRecorded = async () => {
      const [row] = await t.app.db.ownerTransaction((tx) =>
        tx.query<{ count: number; detail: unknown }>(
          `SELECT count(*)::int AS count, (array_agg(detail ORDER BY id DESC))[1] AS detail
             FROM platform_audit_log WHERE action = 'platform.alerts'`,
        ),
      );
      return row;
    };
    const before = await readsRecorded();
    await alerts(admin);
    expect(await readsRecorded()).toEqual({ count: before.count + 1, detail: { period: '30d' } });
  });
});
