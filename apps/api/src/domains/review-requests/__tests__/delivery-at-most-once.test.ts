// Review requests delivered through the WhatsApp stand-in (tools/whatsapp-standin, started here on a free port)
// with the real Cloud API client: at most once across a worker's death. A request a dead worker left at the
// provider is failed `interrupted` and never sent again; one whose worker died before the provider call is sent
// once; an answer that never came is not tried again; the provider's 429 and 5xx are tried again and sent once;
// and several workers together keep under the provider's throughput limit, paced through the database.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reviewRequestPageSchema, type ReviewRequestPage } from '@sumaa/contracts';
import { startWhatsAppStandin, type WhatsAppStandin } from '@sumaa/whatsapp-standin';
import { JobQueue } from '../../../jobs/job-queue';
import { bearer, registerAccount, signIn, type RegisteredAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ReviewRequestChannels, type ChannelMessage, type ReviewRequestChannel } from '..';
import { createWhatsAppChannel, loadChannelConfig } from '../channels';
import { reviewRequestDeliveryJob } from '../request-delivery';
import {
  activateSubscription,
  addContact,
  addLocation,
  advanceToRiyadhTime,
} from './support/review-request-steps';

const DAY_MS = 24 * 60 * 60 * 1000;
const LEASE_MS = 60_000;

let t: TestApp;
let standin: WhatsAppStandin;

function whatsappClient(baseUrl: string, timeoutMs = 5000): ReviewRequestChannel {
  const config = loadChannelConfig({
    WHATSAPP_API_BASE_URL: baseUrl,
    WHATSAPP_PHONE_NUMBER_ID: standin.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: standin.accessToken,
    WHATSAPP_APP_SECRET: standin.appSecret,
    WHATSAPP_VERIFY_TOKEN: standin.verifyToken,
    WHATSAPP_HTTP_TIMEOUT_MS: String(timeoutMs),
  });
  return createWhatsAppChannel(config.whatsapp!);
}

/** Another API process's job worker on the same database, sending through these clients. */
function otherWorker(clients: ReviewRequestChannel[], pace?: { whatsapp: number }): JobQueue {
  const channels = new ReviewRequestChannels();
  for (const client of clients) channels.use(client);
  return new JobQueue({
    database: t.app.db,
    now: t.app.now,
    log: t.app.log,
    kinds: [reviewRequestDeliveryJob(t.app, channels, pace ? { messagesPerSecond: pace } : {})],
    leaseMs: LEASE_MS,
    pollIntervalMs: 1000,
    concurrency: 1,
    retryBaseMs: 10_000,
    retryMaxMs: 600_000,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  standin = await startWhatsAppStandin({ port: 0, callbackUrl: null, statusDelaysMs: [] });
  t.app.reviewRequests.channels.use(whatsappClient(standin.apiBaseUrl));
});
afterAll(async () => {
  await standin.stop();
  await t.close();
});
afterEach(() => standin.reset());

interface Business {
  owner: RegisteredAccount;
  locationId: string;
}

async function newBusiness(name: string): Promise<Business> {
  advanceToRiyadhTime(t, 12);
  const owner = await registerAccount(t.app, { Business_name: name });
  await activateSubscription(t.app, owner.businessId, new Date(t.clock.now().getTime() + 365 * DAY_MS));
  return { owner, locationId: await addLocation(t.app, owner.businessId, 'Olaya') };
}

async function sendTo(business: Business, contactIds: string[]): Promise<string[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/review-requests',
    headers: bearer(business.owner.token),
    payload: { contactIds, channel: 'whatsapp', locationId: business.locationId },
  });
  expect(response.statusCode).toBe(200);
  return response.json().model.outcomes.map((outcome: { requestId: string }) => outcome.requestId);
}

async function history(business: Business): Promise<ReviewRequestPage> {
  business.owner.token = (
    await signIn(t.app, business.owner.email, business.owner.password)
  ).json().model.token;
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/review-requests?pageSize=100',
    headers: bearer(business.owner.token),
  });
  expect(response.statusCode).toBe(200);
  return reviewRequestPageSchema.parse(response.json().model);
}

async function delivery(businessId: string, id: string) {
  const [row] = await t.app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    tx.query<{ status: string; attempts: number; last_error: string | null }>(
      'SELECT status, attempts, last_error FROM review_request_deliveries WHERE business_id = $1 AND id = $2',
      [businessId, id],
    ),
  );
  return row;
}

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The stand-in's messages to the number carrying this request's own link. */
function received(phone: string, link: string) {
  return standin.messages(phone).filter((message) => message.link === link);
}

describe('one send, once', () => {
  it('sends each request once and records it sent, with no mark left on its delivery', async () => {
    const shop = await newBusiness('Once Cafe');
    const noura = await addContact(t.app, shop.owner, { name: 'نورة', phone: '0501110001' });
    const sara = await addContact(t.app, shop.owner, { name: 'Sara', phone: '0501110002', language: 'en' });
    const [first] = await sendTo(shop, [noura, sara]);
    await t.app.jobs.runUntilIdle();
    const { items } = await history(shop);
    expect(items.map((item) => item.status)).toEqual(['sent', 'sent']);
    for (const item of items) {
      expect(
        received(item.contactName === 'Sara' ? '+966501110002' : '+966501110001', item.link),
      ).toHaveLength(1);
    }
    expect(standin.messages()).toHaveLength(2);
    expect(await delivery(shop.owner.businessId, first)).toMatchObject({
      status: 'completed',
      last_error: null,
    });
  });
});

describe('a worker that dies', () => {
  it('fails `interrupted` a request its dead worker left at the provider, and never sends it again', async () => {
    const shop = await newBusiness('Killed Worker');
    const guest = await addContact(t.app, shop.owner, { name: 'Faisal', phone: '0501220001' });
    // The provider takes the message; the worker dies before it can record the outcome.
    let wakeTheDead: (value: { providerMessageId: string }) => void = () => undefined;
    const real = whatsappClient(standin.apiBaseUrl);
    const dying: ReviewRequestChannel = {
      name: 'whatsapp',
      async send(message: ChannelMessage) {
        await real.send(message);
        return new Promise((resolve) => (wakeTheDead = resolve));
      },
    };
    const dead = otherWorker([dying]);
    const [requestId] = await sendTo(shop, [guest]);
    const deadRun = dead.runUntilIdle();
    await until(() => standin.messages('+966501220001').length === 1, 'the provider to take it');
    const left = await delivery(shop.owner.businessId, requestId);
    expect(left.status).toBe('running');
    expect(left.last_error).toMatch(
      new RegExp(`^sending: attempt 1 by ${dead.workerId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at `),
    );

    // Within the lease nobody touches it; past it, another process's worker finds the mark.
    expect(await t.app.jobs.runUntilIdle()).toBe(0);
    t.clock.advance(LEASE_MS + 1000);
    expect(await t.app.jobs.runUntilIdle()).toBe(1);
    const [request] = (await history(shop)).items;
    expect(request).toMatchObject({ id: requestId, status: 'failed', failureReason: 'interrupted' });
    expect(received('+966501220001', request.link)).toHaveLength(1);
    expect(await delivery(shop.owner.businessId, requestId)).toMatchObject({ status: 'completed' });

    // The presumed dead worker coming back records nothing: the job is no longer its own.
    wakeTheDead({ providerMessageId: 'wamid.late' });
    await deadRun;
    expect((await history(shop)).items[0]).toMatchObject({ status: 'failed', failureReason: 'interrupted' });
    expect(standin.messages()).toHaveLength(1);
  });

  it('sends once a request whose worker died before the provider call (nothing had left)', async () => {
    const shop = await newBusiness('Claimed Then Died');
    const guest = await addContact(t.app, shop.owner, { name: 'Hessa', phone: '0501230001' });
    const [requestId] = await sendTo(shop, [guest]);
    // Claimed by a worker that died at once: its lease runs out with no mark on the delivery.
    await t.app.db.tenantTransaction({ businessId: shop.owner.businessId, userId: null }, (tx) =>
      tx.query(
        `UPDATE review_request_deliveries SET status = 'running', locked_by = 'dead-host:1:gone', attempts = 1,
                locked_until = $3 WHERE business_id = $1 AND id = $2`,
        [shop.owner.businessId, requestId, new Date(t.clock.now().getTime() + LEASE_MS)],
      ),
    );
    expect(await t.app.jobs.runUntilIdle()).toBe(0);
    t.clock.advance(LEASE_MS + 1000);
    await t.app.jobs.runUntilIdle();
    const [request] = (await history(shop)).items;
    expect(request).toMatchObject({ status: 'sent', failureReason: null });
    expect(received('+966501230001', request.link)).toHaveLength(1);
    expect(await delivery(shop.owner.businessId, requestId)).toMatchObject({ attempts: 2, last_error: null });
  });

  it('does not try again a send whose answer never came: it may have reached the customer', async () => {
    const shop = await newBusiness('Silent Provider');
    const guest = await addContact(t.app, shop.owner, { name: 'Majed', phone: '0501240001' });
    const arrived: string[] = [];
    const silent: Server = createServer((request) => {
      arrived.push(request.url ?? '');
      // Takes the message and never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const worker = otherWorker([
        whatsappClient(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, 300),
      ]);
      const [requestId] = await sendTo(shop, [guest]);
      await worker.runUntilIdle();
      t.clock.advance(60 * 60 * 1000);
      await worker.runUntilIdle();
      await t.app.jobs.runUntilIdle();
      expect(arrived).toHaveLength(1);
      expect(standin.messages()).toHaveLength(0);
      expect((await history(shop)).items[0]).toMatchObject({
        status: 'failed',
        failureReason: 'interrupted',
      });
      expect((await delivery(shop.owner.businessId, requestId)).last_error).toMatch(
        /no answer within 300 ms/,
      );
    } finally {
      await new Promise<void>((resolve) => {
        silent.close(() => resolve());
        silent.closeAllConnections();
      });
    }
  });
});

describe('the provider’s passing troubles', () => {
  it.each([
    ['its throughput limit (429, 130429)', 130429],
    ['a temporary error (503, 131000)', 131000],
  ])('tries again after %s and sends once', async (_what, code) => {
    const shop = await newBusiness(`Busy Provider ${code}`);
    const guest = await addContact(t.app, shop.owner, { name: 'Reem', phone: '0501250001' });
    standin.failNext('+966501250001', { stage: 'send', code });
    const [requestId] = await sendTo(shop, [guest]);
    await t.app.jobs.runUntilIdle();
    expect(standin.messages()).toHaveLength(0);
    const waiting = await delivery(shop.owner.businessId, requestId);
    expect(waiting).toMatchObject({ status: 'running', attempts: 1 });
    expect(waiting.last_error).toContain(`WhatsApp ${code}`);
    expect((await history(shop)).items[0]).toMatchObject({ status: 'queued' });

    t.clock.advance(10 * 60 * 1000);
    await t.app.jobs.runUntilIdle();
    const [request] = (await history(shop)).items;
    expect(request).toMatchObject({ status: 'sent', failureReason: null });
    expect(received('+966501250001', request.link)).toHaveLength(1);
    expect(standin.messages()).toHaveLength(1);
  });
});

describe('the provider’s throughput limit', () => {
  it('keeps several workers together under it, paced through the database, and sends each once', async () => {
    const limited = await startWhatsAppStandin({
      port: 0,
      callbackUrl: null,
      statusDelaysMs: [],
      messagesPerSecond: 20,
    });
    try {
      const shop = await newBusiness('Paced Sender');
      const contacts: string[] = [];
      for (let index = 0; index < 50; index += 1) {
        contacts.push(
          await addContact(t.app, shop.owner, {
            name: `Guest ${index}`,
            phone: `05013${String(index).padStart(5, '0')}`,
          }),
        );
      }
      await sendTo(shop, contacts);
      const workers = Array.from({ length: 4 }, () =>
        otherWorker([whatsappClient(limited.apiBaseUrl)], { whatsapp: 20 }),
      );
      const started = performance.now();
      await Promise.all(workers.map((worker) => worker.runUntilIdle()));
      const seconds = (performance.now() - started) / 1000;

      expect(limited.throughput()).toMatchObject({ accepted: 50, rateLimited: 0 });
      expect(new Set(limited.messages().map((message) => message.link)).size).toBe(50);
      // 50 at 20 a second: the first leaves at once, the last about 2.45 s later.
      expect(seconds).toBeGreaterThan(2.3);
      const { items } = await history(shop);
      expect(items.filter((item) => item.status === 'sent')).toHaveLength(50);
    } finally {
      await limited.stop();
    }
  });
});
