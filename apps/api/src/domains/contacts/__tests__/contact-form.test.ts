import net, { type AddressInfo } from 'node:net';
import { contactReceiptSchema, type ContactMessage } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ARABIC, ENGLISH, bearer, outboxFor, signIn, uniqueEmail } from '../../../testing/factories';

const HOUR_MS = 60 * 60 * 1000;
const adminEmail = uniqueEmail('contact-admin');
const adminPassword = 'Contact-admin-pass-1';
/** Public-form limits out of the way; the rate-limit tests use an app of their own. */
const NO_FORM_LIMITS = {
  RATE_LIMIT_CONTACT_PER_IP_MAX: '1000000',
  RATE_LIMIT_CONTACT_PER_EMAIL_MAX: '1000000',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ...NO_FORM_LIMITS,
    SUMAA_ADMIN_EMAIL: adminEmail,
    SUMAA_ADMIN_PASSWORD: adminPassword,
  });
});
afterAll(async () => {
  await t.close();
});

function postContact(payload: unknown, headers: Record<string, string> = ENGLISH, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/contacts', payload: payload as object, headers });
}

function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Noura Al-Qahtani',
    email: uniqueEmail('visitor'),
    company: 'Qahwa House',
    message: 'We have three branches and would like a demo.',
    ...overrides,
  };
}

/** Signed in afresh each time: some tests move the clock past an access token's lifetime. */
async function adminToken(app = t.app, email = adminEmail, password = adminPassword): Promise<string> {
  return (await signIn(app, email, password)).json().model.token;
}

function searchAsAdmin(email: string, token: string, app = t.app) {
  return app.inject({
    method: 'GET',
    url: `/api/contacts?search=${encodeURIComponent(email)}`,
    headers: bearer(token),
  });
}

/** The stored message, as the super admin's list shows it. */
async function storedMessage(
  id: string,
  email: string,
  app = t.app,
  token?: string,
): Promise<ContactMessage> {
  const response = await searchAsAdmin(email, token ?? (await adminToken(app)), app);
  const found = (response.json().model.items as ContactMessage[]).find((item) => item.id === id);
  if (!found) throw new Error(`message ${id} not in the list: ${response.body}`);
  return found;
}

describe('POST /api/contacts', () => {
  it('stores a new web message of normal priority, due 24 hours later, and answers 201 with its receipt', async () => {
    const fields = validMessage({ subject: 'Demo request' });
    const response = await postContact(fields);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Thank you, your message has been received. We reply within 24 hours on working days.',
      errors: null,
    });
    const receipt = contactReceiptSchema.parse(body.model);
    expect(receipt.status).toBe('new');
    expect(receipt.createdAt).toBe(t.clock.now().toISOString());

    expect(await storedMessage(receipt.id, fields.email)).toEqual({
      id: receipt.id,
      name: fields.name,
      email: fields.email,
      company: 'Qahwa House',
      subject: 'Demo request',
      message: fields.message,
      createdAt: receipt.createdAt,
      status: 'new',
      priority: 'normal',
      channel: 'web',
      language: 'en',
      assignedToUserId: null,
      assignedToName: null,
      slaDueAt: new Date(Date.parse(receipt.createdAt) + 24 * HOUR_MS).toISOString(),
      slaState: 'ok',
      replyCount: 0,
    });
  });

  it('takes the times from the app clock', async () => {
    t.clock.advance(5 * HOUR_MS);
    const fields = validMessage();
    const receipt = (await postContact(fields)).json().model;
    expect(receipt.createdAt).toBe(t.clock.now().toISOString());
    const stored = await storedMessage(receipt.id, fields.email);
    expect(Date.parse(stored.slaDueAt) - Date.parse(stored.createdAt)).toBe(24 * HOUR_MS);
  });

  it('records the language of the request: Arabic for any ar-* Accept-Language, otherwise English', async () => {
    const cases: [Record<string, string>, 'ar' | 'en'][] = [
      [ARABIC, 'ar'],
      [{ 'accept-language': 'ar-EG,ar;q=0.9' }, 'ar'],
      [{ 'accept-language': 'fr-FR' }, 'en'],
      [{}, 'en'],
    ];
    for (const [headers, language] of cases) {
      const fields = validMessage();
      const response = await postContact(fields, headers);
      expect(response.statusCode).toBe(201);
      expect((await storedMessage(response.json().model.id, fields.email)).language).toBe(language);
    }
  });

  it('keeps Arabic text and emoji exactly, trims the edges, lower-cases the e-mail and allows an empty company', async () => {
    const email = uniqueEmail('Arabic');
    const message = 'السلام عليكم 👋\nنرغب في تجربة سمعة لفروعنا الثلاثة 🏪🏪🏪 — شكراً!';
    const response = await postContact(
      {
        name: '  عبدالله الشمري  ',
        email: `  ${email.toUpperCase()} `,
        company: '',
        message: `\n${message}  `,
      },
      ARABIC,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('شكراً لك، وصلتنا رسالتك. نرد خلال 24 ساعة في أيام العمل.');
    const stored = await storedMessage(response.json().model.id, email.toLowerCase());
    expect(stored).toMatchObject({
      name: 'عبدالله الشمري',
      email: email.toLowerCase(),
      company: '',
      subject: '',
      message,
      language: 'ar',
    });
  });

  it('mails the sender an acknowledgement in their language, repeating nothing they typed', async () => {
    const arabicSender = uniqueEmail('ack-ar');
    await postContact(validMessage({ email: arabicSender, name: 'Visit spam.example now' }), ARABIC);
    const [arabic] = await outboxFor(t.app, arabicSender);
    expect(arabic.subject).toBe('وصلتنا رسالتك - سمعة');
    expect(arabic.text).toContain('خلال 24 ساعة في أيام العمل');
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.text).not.toContain('spam.example');

    const englishSender = uniqueEmail('ack-en');
    await postContact(validMessage({ email: englishSender }), ENGLISH);
    const mails = await outboxFor(t.app, englishSender);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('We received your message - Sumaa');
    expect(mails[0].text).toContain('within 24 hours on working days');
    expect(mails[0].text).not.toContain('three branches');
  });

  describe('validation', () => {
    async function fieldErrors(payload: unknown, headers: Record<string, string> = ENGLISH) {
      const response = await postContact(payload, headers);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.model).toBeNull();
      return body;
    }

    it('names every missing required field, in English and in Arabic', async () => {
      const english = await fieldErrors({});
      expect(english.message).toBe('Please correct the highlighted fields');
      expect(english.errors).toEqual({
        name: ['Name is required'],
        email: ['Email is required'],
        message: ['Please write your message'],
      });
      const arabic = await fieldErrors({ name: '   ', message: ' \n ' }, ARABIC);
      expect(arabic.message).toBe('يرجى تصحيح الحقول المشار إليها');
      expect(arabic.errors).toEqual({
        name: ['الاسم مطلوب'],
        email: ['البريد الإلكتروني مطلوب'],
        message: ['يرجى كتابة رسالتك'],
      });
    });

    it('refuses an invalid e-mail', async () => {
      expect((await fieldErrors(validMessage({ email: 'not-an-email' }))).errors).toEqual({
        email: ['Email is invalid'],
      });
      expect((await fieldErrors(validMessage({ email: 'a b@c.sa' }), ARABIC)).errors).toEqual({
        email: ['البريد الإلكتروني غير صالح'],
      });
    });

    it('refuses each field over its length limit', async () => {
      const limits: [string, number][] = [
        ['name', 120],
        ['company', 160],
        ['subject', 200],
        ['message', 5000],
      ];
      for (const [field, max] of limits) {
        expect((await postContact(validMessage({ [field]: 'م'.repeat(max) }))).statusCode).toBe(201);
        const english = await fieldErrors(validMessage({ [field]: 'x'.repeat(max + 1) }));
        expect(english.errors).toEqual({ [field]: ['This field is too long'] });
        const arabic = await fieldErrors(validMessage({ [field]: 'م'.repeat(max + 1) }), ARABIC);
        expect(arabic.errors).toEqual({ [field]: ['هذا الحقل أطول من المسموح'] });
      }
      const longEmail = `${'a'.repeat(250)}@b.sa`;
      expect((await fieldErrors(validMessage({ email: longEmail }))).errors).toEqual({
        email: ['This field is too long'],
      });
    });

    it('calls a value of the wrong type not valid, and stores nothing for a refused message', async () => {
      const email = uniqueEmail('wrong-type');
      const body = await fieldErrors({ name: ['x'], email, company: 42, message: { text: 'hi' } });
      expect(body.errors).toEqual({
        name: ['This value is not valid'],
        company: ['This value is not valid'],
        message: ['This value is not valid'],
      });
      const list = await searchAsAdmin(email, await adminToken());
      expect(list.json().model.total).toBe(0);
      expect(await outboxFor(t.app, email)).toEqual([]);
    });
  });

  it('works on any letter case of the path', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Contacts', payload: validMessage() })).statusCode,
    ).toBe(201);
  });
});

describe('contact form limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      RATE_LIMIT_CONTACT_PER_IP_MAX: '3',
      RATE_LIMIT_CONTACT_PER_EMAIL_MAX: '2',
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  const TOO_MANY_EN = 'Too many attempts. Please try again in a little while.';

  it('limits messages per client address with a 429 envelope', async () => {
    const fromAddress = (headers: Record<string, string>) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: validMessage(),
        headers,
        remoteAddress: '203.0.113.7',
      });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await fromAddress(ENGLISH)).statusCode).toBe(201);
    const blocked = await fromAddress(ENGLISH);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: TOO_MANY_EN, errors: null, model: null });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fromAddress(ARABIC)).json().message).toBe('محاولات كثيرة. يرجى المحاولة بعد قليل.');
  });

  it('limits messages per sender e-mail from any address, however it is typed, until the window passes', async () => {
    const email = uniqueEmail('flooded');
    const send = (typed: string, remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: validMessage({ email: typed }),
        headers: ENGLISH,
        remoteAddress,
      });
    expect((await send(email, '198.51.100.1')).statusCode).toBe(201);
    expect((await send(email.toUpperCase(), '198.51.100.2')).statusCode).toBe(201);
    const blocked = await send(` ${email} `, '198.51.100.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY_EN);
    // Only the two accepted messages were acknowledged.
    expect(await outboxFor(limited.app, email)).toHaveLength(2);

    limited.clock.advance(HOUR_MS + 1000);
    expect((await send(email, '198.51.100.4')).statusCode).toBe(201);
  });
});

/** A local port where nothing listens: connections are refused at once. */
async function refusedSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

describe('when the acknowledgement cannot be mailed', () => {
  it('still stores the message and answers 201', async () => {
    const email = uniqueEmail('smtp-admin');
    const password = 'Smtp-admin-pass-123';
    const broken = await createTestApp({
      ...NO_FORM_LIMITS,
      SMTP_URL: await refusedSmtpUrl(),
      SUMAA_ADMIN_EMAIL: email,
      SUMAA_ADMIN_PASSWORD: password,
    });
    try {
      const fields = validMessage();
      const response = await postContact(fields, ENGLISH, broken.app);
      expect(response.statusCode).toBe(201);
      await broken.app.mailer.idle();
      const token = (await signIn(broken.app, email, password)).json().model.token;
      const stored = await storedMessage(response.json().model.id, fields.email, broken.app, token);
      expect(stored.message).toBe(fields.message);
    } finally {
      await broken.close();
    }
  });
});
