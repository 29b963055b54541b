import { outboxMailSchema } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ENGLISH, registerAccount } from '../../../testing/factories';

describe('GET /dev/outbox with the local outbox as mail transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists mails newest first with to, subject, text, html and createdAt', async () => {
    const account = await registerAccount(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/forgot-password',
      payload: { email: account.email },
      headers: ENGLISH,
    });

    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const mails = outboxMailSchema.array().parse(response.json());
    const mine = mails.filter((mail) => mail.to === account.email);
    expect(mine.map((mail) => mail.subject)).toEqual([
      'Reset your Sumaa password',
      expect.stringMatching(/^Your Sumaa verification code: \d{6}$/),
    ]);
    const times = mails.map((mail) => Date.parse(mail.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by recipient, ignoring letter case', async () => {
    const first = await registerAccount(t.app);
    await registerAccount(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(first.email.toUpperCase())}`,
    });
    const mails = response.json();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(first.email);
  });
});

describe('GET /dev/outbox with SMTP configured', () => {
  it('does not exist, because mail really leaves the machine', async () => {
    const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect(t.app.mailer.kind).toBe('smtp');
      expect(t.app.mailer.describe()).toBe('SMTP smtp://127.0.0.1:2525');
      const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, model: null });
    } finally {
      await t.close();
    }
  });
});
