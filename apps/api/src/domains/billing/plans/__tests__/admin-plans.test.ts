import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminPlanSchema, type AdminPlan, type Plan } from '@sumaa/contracts';
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

const ADMIN = { email: uniqueEmail('plans-admin'), password: 'Plans-admin-pass-1' };

/** A LibreTranslate-style stand-in: "[ar] text" for en → ar, "[en] text" for ar → en; "untranslatable" fails. */
let translator: http.Server;
const translateCalls: Array<{ q: string; source: string; target: string; format: string }> = [];

let t: TestApp;
let admin: Record<string, string>;
let owner: RegisteredAccount;

beforeAll(async () => {
  translator = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw);
      translateCalls.push(body);
      if (request.url !== '/translate' || body.q.toLowerCase().includes('untranslatable')) {
        response.writeHead(500).end('{"error":"no"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
    });
  });
  await new Promise<void>((resolve) => translator.listen(0, '127.0.0.1', resolve));
  const { port } = translator.address() as AddressInfo;
  t = await createTestApp({
    SUMAA_ADMIN_EMAIL: ADMIN.email,
    SUMAA_ADMIN_PASSWORD: ADMIN.password,
    TRANSLATE_URL: `http://127.0.0.1:${port}`,
  });
  admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
  owner = await registerAccount(t.app);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => translator.close(resolve));
});

function planBody(overrides: Record<string, unknown> = {}) {
  return {
    Name: 'Growth',
    Description: 'For busy branches',
    Price: 120,
    DurationInMonths: 1,
    Popular: false,
    MaxUsers: 3,
    MaxReviews: 500,
    AiRepliesPerMonth: 50,
    Features: ['Priority support'],
    MonthlyPrice: 120,
    YearlyPrice: 1440,
    SupportLevel: null,
    Translations: JSON.stringify({
      en: {
        name: 'Growth',
        period: 'month',
        description: 'For busy branches',
        features: ['Priority support'],
      },
      ar: { name: '', period: '', description: '', features: [] },
    }),
    ...overrides,
  };
}

async function createPlan(overrides: Record<string, unknown> = {}): Promise<AdminPlan> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/PlansAdmin',
    headers: { ...admin, ...ENGLISH },
    payload: planBody(overrides),
  });
  expect(response.statusCode).toBe(201);
  return adminPlanSchema.parse(response.json().model);
}

async function publicNames(language: 'ar' | 'en'): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/Plans?lang=${language}` });
  return (response.json().model as Plan[]).map((plan) => plan.name);
}

async function auditActions(): Promise<
  Array<{ action: string; target_id: string | null; actor_user_id: string }>
> {
  return t.app.db.ownerTransaction((tx) =>
    tx.query('SELECT action, target_id, actor_user_id FROM platform_audit_log ORDER BY id'),
  );
}

describe('the super admin’s plans', () => {
  it('creates a plan, fills the empty language through the translator and shows it on the price list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/PlansAdmin',
      headers: { ...admin, ...ENGLISH },
      payload: planBody({ Name: 'Growth Plus' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('The plan was created');
    const plan = adminPlanSchema.parse(response.json().model);
    expect(plan).toMatchObject({
      code: 'growth',
      price: 120,
      yearlyPrice: 1440,
      subscriberCount: 0,
      everSubscribed: false,
      deletedAt: null,
    });
    expect(plan.translations.ar).toEqual({
      name: '[ar] Growth',
      period: 'شهر',
      description: '[ar] For busy branches',
      features: ['[ar] Priority support'],
    });
    expect(translateCalls).toContainEqual({ q: 'Growth', source: 'en', target: 'ar', format: 'text' });
    expect(await publicNames('en')).toContain('Growth');
    expect(await publicNames('ar')).toContain('[ar] Growth');
  });

  it('keeps the original text when the translator fails, and gives each plan its own code', async () => {
    const first = await createPlan({
      Description: '',
      Features: [],
      Translations: JSON.stringify({
        en: { name: 'Untranslatable', description: '', features: [] },
        ar: { name: '', description: 'وصف عربي', features: ['ميزة'] },
      }),
    });
    expect(first.translations.ar.name).toBe('Untranslatable');
    expect(first.translations.en.description).toBe('[en] وصف عربي');
    const second = await createPlan({
      Translations: JSON.stringify({ en: { name: 'Untranslatable' }, ar: { name: 'غير قابلة' } }),
    });
    expect(first.code).toBe('untranslatable');
    expect(second.code).toBe('untranslatable-2');
  });

  it('refuses a price under 1 and a missing name with errors under their fields, in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/PlansAdmin',
      headers: { ...admin, ...ARABIC },
      payload: { ...planBody({ Price: 0 }), Name: undefined },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors.Price).toEqual(['يجب أن يكون السعر 1 على الأقل']);
    expect(body.errors.Name).toHaveLength(1);
    const zeroUsers = await t.app.inject({
      method: 'POST',
      url: '/api/PlansAdmin',
      headers: { ...admin, ...ENGLISH },
      payload: planBody({ MaxUsers: 0 }),
    });
    expect(zeroUsers.statusCode).toBe(400);
    expect(Object.keys(zeroUsers.json().errors)).toEqual(['MaxUsers']);
  });

  it('stores a name with a lone UTF-16 surrogate with U+FFFD in its place', async () => {
    const plan = await createPlan({ Name: 'Odd\udc00name', Translations: '' });
    expect(plan.translations.en.name).toBe('Odd\ufffdname');
  });

  it('edits a plan, and answers 404 for an unknown one', async () => {
    const plan = await createPlan();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/PlansAdmin/${plan.id}`,
      headers: { ...admin, ...ENGLISH },
      payload: planBody({
        Popular: true,
        Translations: JSON.stringify({
          en: { name: 'Growth', description: 'Edited', features: ['A'] },
          ar: { name: 'النمو', description: 'معدلة', features: ['أ'] },
        }),
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('The plan was updated');
    expect(response.json().model).toMatchObject({ popular: true, description: 'Edited', code: plan.code });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/PlansAdmin/00000000-0000-4000-8000-000000000000',
      headers: { ...admin, ...ENGLISH },
      payload: planBody(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This plan was not found');
  });

  it('sets the daily competitor searches: the default for a new plan, kept when an edit leaves it out, refused below 0', async () => {
    const plan = await createPlan();
    expect(plan.competitorSearchesPerDay).toBe(50);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/PlansAdmin/${plan.id}`,
        headers: { ...admin, ...ENGLISH },
        payload: planBody(payload),
      });
    const raised = await put({ CompetitorSearchesPerDay: 250 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().model.competitorSearchesPerDay).toBe(250);
    expect((await put({})).json().model.competitorSearchesPerDay).toBe(250);
    const refused = await put({ CompetitorSearchesPerDay: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('CompetitorSearchesPerDay');
    const [stored] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ competitor_searches_per_day: number }>(
        'SELECT competitor_searches_per_day FROM plans WHERE id = $1',
        [plan.id],
      ),
    );
    expect(stored.competitor_searches_per_day).toBe(250);
  });

  it('disables a plan (gone from the price list in both languages), lists it as deleted and restores it', async () => {
    const plan = await createPlan({
      Translations: JSON.stringify({ en: { name: 'Seasonal' }, ar: { name: 'موسمية' } }),
    });
    const disabled = await t.app.inject({
      method: 'DELETE',
      url: `/api/PlansAdmin/${plan.id}`,
      headers: { ...admin, ...ENGLISH },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().message).toBe('The plan was disabled');
    expect(await publicNames('en')).not.toContain('Seasonal');
    expect(await publicNames('ar')).not.toContain('موسمية');

    const active = await t.app.inject({ method: 'GET', url: '/api/PlansAdmin?lang=ar', headers: admin });
    expect((active.json().model as AdminPlan[]).map((p) => p.id)).not.toContain(plan.id);
    const deleted = await t.app.inject({
      method: 'GET',
      url: '/api/PlansAdmin/deleted?language=ar',
      headers: admin,
    });
    const listed = (deleted.json().model as AdminPlan[]).find((p) => p.id === plan.id);
    expect(listed).toMatchObject({ name: 'موسمية' });
    expect(listed?.deletedAt).not.toBeNull();

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/PlansAdmin/${plan.id}/restore`,
      headers: { ...admin, ...ENGLISH },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe('The plan was restored');
    expect(await publicNames('ar')).toContain('موسمية');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/PlansAdmin/${plan.id}/restore`,
      headers: { ...admin, ...ENGLISH },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a disabled plan can be restored or deleted permanently');
  });

  it('deletes for good only a disabled plan nobody ever subscribed to', async () => {
    const plan = await createPlan();
    const url = `/api/PlansAdmin/${plan.id}/permanent`;
    const whileActive = await t.app.inject({ method: 'DELETE', url, headers: { ...admin, ...ENGLISH } });
    expect(whileActive.statusCode).toBe(409);
    await t.app.inject({ method: 'DELETE', url: `/api/PlansAdmin/${plan.id}`, headers: admin });
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: { ...admin, ...ENGLISH } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: 'The plan was deleted permanently',
      model: { id: plan.id },
    });
    const gone = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(gone.statusCode).toBe(404);

    // A plan a business once held stays (disabled), even after the business moved on.
    const held = await createPlan();
    const business = await registerAccount(t.app);
    await t.app.db.ownerTransaction(async (tx) => {
      await tx.query('UPDATE subscriptions SET plan_id = $1 WHERE business_id = $2', [
        held.id,
        business.businessId,
      ]);
      await tx.query(`UPDATE subscriptions SET status = 'cancelled' WHERE business_id = $1`, [
        business.businessId,
      ]);
    });
    await t.app.inject({ method: 'DELETE', url: `/api/PlansAdmin/${held.id}`, headers: admin });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/PlansAdmin/${held.id}/permanent`,
      headers: { ...admin, ...ENGLISH },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This plan has had subscribers, so it can only be disabled, not deleted',
    );
  });

  it('counts subscribers, and on a price change tells each live one, leaving the paid period’s amount alone', async () => {
    const plan = await createPlan();
    const subscriber = await registerAccount(t.app);
    await t.app.db.ownerTransaction((tx) =>
      tx.query(
        `UPDATE subscriptions SET plan_id = $1, status = 'active', amount = 120 WHERE business_id = $2`,
        [plan.id, subscriber.businessId],
      ),
    );
    const listed = await t.app.inject({ method: 'GET', url: '/api/PlansAdmin?lang=en', headers: admin });
    expect((listed.json().model as AdminPlan[]).find((p) => p.id === plan.id)).toMatchObject({
      subscriberCount: 1,
      everSubscribed: true,
    });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/PlansAdmin/${plan.id}`,
      headers: { ...admin, ...ENGLISH },
      payload: planBody({ Price: 150 }),
    });
    expect(response.statusCode).toBe(200);
    const [subscription] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ amount: string; kind: string; detail: Record<string, unknown> }>(
        `SELECT s.amount::text AS amount, e.kind, e.detail FROM subscriptions s
           JOIN subscription_events e ON e.subscription_id = s.id
          WHERE s.business_id = $1`,
        [subscriber.businessId],
      ),
    );
    expect(subscription).toMatchObject({ amount: '120.00', kind: 'price_notice' });
    expect(subscription.detail).toMatchObject({
      planId: plan.id,
      oldMonthlyPrice: 120,
      newMonthlyPrice: 150,
    });
    const [mail] = await outboxFor(t.app, subscriber.email);
    // The business's language is Arabic by default.
    expect(mail.subject).toContain('تغيّر سعر باقة');
    expect(mail.text).toContain('١٥٠');
  });

  it('refuses a business owner on every admin endpoint', async () => {
    const plan = await createPlan();
    const asOwner = { ...bearer(owner.token), ...ENGLISH };
    const calls = [
      { method: 'GET', url: '/api/PlansAdmin' },
      { method: 'GET', url: '/api/PlansAdmin/deleted' },
      { method: 'POST', url: '/api/PlansAdmin', payload: planBody() },
      { method: 'PUT', url: `/api/PlansAdmin/${plan.id}`, payload: planBody() },
      { method: 'DELETE', url: `/api/PlansAdmin/${plan.id}` },
      { method: 'POST', url: `/api/PlansAdmin/${plan.id}/restore` },
      { method: 'DELETE', url: `/api/PlansAdmin/${plan.id}/permanent` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: asOwner });
      expect([call.url, response.statusCode]).toEqual([call.url, 403]);
    }
  });

  it('writes one audit row per read and change, naming the super admin', async () => {
    const before = (await auditActions()).length;
    const plan = await createPlan();
    await t.app.inject({ method: 'GET', url: '/api/PlansAdmin', headers: admin });
    await t.app.inject({ method: 'DELETE', url: `/api/PlansAdmin/${plan.id}`, headers: admin });
    await t.app.inject({ method: 'GET', url: '/api/PlansAdmin/deleted', headers: admin });
    await t.app.inject({ method: 'POST', url: `/api/PlansAdmin/${plan.id}/restore`, headers: admin });
    const rows = (await auditActions()).slice(before);
    expect(rows.map((row) => row.action)).toEqual([
      'plan.create',
      'plans.list',
      'plan.disable',
      'plans.list',
      'plan.restore',
    ]);
    expect(new Set(rows.map((row) => row.actor_user_id)).size).toBe(1);
    expect(rows[0].target_id).toBe(plan.id);
  });

  it('lets the API role neither read nor change the audit log', async () => {
    await expect(
      t.app.db.transaction((tx) => tx.query('SELECT * FROM platform_audit_log')),
    ).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      t.app.db.transaction((tx) =>
        tx.query(`UPDATE plans SET popular = true WHERE code = 'basic' RETURNING id`),
      ),
    ).resolves.toEqual([]);
  });
});
