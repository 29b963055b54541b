// The WhatsApp and SMS clients against their stand-ins (tools/whatsapp-standin, tools/sms-standin) started here on
// free ports: a send arrives as the provider would take it, the statuses and a STOP reply come back through a local
// webhook endpoint that checks them with this folder's own functions, and each provider refusal becomes the right
// ChannelSendError.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmsStandin, type SmsStandin } from '@sumaa/sms-standin';
import { startWhatsAppStandin, type WhatsAppStandin } from '@sumaa/whatsapp-standin';
import { ChannelSendError, type ChannelWebhookEvents, type ReviewRequestChannel } from '../channel';
import { loadChannelConfig } from '../channel-config';
import { isOptOutText } from '../opt-out';
import { createSmsChannel, parseSmsDeliveryReport, verifySmsWebhookSecret } from '../sms';
import {
  answerWhatsAppVerification,
  createWhatsAppChannel,
  parseWhatsAppWebhook,
  verifyWhatsAppSignature,
} from '../whatsapp';

const SMS_SECRET = 'round-trip-sms-secret';

/** The API's webhook routes in miniature: refused (401) unless signed, then read with this folder's functions. */
interface Endpoint {
  url: string;
  events: ChannelWebhookEvents;
  refused: number;
  server: Server;
}

let endpoint: Endpoint;
let whatsappStandin: WhatsAppStandin;
let smsStandin: SmsStandin;
let whatsapp: ReviewRequestChannel;
let sms: ReviewRequestChannel;

async function startEndpoint(appSecret: () => string, verifyToken: () => string): Promise<Endpoint> {
  const state: Endpoint = {
    url: '',
    events: { statuses: [], inbound: [] },
    refused: 0,
    server: createServer(),
  };
  state.server.on('request', async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://endpoint.local');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    let events: ChannelWebhookEvents | null = null;
    if (url.pathname === '/api/webhooks/whatsapp' && request.method === 'GET') {
      const challenge = answerWhatsAppVerification(Object.fromEntries(url.searchParams), verifyToken());
      response.writeHead(challenge === null ? 403 : 200).end(challenge ?? '');
      return;
    }
    if (url.pathname === '/api/webhooks/whatsapp') {
      const header = request.headers['x-hub-signature-256'];
      if (verifyWhatsAppSignature(raw, typeof header === 'string' ? header : undefined, appSecret())) {
        events = parseWhatsAppWebhook(JSON.parse(raw.toString('utf8')));
      }
    } else if (
      url.pathname === '/api/webhooks/sms' &&
      verifySmsWebhookSecret(url.searchParams.get('secret') ?? undefined, SMS_SECRET)
    ) {
      events = parseSmsDeliveryReport(JSON.parse(raw.toString('utf8')));
    }
    if (!events) {
      state.refused += 1;
      response.writeHead(401).end();
      return;
    }
    state.events.statuses.push(...events.statuses);
    state.events.inbound.push(...events.inbound);
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  return state;
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  endpoint = await startEndpoint(
    () => whatsappStandin.appSecret,
    () => whatsappStandin.verifyToken,
  );
  whatsappStandin = await startWhatsAppStandin({
    port: 0,
    callbackUrl: `${endpoint.url}/api/webhooks/whatsapp`,
    statusDelaysMs: [5, 5, 5],
    webhookRetryDelaysMs: [],
  });
  smsStandin = await startSmsStandin({
    port: 0,
    callbackUrl: `${endpoint.url}/api/webhooks/sms?secret=${SMS_SECRET}`,
    reportDelayMs: 5,
    webhookRetryDelaysMs: [],
  });
  // Read the way the API reads its environment, with the stand-ins' values as npm start sets them.
  const config = loadChannelConfig({
    WHATSAPP_API_BASE_URL: whatsappStandin.apiBaseUrl,
    WHATSAPP_PHONE_NUMBER_ID: whatsappStandin.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: whatsappStandin.accessToken,
    WHATSAPP_APP_SECRET: whatsappStandin.appSecret,
    WHATSAPP_VERIFY_TOKEN: whatsappStandin.verifyToken,
    WHATSAPP_HTTP_TIMEOUT_MS: '5000',
    SMS_API_BASE_URL: smsStandin.apiBaseUrl,
    SMS_API_TOKEN: smsStandin.appSid,
    SMS_SENDER_NAME: 'Sumaa',
    SMS_WEBHOOK_SECRET: SMS_SECRET,
    SMS_HTTP_TIMEOUT_MS: '5000',
  });
  whatsapp = createWhatsAppChannel(config.whatsapp!);
  sms = createSmsChannel(config.sms!);
});

afterEach(async () => {
  await whatsappStandin.webhooksSettled();
  await smsStandin.webhooksSettled();
  endpoint.events = { statuses: [], inbound: [] };
  endpoint.refused = 0;
  whatsappStandin.reset();
  smsStandin.reset();
});

afterAll(async () => {
  await whatsappStandin.stop();
  await smsStandin.stop();
  await new Promise<void>((resolve) => {
    endpoint.server.close(() => resolve());
    endpoint.server.closeAllConnections();
  });
});

const request = {
  to: '+966501234567',
  language: 'ar' as const,
  text: 'مرحباً نورة، شكراً لزيارتك مقهى الورد. قيّمنا على Google: http://localhost:3000/r/Xk3pQ9',
  templateName: 'review_request',
  templateParams: ['نورة', 'مقهى الورد', 'http://localhost:3000/r/Xk3pQ9'],
};

describe('WhatsApp through the stand-in', () => {
  it("sends the template in the contact's language, and its statuses come back signed up to read", async () => {
    const { providerMessageId } = await whatsapp.send(request);
    expect(providerMessageId).toMatch(/^wamid\./);
    const [sent] = whatsappStandin.messages('+966501234567');
    expect(sent).toMatchObject({
      id: providerMessageId,
      templateName: 'review_request',
      language: 'ar',
      parameters: request.templateParams,
      link: 'http://localhost:3000/r/Xk3pQ9',
    });
    await until(() => endpoint.events.statuses.length === 3, 'three statuses');
    expect(endpoint.events.statuses.map((status) => [status.providerMessageId, status.status])).toEqual([
      [providerMessageId, 'sent'],
      [providerMessageId, 'delivered'],
      [providerMessageId, 'read'],
    ]);
    expect(endpoint.refused).toBe(0);
  });

  it('sends the rendered text as a text message when no template is named', async () => {
    await whatsapp.send({ to: request.to, language: 'en', text: 'Rate us: http://localhost:3000/r/abc' });
    expect(whatsappStandin.messages()[0]).toMatchObject({
      type: 'text',
      text: 'Rate us: http://localhost:3000/r/abc',
    });
  });

  it('hears a STOP reply as an opt-out from the sender', async () => {
    whatsappStandin.inbound('+966501234567', 'إيقاف');
    await until(() => endpoint.events.inbound.length === 1, 'the reply');
    const [reply] = endpoint.events.inbound;
    expect(reply.from).toBe('+966501234567');
    expect(isOptOutText(reply.text)).toBe(true);
  });

  it("hears a failed delivery with the provider's reason", async () => {
    whatsappStandin.failNext('+966501234567', { code: 131026, title: 'Message undeliverable' });
    const { providerMessageId } = await whatsapp.send(request);
    await until(() => endpoint.events.statuses.length === 1, 'the failed status');
    expect(endpoint.events.statuses[0]).toMatchObject({
      providerMessageId,
      status: 'failed',
      reason: expect.stringContaining('131026 Message undeliverable'),
    });
  });

  it('passes the hub.challenge handshake with the verify token, and a wrongly signed webhook is refused', async () => {
    expect((await whatsappStandin.verifyCallback()).ok).toBe(true);
    const forged = await fetch(`${endpoint.url}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': `sha256=${'0'.repeat(64)}` },
      body: JSON.stringify({ object: 'whatsapp_business_account', entry: [] }),
    });
    expect(forged.status).toBe(401);
  });

  it('turns refusals into ChannelSendError: a bad number is permanent, a rate limit and a bad token are not', async () => {
    await expect(whatsapp.send({ ...request, to: '0501234567' })).rejects.toMatchObject({ permanent: true });
    expect(whatsappStandin.messages()).toEqual([]);

    const mismatch = await whatsapp
      .send({ ...request, templateParams: ['one'] })
      .catch((error: unknown) => error);
    expect(mismatch).toBeInstanceOf(ChannelSendError);
    expect(mismatch).toMatchObject({ permanent: true, reason: expect.stringContaining('132000') });

    whatsappStandin.failNext('+966501234567', { stage: 'send', code: 130429, title: 'Rate limit hit' });
    await expect(whatsapp.send(request)).rejects.toMatchObject({
      permanent: false,
      reason: expect.stringContaining('130429'),
    });

    const config = loadChannelConfig({
      WHATSAPP_API_BASE_URL: whatsappStandin.apiBaseUrl,
      WHATSAPP_PHONE_NUMBER_ID: whatsappStandin.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: 'expired-token',
      WHATSAPP_APP_SECRET: 'x',
      WHATSAPP_VERIFY_TOKEN: 'y',
    });
    await expect(createWhatsAppChannel(config.whatsapp!).send(request)).rejects.toMatchObject({
      permanent: false,
      reason: expect.stringContaining('WhatsApp 190'),
    });
  });
});

describe('SMS through the stand-in', () => {
  it('sends the rendered text from the sender name, and the delivery report comes back with the secret', async () => {
    const { providerMessageId } = await sms.send(request);
    expect(providerMessageId).toMatch(/^\d+$/);
    expect(smsStandin.messages('+966501234567')[0]).toMatchObject({
      id: providerMessageId,
      senderId: 'Sumaa',
      text: request.text,
      link: 'http://localhost:3000/r/Xk3pQ9',
    });
    await until(() => endpoint.events.statuses.length === 1, 'the delivery report');
    expect(endpoint.events.statuses[0]).toMatchObject({ providerMessageId, status: 'delivered' });
    expect(endpoint.refused).toBe(0);
  });

  it('hears an undeliverable report as failed, and a STOP reply as an opt-out', async () => {
    smsStandin.failNext('+966501234567');
    const { providerMessageId } = await sms.send(request);
    smsStandin.inbound('+966501234567', 'Stop.');
    await until(
      () => endpoint.events.statuses.length === 1 && endpoint.events.inbound.length === 1,
      'report and reply',
    );
    expect(endpoint.events.statuses[0]).toMatchObject({
      providerMessageId,
      status: 'failed',
      reason: expect.stringContaining('Undeliverable'),
    });
    expect(endpoint.events.inbound[0].from).toBe('+966501234567');
    expect(isOptOutText(endpoint.events.inbound[0].text)).toBe(true);
  });

  it('turns refusals into ChannelSendError: an unregistered sender is permanent, an outage is not', async () => {
    const other = createSmsChannel({
      apiBaseUrl: smsStandin.apiBaseUrl,
      appSid: smsStandin.appSid,
      senderName: 'NotOurs',
      webhookSecret: SMS_SECRET,
      timeoutMs: 5_000,
    });
    await expect(other.send(request)).rejects.toMatchObject({
      permanent: true,
      reason: expect.stringContaining('ER-06'),
    });
    smsStandin.failNext('+966501234567', {
      stage: 'send',
      errorCode: 'ER-13',
      message: 'Service not available',
    });
    await expect(sms.send(request)).rejects.toMatchObject({
      permanent: false,
      reason: expect.stringContaining('ER-13'),
    });
    await expect(sms.send({ ...request, to: '966501234567' })).rejects.toMatchObject({ permanent: true });
    expect(smsStandin.messages()).toEqual([]);
  });

  it('says a provider that cannot be reached may be tried again', async () => {
    const unreachable = createSmsChannel({
      apiBaseUrl: 'http://127.0.0.1:9',
      appSid: 'x',
      senderName: 'Sumaa',
      webhookSecret: 'y',
      timeoutMs: 2_000,
    });
    await expect(unreachable.send(request)).rejects.toMatchObject({
      permanent: false,
      reason: expect.stringContaining('could not be reached'),
    });
  });
});
