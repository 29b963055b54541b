import { outboxMailSchema } from '@sumaa/contracts';
import { loadConfig } from '../../../config';
import { captureLogs } from '../../../testing/log-capture';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ENGLISH, registerUnconfirmedAccount, requestVerificationCode } from '../../../testing/factories';

describe('GET /dev/outbox with the local outbox as mail transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('waits for mail still being sent, so a mail is there right after the call that sent it', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    await requestVerificationCode(t.app, account.email);
    const response = await t.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(account.email)}`,
    });
    expect(response.json()).toHaveLength(2);
  });

  it('lists mails newest first with to, subject, text, html and createdAt', async () => {
    const account = await registerUnconfirmedAccount(t.app);
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
    const first = await registerUnconfirmedAccount(t.app);
    await registerUnconfirmedAccount(t.app);
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

describe('GET /dev/outbox in production without SMTP', () => {
  it('is not mounted; mail is kept in the outbox table and a warning says so at start', async () => {
    const logs = captureLogs();
    const t = await createTestApp(
      { NODE_ENV: 'production' },
      { logger: { level: 'warn', stream: logs.stream } },
    );
    try {
      expect(logs.records()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            level: 40,
            msg: expect.stringContaining('SMTP_URL is not set in production'),
          }),
        ]),
      );
      expect(t.app.mailer.kind).toBe('outbox');
      expect(t.app.mailer.describe()).toContain('mail_outbox table only');

      const response = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: ENGLISH });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, model: null });

      const account = await registerUnconfirmedAccount(t.app);
      await t.app.mailer.idle();
      const kept = await t.app.db.query<{ subject: string }>(
        'SELECT subject FROM mail_outbox WHERE to_address = $1',
        [account.email],
      );
      expect(kept.map((row) => row.subject)).toEqual([
        expect.stringMatching(/^Your Sumaa verification code: \d{6}$/),
      ]);
    } finally {
      await t.close();
    }
  });

  it('is mounted outside production, for development and tests', async () => {
    const t = await createTestApp({ NODE_ENV: 'development' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('GET /dev/outbox is a loopback-only tool that must be asked for', () => {
  it('does not exist unless SUMAA_DEV_OUTBOX=on, even outside production with the outbox as transport', async () => {
    const t = await createTestApp({ SUMAA_DEV_OUTBOX: 'off' });
    try {
      expect(t.app.mailer.kind).toBe('outbox');
      const response = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: ENGLISH });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, model: null });
    } finally {
      await t.close();
    }
  });

  it('is off when nothing is set', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
  });

  it('refuses requests from other machines with 403 in the envelope', async () => {
    const t = await createTestApp();
    try {
      for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '2001:db8::5', '::ffff:10.0.0.7']) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/dev/outbox',
          remoteAddress,
          headers: ENGLISH,
        });
        expect({ remoteAddress, status: response.statusCode, body: response.json() }).toEqual({
          remoteAddress,
          status: 403,
          body: {
            success: false,
            message: 'You do not have permission to perform this action',
            errors: null,
            model: null,
          },
        });
      }
    } finally {
      await t.close();
    }
  });

  it('believes the socket, not X-Forwarded-For, even when TRUST_PROXY trusts every proxy', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const forged = await t.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress: '203.0.113.9',
        headers: { ...ENGLISH, 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(403);
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const local = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress });
        expect(local.statusCode).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});
