import { planSchema, type Plan } from '@sumaa/contracts';
import { ownDatabase, type OwnDatabase } from '../../../../testing/own-database';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { ARABIC, ENGLISH } from '../../../../testing/factories';

// The price list is every plan on the platform: on PostgreSQL this file gets a database of its own.
let database: OwnDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await ownDatabase();
  t = await createTestApp(database.env);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

async function getPlans(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { response, body: response.json() };
}

/** The three seeded plans (other suites on a shared database may add more). */
function seeded(plans: Plan[]): Plan[] {
  return plans.filter((plan) => [50, 200, 500].includes(plan.price));
}

describe('GET /api/Plans', () => {
  it('lists the seeded plans in English, cheapest first, with exact monthly and yearly prices', async () => {
    const { response, body } = await getPlans('/api/Plans?lang=en');
    expect(response.statusCode).toBe(200);
    expect(body.success).toBe(true);
    const plans = body.model.map((plan: unknown) => planSchema.parse(plan));
    expect(seeded(plans).map(({ id: _id, description: _d, features: _f, ...rest }) => rest)).toEqual([
      {
        name: 'Basic',
        price: 50,
        yearlyPrice: 600,
        currency: 'SAR',
        period: 'month',
        popular: false,
        maxUsers: 1,
        maxReviews: 100,
        aiResponses: 0,
      },
      {
        name: 'Professional',
        price: 200,
        yearlyPrice: 2400,
        currency: 'SAR',
        period: 'month',
        popular: true,
        maxUsers: 5,
        maxReviews: 1000,
        aiResponses: 100,
      },
      {
        name: 'Enterprise',
        price: 500,
        yearlyPrice: 6000,
        currency: 'SAR',
        period: 'month',
        popular: false,
        maxUsers: null,
        maxReviews: null,
        aiResponses: null,
      },
    ]);
    const professional = seeded(plans)[1];
    expect(professional.description).toBe('For growing businesses that answer their reviews as a team.');
    expect(professional.features).toContain('Assign reviews to team members');
    expect(professional.features).toHaveLength(4);
    const prices = plans.map((plan: Plan) => plan.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('gives the same plans in Arabic with their Arabic texts', async () => {
    const english = (await getPlans('/api/Plans?lang=en')).body.model as Plan[];
    const { body } = await getPlans('/api/Plans?lang=ar');
    const plans = seeded(body.model as Plan[]);
    expect(plans.map((plan) => plan.name)).toEqual(['الأساسية', 'الاحترافية', 'المؤسسات']);
    expect(plans[0].features[0]).toBe('الرد على تقييمات Google');
    expect(plans[2].description).toBe('للعلامات التجارية متعددة الفروع التي تحتاج كل شيء بلا حدود.');
    expect(plans.map((plan) => [plan.id, plan.price, plan.yearlyPrice, plan.popular])).toEqual(
      seeded(english).map((plan) => [plan.id, plan.price, plan.yearlyPrice, plan.popular]),
    );
    expect(body.message).toBe('تم');
  });

  it('takes a locale tag in lang, then Accept-Language, then English', async () => {
    const tagged = await getPlans('/api/Plans?lang=ar-SA', ENGLISH);
    expect(seeded(tagged.body.model)[0].name).toBe('الأساسية');
    const fromHeader = await getPlans('/api/Plans', ARABIC);
    expect(seeded(fromHeader.body.model)[0].name).toBe('الأساسية');
    const englishTag = await getPlans('/api/Plans?lang=en-US', ARABIC);
    expect(seeded(englishTag.body.model)[0].name).toBe('Basic');
    const noLanguage = await getPlans('/api/Plans');
    expect(seeded(noLanguage.body.model)[0].name).toBe('Basic');
  });

  it('answers on any letter case of the path, without sign-in', async () => {
    for (const url of ['/api/plans', '/API/PLANS', '/api/Plans/']) {
      expect((await getPlans(url)).response.statusCode).toBe(200);
    }
  });

  it('refuses an unknown language with a translated field error', async () => {
    const { response, body } = await getPlans('/api/Plans?lang=fr', ARABIC);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({
      success: false,
      message: 'يرجى تصحيح الحقول المشار إليها',
      errors: { lang: ['هذه القيمة غير صالحة'] },
      model: null,
    });
  });

  it('leaves out deleted plans and falls back to English texts when a language is missing', async () => {
    const code = `test-${Date.now()}`;
    await t.app.db.ownerTransaction(async (tx) => {
      await tx.query(
        `INSERT INTO plans (code, name, price, monthly_price, yearly_price, translations, deleted_at)
         VALUES ($1, 'Retired', 77, 77, 924, '{}'::jsonb, now()),
                ($1 || '-live', 'Starter column name', 77.5, 77.5, 930,
                 '{"en": {"name": "Starter", "description": "Only English", "features": "One, Two ,"}}'::jsonb, NULL)`,
        [code],
      );
    });
    try {
      const { body } = await getPlans('/api/Plans?lang=ar');
      const names = (body.model as Plan[]).map((plan) => plan.name);
      expect(names).not.toContain('Retired');
      const starter = (body.model as Plan[]).find((plan) => plan.name === 'Starter');
      expect(starter).toMatchObject({
        price: 77.5,
        yearlyPrice: 930,
        description: 'Only English',
        features: ['One', 'Two'],
        popular: false,
        maxUsers: null,
      });
      // Ordered by price: 50, 77.5, 200, 500.
      expect(names.indexOf('Starter')).toBe(names.indexOf('الأساسية') + 1);
    } finally {
      await t.app.db.ownerTransaction((tx) => tx.query('DELETE FROM plans WHERE code LIKE $1', [`${code}%`]));
    }
  });
});
