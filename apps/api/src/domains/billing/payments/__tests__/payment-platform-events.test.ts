// Signed platform events from billing (issue 13): with a webhook address in the platform settings, a paid invoice
// sends payment.succeeded and the subscription's subscription.status_changed, a declined card payment.failed —
// each signed with the secret shown once to the super admin, after the change committed.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMoyasarStandin, TEST_CARDS, type MoyasarStandin } from '@sumaa/moyasar-standin';
import { WEBHOOK_SIGNATURE_HEADER } from '@sumaa/contracts';
import {
  bearer,
  ENGLISH,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../../testing/factories';
import { forgetStoredWebhookSecret } from '../../../../testing/platform-settings';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { platformEventsIdle } from '../../../platform/settings/platform-events';

const ADMIN = { email: uniqueEmail('events-admin'), password: 'Events-admin-pass-1' };
const CARD = { name: 'Noura Test', number: TEST_CARDS.visaPaid, month: '12', year: '2035', cvc: '123' };

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let standin: MoyasarStandin;
let t: TestApp;
let receiver: http.Server;
const deliveries: Delivery[] = [];
let secret: string;
let plans: Record<string, string>;

async function saveWebhookUrl(url: string): Promise<string | null> {
  const admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
  const settings = (
    await t.app.inject({ method: 'GET', url: '/api/platform-settings', headers: admin })
  ).json().model;
  const { smtpPasswordSet: _set, activeTransport: _active, verifiedAt: _verified, ...email } = settings.email;
  const { webhookSecretSet: _secret, ...notifications } = settings.notifications;
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/platform-settings',
    headers: { ...admin, ...ENGLISH },
    payload: { ...settings, email, notifications: { ...notifications, webhookUrl: url } },
  });
  expect(response.statusCode).toBe(200);
  return response.json().model.webhookSecret;
}

beforeAll(async () => {
  standin = await startMoyasarStandin({
    port: 0,
    webhookRetryDelaysMs: [],
    now: () => t?.clock.now() ?? new Date(),
  });
  t = await createTestApp({
    SUMAA_ADMIN_EMAIL: ADMIN.email,
    SUMAA_ADMIN_PASSWORD: ADMIN.password,
    MOYASAR_API_URL: standin.apiUrl,
    MOYASAR_SECRET_KEY: standin.secretKey,
    MOYASAR_WEBHOOK_SECRET: standin.webhookSecret,
    PUBLIC_API_URL: 'http://127.0.0.1:9',
  });
  const rows = await t.app.db.query<{ id: string; code: string }>('SELECT id, code FROM plans');
  plans = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await forgetStoredWebhookSecret(t.app);
  const saved = await saveWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`);
  expect(saved).toEqual(expect.any(String));
  secret = saved!;
});

afterAll(async () => {
  await t?.close();
  await standin?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function checkout(account: RegisteredAccount, planId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/change-plan',
    headers: { ...ENGLISH, ...bearer(account.token) },
    payload: { planId, interval: 'monthly' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().model.checkout as { invoiceId: string; total: number };
}

/** Pays on the stand-in with `card` and delivers its webhook to the API. */
async function pay(invoiceId: string, number: string) {
  const providerInvoice = standin.invoices().find((invoice) => invoice.metadata?.invoiceId === invoiceId)!;
  const payment = standin.pay(providerInvoice.id, { ...CARD, number });
  await standin.webhooksSettled();
  const { event } = standin.webhooks().find((delivery) => delivery.event.data.id === payment.id)!;
  return t.app.inject({ method: 'POST', url: '/api/payments/moyasar/webhook', payload: event });
}

/** The events delivered since `from`, each checked for its signature. */
function signedEvents(from: number) {
  return deliveries.slice(from).map((delivery) => {
    expect(delivery.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(
      `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`,
    );
    return JSON.parse(delivery.body) as { type: string; data: Record<string, unknown> };
  });
}

describe('billing platform events', () => {
  it('sends a signed payment.succeeded and subscription.status_changed when an invoice is paid', async () => {
    const account = await registerAccount(t.app);
    const { invoiceId, total } = await checkout(account, plans.professional);
    const from = deliveries.length;
    const credited = await pay(invoiceId, TEST_CARDS.visaPaid);
    expect(credited.json().model.outcome).toBe('applied');
    await platformEventsIdle(t.app);

    const events = signedEvents(from);
    expect(events.map((event) => event.type).sort()).toEqual([
      'payment.succeeded',
      'subscription.status_changed',
    ]);
    const paid = events.find((event) => event.type === 'payment.succeeded')!;
    expect(paid.data).toMatchObject({
      businessId: account.businessId,
      invoiceId,
      invoiceNumber: expect.any(String),
      invoiceKind: 'subscription',
      planId: plans.professional,
      currency: 'SAR',
      providerPaymentId: expect.any(String),
    });
    expect(Number(paid.data.total)).toBeCloseTo(total, 2);
    const changed = events.find((event) => event.type === 'subscription.status_changed')!;
    expect(changed.data).toMatchObject({
      businessId: account.businessId,
      subscriptionId: expect.any(String),
      planId: plans.professional,
      from: 'trialing',
      to: 'active',
      reason: 'activated',
    });
  });

  it('sends a signed payment.failed for a declined card', async () => {
    const account = await registerAccount(t.app);
    const { invoiceId } = await checkout(account, plans.basic);
    const from = deliveries.length;
    const declined = await pay(invoiceId, TEST_CARDS.visaDeclined);
    expect(declined.json().model.outcome).toBe('paymentFailed');
    await platformEventsIdle(t.app);
    const events = signedEvents(from);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'payment.failed',
      data: { businessId: account.businessId, invoiceId, planId: plans.basic, reason: expect.any(String) },
    });
  });

  it('sends nothing when no webhook address is set', async () => {
    await saveWebhookUrl('');
    const account = await registerAccount(t.app);
    const { invoiceId } = await checkout(account, plans.basic);
    const from = deliveries.length;
    expect((await pay(invoiceId, TEST_CARDS.visaPaid)).json().model.outcome).toBe('applied');
    await platformEventsIdle(t.app);
    expect(deliveries.length).toBe(from);
  });
});
