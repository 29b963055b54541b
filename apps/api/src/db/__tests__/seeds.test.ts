import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClock } from '../../testing/test-clock';
import { signIn, uniqueEmail } from '../../testing/factories';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { PgliteDatabase } from '../pglite-database';
import { prepareDatabase } from '../prepare-database';

const adminEmail = uniqueEmail('platform-admin');
const adminPassword = 'Configured-admin-pass-1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUMAA_ADMIN_EMAIL: adminEmail, SUMAA_ADMIN_PASSWORD: adminPassword });
});
afterAll(async () => {
  await t.close();
});

interface PlanRow {
  code: string;
  name: string;
  price: string;
  monthly_price: string;
  yearly_price: string;
  currency: string;
  duration_in_months: number;
  popular: boolean;
  max_users: number | null;
  max_reviews: number | null;
  ai_replies_per_month: number | null;
  translations: Record<
    'ar' | 'en',
    { name: string; period: string; description: string; features: string[] }
  >;
}

// The seeded plans by their codes: on the PostgreSQL test database other files' admins create plans too.
const SEEDED = "code IN ('basic', 'professional', 'enterprise')";

describe('plans and platform settings seeds', () => {
  it('seeds Basic 50, Professional 200 (popular) and Enterprise 500 SAR a month, yearly = 12 months', async () => {
    const plans = await t.app.db.query<PlanRow>(`SELECT * FROM plans WHERE ${SEEDED} ORDER BY sort_order`);
    expect(
      plans.map((plan) => ({
        code: plan.code,
        name: plan.name,
        price: Number(plan.price),
        monthly: Number(plan.monthly_price),
        yearly: Number(plan.yearly_price),
        currency: plan.currency,
        months: plan.duration_in_months,
        popular: plan.popular,
        maxUsers: plan.max_users,
        maxReviews: plan.max_reviews,
        aiReplies: plan.ai_replies_per_month,
      })),
    ).toEqual([
      {
        code: 'basic',
        name: 'Basic',
        price: 50,
        monthly: 50,
        yearly: 600,
        currency: 'SAR',
        months: 1,
        popular: false,
        maxUsers: 1,
        maxReviews: 100,
        aiReplies: 0,
      },
      {
        code: 'professional',
        name: 'Professional',
        price: 200,
        monthly: 200,
        yearly: 2400,
        currency: 'SAR',
        months: 1,
        popular: true,
        maxUsers: 5,
        maxReviews: 1000,
        aiReplies: 100,
      },
      {
        code: 'enterprise',
        name: 'Enterprise',
        price: 500,
        monthly: 500,
        yearly: 6000,
        currency: 'SAR',
        months: 1,
        popular: false,
        maxUsers: null,
        maxReviews: null,
        aiReplies: null,
      },
    ]);
  });

  it('gives every plan a name, period, description and features in Arabic and English', async () => {
    const plans = await t.app.db.query<PlanRow>(`SELECT code, translations FROM plans WHERE ${SEEDED}`);
    for (const plan of plans) {
      for (const language of ['ar', 'en'] as const) {
        const text = plan.translations[language];
        expect(text.name.length).toBeGreaterThan(0);
        expect(text.period.length).toBeGreaterThan(0);
        expect(text.description.length).toBeGreaterThan(0);
        expect(text.features.length).toBeGreaterThan(2);
      }
      expect(plan.translations.ar.name).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('seeds the enforced platform settings: password minimum 8, trial 14 days', async () => {
    const rows = await t.app.db.query<{ key: string; value: unknown }>(
      'SELECT key, value FROM platform_settings ORDER BY key',
    );
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toMatchObject({
      password_min_length: 8,
      trial_days: 14,
    });
  });

  it('is idempotent: preparing the database again changes nothing', async () => {
    const again = await prepareDatabase(t.app.db, t.app.config, t.clock.now());
    expect(again).toEqual({ appliedMigrations: [], generatedSuperAdmin: null });
    const [counts] = await t.app.db.query<{ plans: number; admins: number }>(
      `SELECT (SELECT count(*)::int FROM plans WHERE ${SEEDED}) AS plans,
              (SELECT count(*)::int FROM users WHERE email = $1) AS admins`,
      [adminEmail],
    );
    expect(counts).toEqual({ plans: 3, admins: 1 });
  });
});

describe('super admin seed', () => {
  it('creates the configured super admin: confirmed, no business, onboarding done', async () => {
    expect(t.app.startup.generatedSuperAdmin).toBeNull();
    const response = await signIn(t.app, adminEmail, adminPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json().model).toMatchObject({
      role: 'super_admin',
      user: { email: adminEmail, emailConfirmed: true, businessId: null, currentStep: 4, trialEndsAt: null },
    });
  });

  it('stores only an argon2id hash of the configured password', async () => {
    const [row] = await t.app.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [adminEmail],
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('applies a changed SUMAA_ADMIN_PASSWORD at the next start', async () => {
    const rotated = 'Rotated-admin-pass-2';
    await prepareDatabase(t.app.db, { superAdmin: { email: adminEmail, password: rotated } }, t.clock.now());
    expect((await signIn(t.app, adminEmail, adminPassword)).statusCode).toBe(401);
    expect((await signIn(t.app, adminEmail, rotated)).statusCode).toBe(200);
    await prepareDatabase(t.app.db, t.app.config, t.clock.now());
  });

  it('will not promote an ordinary account named by SUMAA_ADMIN_EMAIL without a password', async () => {
    const email = uniqueEmail('squatter');
    await t.app.db.query(`INSERT INTO users (email, full_name, password_hash) VALUES ($1, 'Squatter', 'x')`, [
      email,
    ]);
    await expect(
      prepareDatabase(t.app.db, { superAdmin: { email, password: undefined } }, t.clock.now()),
    ).rejects.toThrow(/belongs to an ordinary account/);
  });

  // Needs a database with no super admin at all, so it always uses its own fresh in-memory PGlite,
  // even when the suite runs against a shared PostgreSQL server.
  it('generates a password once when no super admin exists and none is configured', async () => {
    const database = await PgliteDatabase.open();
    const clock = new TestClock();
    try {
      const first = await prepareDatabase(
        database,
        { superAdmin: { email: undefined, password: undefined } },
        clock.now(),
      );
      expect(first.generatedSuperAdmin).toEqual({
        email: 'admin@sumaa.local',
        password: expect.stringMatching(/^[\w-]{24}$/),
      });

      const app = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
        database,
        now: clock.now,
        logger: false,
      });
      try {
        expect(app.startup.generatedSuperAdmin).toBeNull(); // printed once, never again
        const response = await signIn(app, 'admin@sumaa.local', first.generatedSuperAdmin!.password);
        expect(response.json().model.role).toBe('super_admin');
      } finally {
        await app.close();
      }
      const [stored] = await database.query<{ password_hash: string }>(
        `SELECT password_hash FROM users WHERE is_super_admin`,
      );
      expect(stored.password_hash).not.toContain(first.generatedSuperAdmin!.password);
    } finally {
      await database.close();
    }
  });
});
