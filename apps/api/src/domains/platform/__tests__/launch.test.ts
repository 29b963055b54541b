import { launchInfoSchema, launchReminderSchema } from '@sumaa/contracts';
import { loadConfig } from '../../../config';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ARABIC, ENGLISH, uniqueEmail } from '../../../testing/factories';

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
/** Two hours after the test clock's start. */
let launchAt: string;
beforeAll(async () => {
  const soon = new Date(Date.now() + 2 * HOUR_MS);
  // Written with the Riyadh offset, as an operator would configure it.
  const riyadh = new Date(soon.getTime() + 3 * HOUR_MS).toISOString().slice(0, 19);
  launchAt = `${riyadh}+03:00`;
  t = await createTestApp({ LAUNCH_AT: launchAt, RATE_LIMIT_LAUNCH_REMINDER_PER_IP_MAX: '1000000' });
});
afterAll(async () => {
  await t.close();
});

function postReminder(payload: unknown, headers: Record<string, string> = ENGLISH, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/launch/reminders', payload: payload as object, headers });
}

async function remindersFor(email: string) {
  return t.app.db.ownerTransaction((tx) =>
    tx.query<{ email: string; language: string; created_at: Date }>(
      'SELECT email, language, created_at FROM launch_reminders WHERE lower(email) = lower($1)',
      [email],
    ),
  );
}

describe('GET /api/launch', () => {
  it('gives LAUNCH_AT as configured and says not launched before it, launched from then on', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/launch' });
    expect(before.statusCode).toBe(200);
    expect(launchInfoSchema.parse(before.json().model)).toEqual({ launchAt, launched: false });

    t.clock.advance(2 * HOUR_MS + 1000);
    const after = await t.app.inject({ method: 'GET', url: '/API/Launch' });
    expect(after.json().model).toEqual({ launchAt, launched: true });
  });

  it('defaults to 1 March 2027, 09:00 Riyadh time', () => {
    expect(loadConfig({}).launchAt).toBe('2027-03-01T09:00:00+03:00');
  });

  it('refuses a LAUNCH_AT that is not an ISO date-time with an offset', () => {
    expect(() => loadConfig({ LAUNCH_AT: '2027-03-01 09:00' })).toThrow(/LAUNCH_AT/);
    expect(() => loadConfig({ LAUNCH_AT: '2027-03-01T09:00:00' })).toThrow(/LAUNCH_AT/);
    expect(loadConfig({ LAUNCH_AT: '2027-03-01T06:00:00Z' }).launchAt).toBe('2027-03-01T06:00:00Z');
  });
});

describe('POST /api/launch/reminders', () => {
  it('stores a new address once with the language of the request and answers 201', async () => {
    const email = uniqueEmail('soon');
    const response = await postReminder({ email }, ARABIC);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('تم! سنراسلك عبر البريد الإلكتروني عند إطلاق سمعة.');
    expect(launchReminderSchema.parse(body.model)).toEqual({
      email,
      createdAt: t.clock.now().toISOString(),
      alreadySubscribed: false,
    });
    const rows = await remindersFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].language).toBe('ar');
  });

  it('answers the same address again, in any letter case, with alreadySubscribed and stores nothing new', async () => {
    const email = uniqueEmail('twice');
    const first = (await postReminder({ email })).json().model;
    t.clock.advance(60_000);
    const again = await postReminder({ email: `  ${email.toUpperCase()} ` }, ARABIC);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: 'بريدك مسجل لدينا مسبقاً، وسنراسلك عند إطلاق سمعة.',
      errors: null,
      model: { email, createdAt: first.createdAt, alreadySubscribed: true },
    });
    const rows = await remindersFor(email);
    expect(rows).toHaveLength(1);
    // The first request's language stays.
    expect(rows[0].language).toBe('en');
    expect((await postReminder({ email })).json().message).toBe(
      'You are already on the list. We will email you when Sumaa launches.',
    );
  });

  it('stores one row when the same address is sent several times at once', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all([1, 2, 3].map(() => postReminder({ email })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await remindersFor(email)).toHaveLength(1);
  });

  it('refuses a missing or invalid e-mail with a translated 400', async () => {
    const missing = await postReminder({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields',
      errors: { email: ['Email is required'] },
      model: null,
    });
    const invalid = await postReminder({ email: 'soon@nowhere' }, ARABIC);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ email: ['البريد الإلكتروني غير صالح'] });
    expect(await remindersFor('soon@nowhere')).toHaveLength(0);
  });

  it('limits reminders per client address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LAUNCH_REMINDER_PER_IP_MAX: '2' });
    try {
      const send = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/launch/reminders',
          payload: { email: uniqueEmail('limited') },
          headers: ENGLISH,
          remoteAddress,
        });
      expect((await send('192.0.2.10')).statusCode).toBe(201);
      expect((await send('192.0.2.10')).statusCode).toBe(201);
      const blocked = await send('192.0.2.10');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many attempts. Please try again in a little while.');
      expect((await send('192.0.2.11')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents every public-site call with its request and reply schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(paths['/api/Plans/'] ?? paths['/api/Plans'])).toEqual(['get']);
    const contacts = paths['/api/contacts/'] ?? paths['/api/contacts'];
    expect(Object.keys(contacts).sort()).toEqual(['get', 'post']);
    expect(contacts.post.requestBody).toBeDefined();
    expect(Object.keys(contacts.post.responses as object)).toEqual(
      expect.arrayContaining(['201', '400', '429']),
    );
    expect(Object.keys(contacts.get.responses as object)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(contacts.get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'sortBy', in: 'query' })]),
    );
    expect(Object.keys(paths['/api/launch/'] ?? paths['/api/launch'])).toEqual(['get']);
    const reminders = paths['/api/launch/reminders'];
    expect(Object.keys(reminders.post.responses as object)).toEqual(
      expect.arrayContaining(['200', '201', '400']),
    );
  });
});
