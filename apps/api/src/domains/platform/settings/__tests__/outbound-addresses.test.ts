// The webhook URL and the SMTP host of the platform settings never point the API into its own network (issue 21,
// L2): saving loopback, private, link-local or metadata addresses is refused with a translated validation error,
// so is calling a webhook stored with one, and a host name resolving to a private address is refused at connect
// time (the check a rebinding name cannot slip past). OUTBOUND_ALLOW_PRIVATE_NETWORK=on lets them through.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { translateMessage } from '@sumaa/contracts';
import { ARABIC, ENGLISH, bearer, signIn, uniqueEmail } from '../../../../testing/factories';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { isPublicAddress, PRIVATE_ADDRESS_CODE, PrivateAddressError } from '../outbound-address';
import { SettingsSmtpMailer } from '../settings-smtp-mailer';
import { encryptSecret, forgetCachedSettings, SETTING_KEYS, writeSettings } from '../settings-store';
import { postWebhook } from '../webhook-request';

const ADMIN = { email: uniqueEmail('outbound-admin'), password: 'Outbound-admin-pass-1' };
const REFUSED = { allowPrivateNetwork: false };
const ALLOWED = { allowPrivateNetwork: true };

let t: TestApp;
let receiver: http.Server;
let receiverUrl: string;
let received = 0;
let smtpListener: net.Server;
let smtpPort: number;
let smtpConnections = 0;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    received += 1;
    request.resume();
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // Counts connections only: a refused host must never be connected to.
  smtpListener = net.createServer((socket) => {
    smtpConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => smtpListener.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtpListener.address() as AddressInfo).port;

  t = await createTestApp({
    SUMAA_ADMIN_EMAIL: ADMIN.email,
    SUMAA_ADMIN_PASSWORD: ADMIN.password,
    // The production default, which the test app otherwise turns on for its local receivers.
    OUTBOUND_ALLOW_PRIVATE_NETWORK: 'off',
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver.close(resolve));
  await new Promise((resolve) => smtpListener.close(resolve));
});

async function adminHeaders(language: Record<string, string> = ENGLISH) {
  const token = (await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token;
  return { ...language, ...bearer(token) };
}

/** Saves the current settings with `change` applied, as the admin console's form does. */
async function save(
  change: (settings: Record<string, Record<string, unknown>>) => void,
  language: Record<string, string> = ENGLISH,
) {
  const headers = await adminHeaders(language);
  const settings = (await t.app.inject({ method: 'GET', url: '/api/platform-settings', headers })).json()
    .model;
  change(settings);
  const { smtpPasswordSet: _set, activeTransport: _active, verifiedAt: _verified, ...email } = settings.email;
  const { webhookSecretSet: _secret, ...notifications } = settings.notifications;
  return t.app.inject({
    method: 'PUT',
    url: '/api/platform-settings',
    headers,
    payload: { ...settings, email, notifications },
  });
}

describe('saving the platform settings', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:8080/hooks'],
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', 'https://10.1.2.3/hooks'],
    ['IPv6 loopback', 'http://[::1]:8080/'],
    ['localhost', 'http://localhost:8080/'],
  ])('refuses a webhook URL on %s with a translated validation error', async (_label, url) => {
    const english = await save((s) => (s.notifications.webhookUrl = url));
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual({
      'notifications.webhookUrl': [translateMessage('webhookUrlPrivate', 'en')],
    });
    const arabic = await save((s) => (s.notifications.webhookUrl = url), ARABIC);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors).toEqual({
      'notifications.webhookUrl': [translateMessage('webhookUrlPrivate', 'ar')],
    });
  });

  it('refuses an SMTP host on loopback, link-local or a private network, in English and Arabic', async () => {
    for (const host of ['127.0.0.1', '169.254.169.254', '192.168.1.10', 'localhost']) {
      const english = await save((s) => (s.email.smtpHost = host));
      expect({ host, status: english.statusCode }).toEqual({ host, status: 400 });
      expect(english.json().errors).toEqual({
        'email.smtpHost': [translateMessage('smtpHostPrivate', 'en')],
      });
    }
    const arabic = await save((s) => (s.email.smtpHost = '127.0.0.1'), ARABIC);
    expect(arabic.json().errors).toEqual({ 'email.smtpHost': [translateMessage('smtpHostPrivate', 'ar')] });
  });

  it('keeps accepting public addresses', async () => {
    const saved = await save((s) => {
      s.notifications.webhookUrl = 'https://93.184.215.14/hooks';
      s.email.smtpHost = '93.184.215.14';
    });
    expect(saved.statusCode).toBe(200);
    await save((s) => {
      s.notifications.webhookUrl = '';
      s.email.smtpHost = '';
    });
  });
});

describe('calling a stored private address', () => {
  it.each([
    ['loopback', () => receiverUrl],
    ['the metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses the webhook test on %s, and nothing is sent', async (_label, url) => {
    // As if saved before the rule existed, or while the operator allowed private networks.
    await t.app.db.ownerTransaction((tx) =>
      writeSettings(
        tx,
        {
          [SETTING_KEYS.webhookUrl]: url(),
          [SETTING_KEYS.webhookSecret]: encryptSecret(t.app, SETTING_KEYS.webhookSecret, 'a-secret'),
        },
        t.clock.now(),
      ),
    );
    forgetCachedSettings(t.app);
    const before = received;
    const tested = await t.app.inject({
      method: 'POST',
      url: '/api/platform-settings/webhook/test',
      headers: await adminHeaders(ARABIC),
    });
    expect(tested.statusCode).toBe(400);
    expect(tested.json().errors).toEqual({
      'notifications.webhookUrl': [translateMessage('webhookUrlPrivate', 'ar')],
    });
    expect(received).toBe(before);
  });

  it('refuses the SMTP test on a stored private host without connecting to it', async () => {
    await t.app.db.ownerTransaction((tx) =>
      writeSettings(
        tx,
        {
          [SETTING_KEYS.smtp]: {
            host: '127.0.0.1',
            port: smtpPort,
            username: '',
            fromEmail: '',
            fromName: '',
            password: null,
          },
        },
        t.clock.now(),
      ),
    );
    forgetCachedSettings(t.app);
    const tested = await t.app.inject({
      method: 'POST',
      url: '/api/platform-settings/smtp/test',
      headers: await adminHeaders(),
      payload: { to: 'someone@example.test' },
    });
    expect(tested.statusCode).toBe(400);
    expect(tested.json().errors).toEqual({ 'email.smtpHost': [translateMessage('smtpHostPrivate', 'en')] });
    expect(smtpConnections).toBe(0);
  });
});

describe('at connect time', () => {
  it('refuses a webhook whose host name resolves to a private address, and reaches it when allowed', async () => {
    const byName = receiverUrl.replace('127.0.0.1', 'localhost');
    const request = { url: byName, headers: {}, body: '{}', timeoutMs: 3000 };
    const before = received;
    await expect(postWebhook(request, REFUSED)).rejects.toBeInstanceOf(PrivateAddressError);
    expect(received).toBe(before);
    expect(await postWebhook(request, ALLOWED)).toBe(204);
    expect(received).toBe(before + 1);
  });

  it('refuses an SMTP host name resolving to a private address before any connection', async () => {
    const mailer = new SettingsSmtpMailer(
      { host: 'localhost', port: smtpPort, username: '', password: null, fromEmail: '', fromName: '' },
      'no-reply@sumaa.test',
      REFUSED,
    );
    await expect(
      mailer.send({ to: 'someone@example.test', subject: 'x', text: 'x', html: '<p>x</p>' }),
    ).rejects.toMatchObject({ code: PRIVATE_ADDRESS_CODE });
    expect(smtpConnections).toBe(0);
  });

  it('tells public addresses from the rest, IPv4-mapped IPv6 included', () => {
    expect(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'].map(isPublicAddress)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      [
        '127.0.0.1',
        '10.0.0.1',
        '172.16.5.4',
        '192.168.0.1',
        '169.254.169.254',
        '100.100.100.200',
        '0.0.0.0',
        '::1',
        '::ffff:127.0.0.1',
        'fd00:ec2::254',
        'fe80::1',
      ].map(isPublicAddress),
    ).toEqual(new Array(11).fill(false));
  });
});
