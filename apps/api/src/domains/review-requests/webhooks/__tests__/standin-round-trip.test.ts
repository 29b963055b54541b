// The webhooks against the providers' stand-ins (tools/whatsapp-standin, tools/sms-standin), which sign and post
// exactly as Meta and Unifonic do: the API listens on a free port, the stand-ins call its /api/webhooks/whatsapp
// and /api/webhooks/sms. Meta's handshake passes with the verify token and fails with another; a WhatsApp request
// reaches "read" from the stand-in's own signed statuses, its failed status carries the provider's reason, a STOP
// reply opts the contact out and the next send skips them; an SMS reaches "delivered" from the DLR, and an
// إيقاف reply by SMS opts out too. Webhooks signed with another secret are refused (401) and change nothing.
import type { AddressInfo } from 'node:net';
import { startSmsStandin, type SmsStandin } from '@sumaa/sms-standin';
import { startWhatsAppStandin, type WhatsAppStandin } from '@sumaa/whatsapp-standin';
import { createSmsChannel, createWhatsAppChannel } from '../../channels';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { advanceToRiyadhTime } from '../../__tests__/support/review-request-steps';
import { askedContact, newBusiness, requestOf, sendRequests, type Business } from './support/webhook-steps';

const SMS_SECRET = 'round-trip-sms-webhook-secret';

let t: TestApp;
let whatsappStandin: WhatsAppStandin;
let smsStandin: SmsStandin;
let cafe: Business;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  whatsappStandin = await startWhatsAppStandin({
    port: 0,
    host: '127.0.0.1',
    callbackUrl: `${api}/api/webhooks/whatsapp`,
    verifyOnStart: false,
    // After the request is recorded as sent: a status about an id not yet recorded is acknowledged and dropped.
    statusDelaysMs: [60, 120, 180],
    webhookRetryDelaysMs: [],
  });
  smsStandin = await startSmsStandin({
    port: 0,
    host: '127.0.0.1',
    callbackUrl: `${api}/api/webhooks/sms?secret=${SMS_SECRET}`,
    reportDelayMs: 60,
    webhookRetryDelaysMs: [],
  });
  t.app.reviewRequests.channels.use(
    createWhatsAppChannel({
      apiBaseUrl: whatsappStandin.apiBaseUrl,
      apiVersion: 'v21.0',
      phoneNumberId: whatsappStandin.phoneNumberId,
      accessToken: whatsappStandin.accessToken,
      appSecret: whatsappStandin.appSecret,
      verifyToken: whatsappStandin.verifyToken,
      timeoutMs: 5_000,
    }),
  );
  t.app.reviewRequests.channels.use(
    createSmsChannel({
      apiBaseUrl: smsStandin.apiBaseUrl,
      appSid: smsStandin.appSid,
      senderName: smsStandin.senderIds[0],
      webhookSecret: SMS_SECRET,
      timeoutMs: 5_000,
    }),
  );
  t.app.reviewRequests.webhookSecrets.whatsapp = {
    appSecret: whatsappStandin.appSecret,
    verifyToken: whatsappStandin.verifyToken,
  };
  t.app.reviewRequests.webhookSecrets.sms = { webhookSecret: SMS_SECRET };
  advanceToRiyadhTime(t, 12);
  cafe = await newBusiness(t, 'Qahwa House');
});
afterAll(async () => {
  await whatsappStandin?.stop();
  await smsStandin?.stop();
  await t.close();
});

it('passes Meta’s handshake with the verify token, and fails it with another', async () => {
  expect(await whatsappStandin.verifyCallback()).toMatchObject({ ok: true, status: 200 });
  const saved = t.app.reviewRequests.webhookSecrets.whatsapp!;
  t.app.reviewRequests.webhookSecrets.whatsapp = { ...saved, verifyToken: 'another-token' };
  try {
    expect(await whatsappStandin.verifyCallback({ quiet: true })).toMatchObject({ ok: false, status: 403 });
  } finally {
    t.app.reviewRequests.webhookSecrets.whatsapp = saved;
  }
});

it('takes a WhatsApp request to read from the stand-in’s signed statuses; a STOP reply opts the contact out', async () => {
  const phone = '+966501110001';
  const { contactId, requestId } = await askedContact(t, cafe, { name: 'Noura', phone }, 'whatsapp');
  await until(async () => (await requestOf(t, cafe, requestId)).status === 'read', 'the read status');
  await whatsappStandin.webhooksSettled();
  expect(whatsappStandin.webhooks().every((webhook) => webhook.state === 'delivered')).toBe(true);
  const request = await requestOf(t, cafe, requestId);
  expect(request.deliveredAt).not.toBeNull();
  expect(request.readAt).not.toBeNull();

  whatsappStandin.inbound(phone, 'STOP');
  await whatsappStandin.webhooksSettled();
  const next = await sendRequests(t, cafe, { contactIds: [contactId], channel: 'whatsapp' });
  expect(next.json().model.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: 'optedOut' });
});

it('fails a request with the reason of the stand-in’s failed status', async () => {
  const phone = '+966501110002';
  whatsappStandin.failNext(phone, { code: 131026, title: 'Message undeliverable' });
  const { requestId } = await askedContact(t, cafe, { name: 'Sara', phone }, 'whatsapp');
  await until(async () => (await requestOf(t, cafe, requestId)).status === 'failed', 'the failed status');
  expect((await requestOf(t, cafe, requestId)).failureReason).toContain('131026');
});

it('refuses the stand-in’s webhooks signed with another app secret, and changes nothing', async () => {
  const phone = '+966501110003';
  const saved = t.app.reviewRequests.webhookSecrets.whatsapp!;
  t.app.reviewRequests.webhookSecrets.whatsapp = { ...saved, appSecret: 'not-the-stand-ins-secret' };
  try {
    const { requestId } = await askedContact(t, cafe, { name: 'Huda', phone }, 'whatsapp');
    await until(
      async () => whatsappStandin.webhooks().filter((webhook) => webhook.state === 'failed').length >= 3,
      'three refused webhooks',
    );
    const refused = whatsappStandin.webhooks().filter((webhook) => webhook.state === 'failed');
    expect(refused.flatMap((webhook) => webhook.attempts.map((attempt) => attempt.status))).toEqual(
      refused.map(() => 401),
    );
    expect((await requestOf(t, cafe, requestId)).status).toBe('sent');
  } finally {
    t.app.reviewRequests.webhookSecrets.whatsapp = saved;
  }
});

it('takes an SMS request to delivered from the DLR; an إيقاف reply by SMS opts the contact out', async () => {
  const phone = '+966501110004';
  const { contactId, requestId } = await askedContact(t, cafe, { name: 'Lama', phone }, 'sms');
  await until(async () => (await requestOf(t, cafe, requestId)).status === 'delivered', 'the DLR');
  smsStandin.inbound(phone, 'إيقاف');
  await smsStandin.webhooksSettled();
  const next = await sendRequests(t, cafe, { contactIds: [contactId], channel: 'sms' });
  expect(next.json().model.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: 'optedOut' });
});
