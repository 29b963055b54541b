import { createHmac } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@sumaa/contracts';
import {
  ARABIC,
  ENGLISH,
  bearer,
  postRegistration,
  registerAccount,
  registrationFields,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../../testing/factories';
import { forgetStoredWebhookSecret } from '../../../../testing/platform-settings';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { readBillingSettings } from '../../../billing/payments/billing-settings';
import { emitPlatformEvent, platformEventsIdle } from '../platform-events';

const ADMIN = { email: uniqueEmail('settings-admin'), password: 'Settings-admin-pass-1' };

let t: TestApp;
let admin: Record<string, string>;
let owner: RegisteredAccount;

beforeAll(async () => {
  t = await createTestApp({ SUMAA_ADMIN_EMAIL: ADMIN.email, SUMAA_ADMIN_PASSWORD: ADMIN.password });
  admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
  owner = await registerAccount(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A fresh session each time: tests move the clock past access tokens' lifetime. */
async function freshAdmin() {
  admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
  return admin;
}

async function current() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/platform-settings',
    headers: await freshAdmin(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().model;
}

/** Saves the current settings with `change` applied to them (the password only when given). */
async function save(
  change: (settings: Record<string, Record<string, unknown>>) => void,
  headers: Record<string, string> = ENGLISH,
  options: { remoteAddress?: string } = {},
) {
  const settings = await current();
  change(settings);
  const { smtpPasswordSet: _set, activeTransport: _active, verifiedAt: _verified, ...email } = settings.email;
  const { webhookSecretSet: _secret, ...notifications } = settings.notifications;
  return t.app.inject({
    method: 'PUT',
    url: '/api/platform-settings',
    headers: { ...admin, ...headers },
    payload: { ...settings, email, notifications },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

describe('platform settings', () => {
  it('answers only the super admin', async () => {
    const asOwner = await t.app.inject({
      method: 'GET',
      url: '/api/platform-settings',
      headers: bearer(owner.token),
    });
    expect(asOwner.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/platform-settings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('starts with spec §9’s security defaults and enforces them: a special character, 24-hour sign-ins', async () => {
    const settings = await current();
    expect(settings.security).toMatchObject({ requireSpecialChars: true, sessionTimeout: 24 });
    const policy = await t.app.inject({ method: 'GET', url: '/api/platform-settings/password-policy' });
    expect(policy.json().model).toEqual({ minLength: 8, requireSpecialChars: true });

    const plain = await postRegistration(t.app, registrationFields({ Password: 'abcdefgh12' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors.Password).toEqual([
      'The password must contain at least one special character (e.g. ! @ # -)',
    ]);
    // The e2e and demo passwords (Demo-Sumaa-2026) have one: a hyphen counts.
    const withHyphen = await postRegistration(t.app, registrationFields({ Password: 'Demo-Sumaa-2026' }));
    expect(withHyphen.statusCode).toBe(200);

    const signedIn = (await signIn(t.app, owner.email, owner.password)).json().model;
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/UsernameAuth/refresh', payload: { refresh_token: token } });
    t.clock.advance(23 * 60 * 60 * 1000);
    const within = await refresh(signedIn.refresh_token);
    expect(within.statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
    expect((await refresh(within.json().model.refresh_token)).statusCode).toBe(401);
  });

  it('shows the spec defaults, and keeps what is saved', async () => {
    const settings = await current();
    expect(settings.security).toMatchObject({ passwordMinLength: 8, twoFactorAuth: false, ipWhitelist: '' });
    expect(settings.billing).toMatchObject({
      currency: 'SAR',
      taxRate: 15,
      invoicePrefix: 'INV-',
      trialPeriod: 14,
    });
    expect(settings.email.smtpPort).toBe(587);

    const saved = await save((s) => {
      s.general.platformName = 'سمعة للأعمال';
      s.general.timezone = 'Asia/Dubai';
      s.notifications.emailNotifications = false;
      s.billing.paymentMethods = ['mada', 'applepay'];
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('The settings were saved');
    const again = await current();
    expect(again.general).toMatchObject({ platformName: 'سمعة للأعمال', timezone: 'Asia/Dubai' });
    expect(again.notifications.emailNotifications).toBe(false);
    expect(again.billing.paymentMethods).toEqual(['mada', 'applepay']);
  });

  it('refuses turning SMS or push on until Sumaa sends them, and reads them off', async () => {
    const before = await current();
    for (const field of ['smsNotifications', 'pushNotifications'] as const) {
      const refused = await save((s) => (s.notifications[field] = true));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toMatchObject({
        [`notifications.${field}`]: ['This option is not available yet, so it stays off'],
      });
    }
    const after = await current();
    expect(after.notifications).toMatchObject({ smsNotifications: false, pushNotifications: false });
    expect(after.revision).toBe(before.revision);
  });

  it('refuses a save made on settings someone changed since (409), and names bad fields in Arabic', async () => {
    const stale = await current();
    expect((await save((s) => (s.general.platformDescription = 'first'))).statusCode).toBe(200);
    const { smtpPasswordSet: _a, activeTransport: _b, verifiedAt: _c, ...email } = stale.email;
    const { webhookSecretSet: _d, ...notifications } = stale.notifications;
    const late = await t.app.inject({
      method: 'PUT',
      url: '/api/platform-settings',
      headers: admin,
      payload: { ...stale, email, notifications },
    });
    expect(late.statusCode).toBe(409);

    const invalid = await save((s) => {
      s.security.passwordMinLength = 4;
      s.security.ipWhitelist = '10.0.0.1\nnot-an-address';
      s.notifications.webhookUrl = 'ftp://example.test';
    }, ARABIC);
    expect(invalid.statusCode).toBe(400);
    const { errors } = invalid.json();
    expect(errors['security.passwordMinLength']).toEqual(['أدخل رقمًا لا يقل عن 8']);
    expect(errors['security.ipWhitelist'][0]).toContain('CIDR');
    expect(errors['notifications.webhookUrl']).toBeDefined();
  });

  it('stores the SMTP password encrypted and never sends it back', async () => {
    const saved = await save((s) => {
      s.email.smtpHost = 'smtp.example.test';
      s.email.smtpUsername = 'mailer';
      s.email.smtpPassword = 'Sup3r-secret-pass';
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('Sup3r-secret-pass');
    expect(saved.json().model.email.smtpPasswordSet).toBe(true);
    const read = await t.app.inject({ method: 'GET', url: '/api/platform-settings', headers: admin });
    expect(read.body).not.toContain('Sup3r-secret-pass');
    const [row] = await t.app.db.query<{ value: unknown }>(
      `SELECT value FROM platform_settings WHERE key = 'smtp'`,
    );
    expect(JSON.stringify(row.value)).not.toContain('Sup3r-secret-pass');
    // Saving again without a password keeps the stored one.
    await save((s) => (s.email.fromName = 'Sumaa'));
    expect((await current()).email.smtpPasswordSet).toBe(true);
    await save((s) => (s.email.smtpHost = ''));
  });
});

describe('the password rule', () => {
  afterAll(async () => {
    await save((s) => {
      s.security.passwordMinLength = 8;
      s.security.requireSpecialChars = true;
    });
  });

  it('with a minimum of 12, a 10-character sign-up fails at the API, and the public rule says 12', async () => {
    expect((await save((s) => (s.security.passwordMinLength = 12))).statusCode).toBe(200);
    const policy = await t.app.inject({ method: 'GET', url: '/api/platform-settings/password-policy' });
    expect(policy.json().model).toEqual({ minLength: 12, requireSpecialChars: true });

    const short = await postRegistration(t.app, registrationFields({ Password: 'Abcdefgh-1' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.Password).toEqual(['Password must be at least 12 characters']);
    const long = await postRegistration(t.app, registrationFields({ Password: 'Abcdefghijk-1' }));
    expect(long.statusCode).toBe(200);
  });

  it('requires a special character when asked to', async () => {
    await save((s) => {
      s.security.passwordMinLength = 8;
      s.security.requireSpecialChars = true;
    });
    const plain = await postRegistration(t.app, registrationFields({ Password: 'abcdefgh12' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors.Password[0]).toContain('special character');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/reset-password',
      headers: ENGLISH,
      payload: { code: 'whatever', newPassword: 'abcdefgh12' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors.newPassword[0]).toContain('special character');
  });
});

describe('the session timeout', () => {
  afterAll(async () => {
    await save((s) => (s.security.sessionTimeout = 24));
  });

  it('ends a sign-in made after the change once its hours have passed', async () => {
    await save((s) => (s.security.sessionTimeout = 2));
    const signedIn = (await signIn(t.app, owner.email, owner.password)).json().model;
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/UsernameAuth/refresh', payload: { refresh_token: token } });
    t.clock.advance(60 * 60 * 1000);
    const first = await refresh(signedIn.refresh_token);
    expect(first.statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
    expect((await refresh(first.json().model.refresh_token)).statusCode).toBe(401);
  });
});

describe('maintenance mode', () => {
  afterAll(async () => {
    await save((s) => (s.general.maintenanceMode = false));
  });

  it('shuts out a business owner and the public with a translated 503, but not the super admin', async () => {
    expect((await save((s) => (s.general.maintenanceMode = true))).statusCode).toBe(200);
    const asOwner = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: { ...bearer(owner.token), ...ARABIC },
    });
    expect(asOwner.statusCode).toBe(503);
    expect(asOwner.json()).toMatchObject({
      success: false,
      message: 'منصة سمعة في وضع الصيانة حاليًا. يرجى المحاولة بعد قليل.',
      errors: { code: ['maintenance'] },
      model: null,
    });
    const status = await t.app.inject({ method: 'GET', url: '/api/platform-settings/status' });
    expect(status.statusCode).toBe(503);
    // The payment provider still reaches its webhook (here refused for its secret, not for maintenance).
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/moyasar/webhook',
      payload: { id: 'evt_maintenance', type: 'payment_paid', secret_token: 'wrong' },
    });
    expect(webhook.statusCode).toBe(401);

    // The super admin signs in and works.
    const adminSession = await signIn(t.app, ADMIN.email, ADMIN.password);
    expect(adminSession.statusCode).toBe(200);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/platform-settings',
      headers: bearer(adminSession.json().model.token),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().model.general.maintenanceMode).toBe(true);
  });
});

describe('the IP allow-list', () => {
  it('limits the super admin to the listed addresses, and refuses a list without the saver', async () => {
    const lockout = await save((s) => (s.security.ipWhitelist = '203.0.113.0/24'));
    expect(lockout.statusCode).toBe(400);
    expect(lockout.json().errors['security.ipWhitelist'][0]).toContain('127.0.0.1');

    const saved = await save((s) => (s.security.ipWhitelist = '127.0.0.1\n203.0.113.0/24'));
    expect(saved.statusCode).toBe(200);
    const fromList = await t.app.inject({
      method: 'GET',
      url: '/api/platform-settings',
      headers: admin,
      remoteAddress: '203.0.113.9',
    });
    expect(fromList.statusCode).toBe(200);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/platform-settings',
      headers: admin,
      remoteAddress: '198.51.100.4',
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('The platform administration cannot be reached from this address');
    // A business owner is not affected.
    const ownerElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: bearer((await signIn(t.app, owner.email, owner.password)).json().model.token),
      remoteAddress: '198.51.100.4',
    });
    expect(ownerElsewhere.statusCode).toBe(200);
    expect((await save((s) => (s.security.ipWhitelist = ''))).statusCode).toBe(200);
  });
});

describe('billing settings', () => {
  it('the tax rate, invoice prefix and trial length are the ones billing reads', async () => {
    await save((s) => {
      s.billing.taxRate = 5;
      s.billing.invoicePrefix = 'SUM-';
      s.billing.trialPeriod = 30;
    });
    const billing = await t.app.db.transaction((tx) => readBillingSettings(tx, ''));
    expect(billing).toMatchObject({ taxRatePercent: 5, invoicePrefix: 'SUM-' });
    const account = await registerAccount(t.app);
    const subscription = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/Single',
      headers: { ...bearer(account.token), 'x-business-id': account.businessId },
    });
    const { currentPeriodEnd } = subscription.json().model;
    const days = (new Date(currentPeriodEnd).getTime() - t.clock.now().getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    await save((s) => {
      s.billing.taxRate = 15;
      s.billing.invoicePrefix = 'INV-';
      s.billing.trialPeriod = 14;
    });
  });
});

/** Just enough SMTP to accept one message; `reject` answers the sender with 550. */
function startSmtpServer(options: { reject: boolean }) {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 OK queued\r\n');
          } else received.push(line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-test\r\n250 AUTH PLAIN LOGIN\r\n');
        else if (command === 'AUTH') socket.write('235 Authentication successful\r\n');
        else if (command === 'MAIL') socket.write(options.reject ? '550 No thanks\r\n' : '250 OK\r\n');
        else if (command === 'RCPT') socket.write('250 OK\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 Go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('the SMTP settings', () => {
  it('replace the transport only after a successful test send', async () => {
    const failing = await startSmtpServer({ reject: true });
    const working = await startSmtpServer({ reject: false });
    try {
      const test = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/platform-settings/smtp/test',
          headers: admin,
          payload: { to: 'ops@example.test' },
        });
      expect((await test()).statusCode).toBe(409);

      await save((s) => {
        s.email.smtpHost = '127.0.0.1';
        s.email.smtpPort = failing.port;
        s.email.smtpUsername = '';
        s.email.fromEmail = 'noreply@sumaa.test';
      });
      // Saved but not tested: the outbox still gets the mail.
      expect(t.app.mailer.kind).toBe('outbox');
      expect((await test()).statusCode).toBe(422);
      expect(t.app.mailer.kind).toBe('outbox');
      expect((await current()).email.activeTransport).toBe('configured');

      await save((s) => (s.email.smtpPort = working.port));
      const passed = await test();
      expect(passed.statusCode).toBe(200);
      expect(working.received.join('\n')).toContain('SMTP');
      expect(t.app.mailer.kind).toBe('smtp');
      const settings = await current();
      expect(settings.email).toMatchObject({ activeTransport: 'settings' });
      expect(settings.email.verifiedAt).not.toBeNull();

      // Removing the SMTP host goes back to the configured transport.
      await save((s) => (s.email.smtpHost = ''));
      expect(t.app.mailer.kind).toBe('outbox');
    } finally {
      await failing.close();
      await working.close();
    }
  });
});

describe('the webhook', () => {
  beforeAll(async () => {
    await forgetStoredWebhookSecret(t.app);
  });

  it('receives signed platform events; the secret is shown once, then only as set', async () => {
    const deliveries: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        deliveries.push({ headers: request.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      const saved = await save((s) => (s.notifications.webhookUrl = url));
      const secret: string = saved.json().model.webhookSecret;
      expect(secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const read = await t.app.inject({ method: 'GET', url: '/api/platform-settings', headers: admin });
      expect(read.body).not.toContain(secret);
      expect(read.json().model.notifications.webhookSecretSet).toBe(true);
      // A second save does not show it again.
      expect(
        (await save((s) => (s.notifications.emailNotifications = !s.notifications.emailNotifications))).json()
          .model.webhookSecret,
      ).toBeNull();

      emitPlatformEvent(t.app, 'payment.succeeded', { invoiceNumber: 'INV-000001', amount: 230 });
      await platformEventsIdle(t.app);
      expect(deliveries).toHaveLength(1);
      const [delivery] = deliveries;
      const expected = `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`;
      expect(delivery.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(expected);
      expect(JSON.parse(delivery.body)).toMatchObject({
        type: 'payment.succeeded',
        data: { invoiceNumber: 'INV-000001', amount: 230 },
      });

      const test = await t.app.inject({
        method: 'POST',
        url: '/api/platform-settings/webhook/test',
        headers: admin,
      });
      expect(test.statusCode).toBe(200);
      expect(deliveries).toHaveLength(2);
    } finally {
      await save((s) => (s.notifications.webhookUrl = ''));
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('retries a failed delivery in the background', async () => {
    let calls = 0;
    const receiver = http.createServer((_request, response) => {
      calls += 1;
      response.writeHead(calls === 1 ? 500 : 200).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      await save(
        (s) => (s.notifications.webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`),
      );
      emitPlatformEvent(t.app, 'subscription.status_changed', { status: 'past_due' }, [0, 10, 10]);
      await platformEventsIdle(t.app);
      expect(calls).toBe(2);
    } finally {
      await save((s) => (s.notifications.webhookUrl = ''));
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
