// The payment loop against the Moyasar stand-in (tools/moyasar-standin) in this process: plan changes open
// invoices on its hosted page, its test cards pay them, and its webhooks (taken from the stand-in and delivered
// with app.inject) and the return page credit them — once.
import {
  startMoyasarStandin,
  TEST_CARDS,
  type MoyasarStandin,
  type MoyasarWebhookEvent,
} from '@sumaa/moyasar-standin';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  ENGLISH,
  outboxFor,
  registerAccount,
  type RegisteredAccount,
} from '../../../../testing/factories';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { runRenewalInvoicing } from '../renewal-invoicing';
import { usePaymentProvider } from '../testing';
import { MoyasarPaymentProvider, PaymentProviderError, type PaymentProvider } from '../provider';

const DAY_MS = 24 * 60 * 60 * 1000;
const CARD = { name: 'Noura Test', number: TEST_CARDS.visaPaid, month: '12', year: '2035', cvc: '123' };

let standin: MoyasarStandin;
let t: TestApp;
let app: FastifyInstance;
let plans: Record<'basic' | 'professional' | 'enterprise', string>;

beforeAll(async () => {
  standin = await startMoyasarStandin({
    port: 0,
    webhookRetryDelaysMs: [],
    now: () => t?.clock.now() ?? new Date(),
  });
  t = await createTestApp({
    MOYASAR_API_URL: standin.apiUrl,
    MOYASAR_SECRET_KEY: standin.secretKey,
    MOYASAR_WEBHOOK_SECRET: standin.webhookSecret,
    PUBLIC_API_URL: 'http://127.0.0.1:9',
  });
  app = t.app;
  const rows = await app.db.query<{ id: string; code: keyof typeof plans }>('SELECT id, code FROM plans');
  plans = Object.fromEntries(rows.map((row) => [row.code, row.id])) as typeof plans;
});

afterAll(async () => {
  await t?.close();
  await standin?.stop();
});

function changePlan(account: RegisteredAccount, planId: string, interval = 'monthly') {
  return app.inject({
    method: 'POST',
    url: '/api/subscriptions/change-plan',
    headers: { ...ENGLISH, ...bearer(account.token) },
    payload: { planId, interval },
  });
}

async function subscriptionOf(account: RegisteredAccount) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/subscriptions/Single',
    headers: { ...ENGLISH, ...bearer(account.token) },
  });
  return response.json().model;
}

async function invoicesOf(account: RegisteredAccount) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/subscriptions/invoices',
    headers: { ...ENGLISH, ...bearer(account.token) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().model.items as Array<{
    id: string;
    number: string | null;
    kind: string;
    status: string;
    total: number;
    vatAmount: number;
    amountExclVat: number;
    periodEnd: string;
  }>;
}

function providerInvoiceOf(invoiceId: string) {
  const invoice = standin.invoices().find((candidate) => candidate.metadata?.invoiceId === invoiceId);
  if (!invoice) throw new Error(`no stand-in invoice for ${invoiceId}`);
  return invoice;
}

/** Pays our invoice on the stand-in with a test card; returns the payment_paid webhook it tried to send. */
async function payAtStandin(invoiceId: string): Promise<MoyasarWebhookEvent> {
  const payment = standin.pay(providerInvoiceOf(invoiceId).id, CARD);
  await standin.webhooksSettled();
  const delivery = standin.webhooks().find((candidate) => candidate.event.data.id === payment.id);
  if (!delivery) throw new Error('no webhook');
  return delivery.event;
}

function deliverWebhook(event: object) {
  return app.inject({ method: 'POST', url: '/api/payments/moyasar/webhook', payload: event });
}

async function checkoutFor(account: RegisteredAccount, planId: string, interval = 'monthly') {
  const response = await changePlan(account, planId, interval);
  expect(response.statusCode).toBe(200);
  const { checkout } = response.json().model;
  expect(checkout).not.toBeNull();
  return checkout as { invoiceId: string; paymentUrl: string; total: number };
}

/** A business that chose and paid a plan: active. */
async function activeAccount(plan: keyof typeof plans = 'professional') {
  const account = await registerAccount(app);
  const checkout = await checkoutFor(account, plans[plan]);
  const event = await payAtStandin(checkout.invoiceId);
  expect((await deliverWebhook(event)).json().model.outcome).toBe('applied');
  return account;
}

describe('the payment loop', () => {
  it('pays a plan chosen during the trial on the hosted page; the webhook makes it active and numbers the invoice', async () => {
    const account = await registerAccount(app);
    expect((await subscriptionOf(account)).status).toBe('trial');

    const checkout = await checkoutFor(account, plans.enterprise);
    expect(checkout.paymentUrl).toContain(standin.url);
    // Enterprise's monthly price with 15 % VAT.
    const [open] = await invoicesOf(account);
    expect(open).toMatchObject({ status: 'open', kind: 'subscription', number: null });
    expect(open.vatAmount).toBeCloseTo(open.amountExclVat * 0.15, 2);
    expect(checkout.total).toBeCloseTo(open.amountExclVat * 1.15, 2);
    expect(providerInvoiceOf(checkout.invoiceId).amount).toBe(Math.round(checkout.total * 100));

    const event = await payAtStandin(checkout.invoiceId);
    const response = await deliverWebhook(event);
    expect(response.statusCode).toBe(200);
    expect(response.json().model.outcome).toBe('applied');

    const subscription = await subscriptionOf(account);
    expect(subscription).toMatchObject({ status: 'active', planId: plans.enterprise, openInvoice: null });
    const [paid] = await invoicesOf(account);
    expect(paid.status).toBe('paid');
    expect(paid.number).toMatch(/^INV-\d{6}$/);

    const [receipt] = await outboxFor(app, account.email);
    expect(receipt.text).toContain(paid.number);
    expect(receipt.text).toContain(`/customer/subscription?invoice=${paid.id}`);
  });

  it('credits a replayed webhook once: the same event is a duplicate, a resent payment finds the invoice paid', async () => {
    const account = await registerAccount(app);
    const checkout = await checkoutFor(account, plans.basic);
    const event = await payAtStandin(checkout.invoiceId);
    expect((await deliverWebhook(event)).json().model.outcome).toBe('applied');
    expect((await deliverWebhook(event)).json().model.outcome).toBe('duplicate');

    standin.resendWebhook(event.data.id);
    await standin.webhooksSettled();
    const resent = standin.webhooks().at(-1)!.event;
    expect(resent.id).not.toBe(event.id);
    expect((await deliverWebhook(resent)).json().model.outcome).toBe('alreadyPaid');

    const invoices = await invoicesOf(account);
    expect(invoices.filter((invoice) => invoice.status === 'paid')).toHaveLength(1);
  });

  it('refuses a forged webhook (wrong secret) with 401 and changes nothing', async () => {
    const account = await registerAccount(app);
    const checkout = await checkoutFor(account, plans.basic);
    const event = await payAtStandin(checkout.invoiceId);

    const forged = await deliverWebhook({ ...event, secret_token: 'not-the-secret' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().messageCode ?? forged.json().message).toBeDefined();
    const missing = await deliverWebhook({ ...event, secret_token: undefined });
    expect(missing.statusCode).toBe(401);

    expect((await subscriptionOf(account)).status).toBe('trial');
    expect((await invoicesOf(account))[0].status).toBe('open');
    // The real delivery of the same event is not taken for a replay of the forged one.
    expect((await deliverWebhook(event)).json().model.outcome).toBe('applied');
  });

  it('refuses a payment whose amount differs from the invoice, logs it and changes nothing', async () => {
    const account = await registerAccount(app);
    const checkout = await checkoutFor(account, plans.professional);
    const event = await payAtStandin(checkout.invoiceId);

    const real = new MoyasarPaymentProvider({ config: app.config.moyasar });
    const lying: PaymentProvider = {
      name: real.name,
      createInvoice: (input) => real.createInvoice(input),
      fetchInvoice: (id) => real.fetchInvoice(id),
      fetchPayment: async (id) => ({ ...(await real.fetchPayment(id)), amountHalalas: 100 }),
    };
    usePaymentProvider(app, lying);
    try {
      expect((await deliverWebhook(event)).json().model.outcome).toBe('amountMismatch');
    } finally {
      usePaymentProvider(app, real);
    }
    expect((await subscriptionOf(account)).status).toBe('trial');
    expect((await invoicesOf(account))[0]).toMatchObject({ status: 'open', number: null });
    const [recorded] = await app.db.query<{ outcome: string }>(
      'SELECT outcome FROM payment_events WHERE event_id = $1',
      [event.id],
    );
    expect(recorded.outcome).toBe('amountMismatch');
    // The same event again is a duplicate: a refused payment is never credited by a replay.
    expect((await deliverWebhook(event)).json().model.outcome).toBe('duplicate');
  });

  it('records a declined card on the open invoice and credits nothing; the return page says failed', async () => {
    const account = await registerAccount(app);
    const checkout = await checkoutFor(account, plans.basic);
    const declined = standin.pay(providerInvoiceOf(checkout.invoiceId).id, {
      ...CARD,
      number: TEST_CARDS.visaDeclined,
    });
    await standin.webhooksSettled();
    const event = standin.webhooks().find((delivery) => delivery.event.data.id === declined.id)!.event;
    expect(event.type).toBe('payment_failed');
    expect((await deliverWebhook(event)).json().model.outcome).toBe('paymentFailed');
    const [row] = await app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
      tx.query<{ status: string; last_payment_error: string }>(
        'SELECT status, last_payment_error FROM invoices WHERE id = $1',
        [checkout.invoiceId],
      ),
    );
    expect(row).toEqual({ status: 'open', last_payment_error: expect.stringMatching(/insufficient/i) });
    const back = await app.inject({
      method: 'GET',
      url: `/api/payments/moyasar/return?invoice=${checkout.invoiceId}&status=paid`,
    });
    expect(back.headers.location).toBe('http://app.sumaa.test/customer/subscription?payment=failed');
    expect((await subscriptionOf(account)).status).toBe('trial');
  });

  it('verifies the return page with the provider and credits once together with the webhook', async () => {
    const account = await registerAccount(app);
    const checkout = await checkoutFor(account, plans.professional);

    const before = await app.inject({
      method: 'GET',
      url: `/api/payments/moyasar/return?invoice=${checkout.invoiceId}&status=paid&message=APPROVED`,
    });
    expect(before.statusCode).toBe(302);
    expect(before.headers.location).toBe('http://app.sumaa.test/customer/subscription?payment=pending');
    expect((await subscriptionOf(account)).status).toBe('trial');

    const event = await payAtStandin(checkout.invoiceId);
    const back = await app.inject({
      method: 'GET',
      url: `/api/payments/moyasar/return?invoice=${checkout.invoiceId}`,
    });
    expect(back.headers.location).toBe('http://app.sumaa.test/customer/subscription?payment=paid');
    expect((await subscriptionOf(account)).status).toBe('active');
    expect((await deliverWebhook(event)).json().model.outcome).toBe('alreadyPaid');
    expect((await invoicesOf(account)).filter((invoice) => invoice.status === 'paid')).toHaveLength(1);
    const [paid] = await invoicesOf(account);
    const receipts = (await outboxFor(app, account.email)).filter((mail) =>
      mail.subject.includes(paid.number!),
    );
    expect(receipts).toHaveLength(1);
  });

  it('numbers paid invoices in sequence across businesses, without gaps', async () => {
    const first = await activeAccount('basic');
    const second = await activeAccount('basic');
    const [a] = await invoicesOf(first);
    const [b] = await invoicesOf(second);
    const numberOf = (value: string | null) => Number(value!.slice('INV-'.length));
    expect(numberOf(b.number)).toBe(numberOf(a.number) + 1);
  });

  it('upgrades at once when the prorated difference is paid, keeping the period', async () => {
    const account = await activeAccount('professional');
    const active = await subscriptionOf(account);

    expect((await changePlan(account, plans.professional)).statusCode).toBe(409);
    const checkout = await checkoutFor(account, plans.enterprise);
    // (The test clock stands still, so both invoices share a creation time: found by id.)
    const upgrade = (await invoicesOf(account)).find((invoice) => invoice.id === checkout.invoiceId)!;
    expect(upgrade.kind).toBe('upgrade');
    // Chosen on the period's first day: the whole difference between the two plans' monthly prices.
    const prices = await app.db.query<{ id: string; price: string }>(
      'SELECT id, monthly_price::text AS price FROM plans WHERE id = ANY($1::uuid[])',
      [[plans.professional, plans.enterprise]],
    );
    const priceOf = (id: string) => Number(prices.find((row) => row.id === id)!.price);
    expect(upgrade.amountExclVat).toBe(priceOf(plans.enterprise) - priceOf(plans.professional));
    const professional = active.amount;

    const event = await payAtStandin(checkout.invoiceId);
    expect((await deliverWebhook(event)).json().model.outcome).toBe('applied');
    const upgraded = await subscriptionOf(account);
    expect(upgraded).toMatchObject({
      status: 'active',
      planId: plans.enterprise,
      currentPeriodStart: active.currentPeriodStart,
      currentPeriodEnd: active.currentPeriodEnd,
    });
    expect(upgraded.amount).toBeGreaterThan(professional);
  });

  it('refuses a downgrade while usage exceeds the smaller plan, naming the limit, and schedules it otherwise', async () => {
    const account = await activeAccount('professional');
    // Basic allows one team member: the owner plus a pending invitation is over it.
    await app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
      tx.query(
        `INSERT INTO team_invitations (business_id, email, role, token_hash, expires_at)
         VALUES ($1, 'pending@example.test', 'agent', 'hash', $2)`,
        [account.businessId, new Date(t.clock.now().getTime() + 7 * DAY_MS)],
      ),
    );
    const refused = await changePlan(account, plans.basic);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/team members/);

    await app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
      tx.query(`UPDATE team_invitations SET revoked_at = now() WHERE business_id = $1`, [account.businessId]),
    );
    const scheduled = await changePlan(account, plans.basic);
    expect(scheduled.statusCode).toBe(200);
    const { subscription, checkout } = scheduled.json().model;
    expect(checkout).toBeNull();
    expect(subscription.planId).toBe(plans.professional);
    expect(subscription.pendingChange).toMatchObject({ planId: plans.basic, interval: 'monthly' });
  });

  it('opens one renewal invoice per period however often the job runs, at the pending plan, and e-mails its link', async () => {
    const account = await activeAccount('professional');
    expect((await changePlan(account, plans.basic)).statusCode).toBe(200);
    // Two days before the period ends (moved in the database: the tokens would not survive moving the clock).
    const periodEnd = new Date(t.clock.now().getTime() + 2 * DAY_MS);
    await app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
      tx.query('UPDATE subscriptions SET current_period_end = $2 WHERE business_id = $1', [
        account.businessId,
        periodEnd,
      ]),
    );
    const currentPeriodEnd = periodEnd.toISOString();

    await runRenewalInvoicing(app);
    await runRenewalInvoicing(app);
    const renewals = (await invoicesOf(account)).filter((invoice) => invoice.kind === 'renewal');
    expect(renewals).toHaveLength(1);
    expect(renewals[0].status).toBe('open');
    const basicPrice = (
      await app.db.query<{ p: string }>('SELECT monthly_price::text AS p FROM plans WHERE id = $1', [
        plans.basic,
      ])
    )[0].p;
    expect(renewals[0].amountExclVat).toBe(Number(basicPrice));
    const mails = await outboxFor(app, account.email);
    expect(mails.filter((mail) => mail.text.includes(providerInvoiceOf(renewals[0].id).url))).toHaveLength(1);

    // Paid: the next period on the pending plan.
    const event = await payAtStandin(renewals[0].id);
    expect((await deliverWebhook(event)).json().model.outcome).toBe('applied');
    const renewed = await subscriptionOf(account);
    expect(renewed).toMatchObject({ status: 'active', planId: plans.basic, pendingChange: null });
    expect(renewed.currentPeriodStart).toBe(currentPeriodEnd);
  });

  it('answers two checkouts at once with one open invoice, never a 500', async () => {
    const account = await registerAccount(app);
    const same = await Promise.all([
      changePlan(account, plans.enterprise),
      changePlan(account, plans.enterprise),
    ]);
    expect(same.map((response) => response.statusCode)).toEqual([200, 200]);
    const [first, second] = same.map((response) => response.json().model.checkout.invoiceId);
    expect(second).toBe(first);

    const different = await Promise.all([
      changePlan(account, plans.basic),
      changePlan(account, plans.professional),
    ]);
    expect(different.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await invoicesOf(account)).filter((invoice) => invoice.status === 'open')).toHaveLength(1);
  });

  it('starts a first period when it is paid, at the price invoiced, however long its invoice waited', async () => {
    const account = await registerAccount(app);
    const checkout = await checkoutFor(account, plans.basic);
    // Opened five days ago, and the plan's price raised since.
    const scope = { businessId: account.businessId, userId: null };
    await app.db.tenantTransaction(scope, (tx) =>
      tx.query(
        `UPDATE invoices SET period_start = period_start - interval '5 days',
                             period_end = period_end - interval '5 days' WHERE id = $1`,
        [checkout.invoiceId],
      ),
    );
    const [{ price }] = await app.db.query<{ price: string }>(
      'SELECT monthly_price::text AS price FROM plans WHERE id = $1',
      [plans.basic],
    );
    await app.db.query('UPDATE plans SET monthly_price = monthly_price + 10 WHERE id = $1', [plans.basic]);
    try {
      const event = await payAtStandin(checkout.invoiceId);
      expect((await deliverWebhook(event)).json().model.outcome).toBe('applied');
    } finally {
      await app.db.query('UPDATE plans SET monthly_price = $2::numeric WHERE id = $1', [plans.basic, price]);
    }
    const subscription = await subscriptionOf(account);
    expect(subscription.currentPeriodStart).toBe(t.clock.now().toISOString());
    expect(subscription.amount).toBe(Number(price));
    const [paid] = await invoicesOf(account);
    expect(paid.periodEnd).toBe(subscription.currentPeriodEnd);
  });

  it('opens the renewal again after a plan change voided it: a downgrade scheduled, then called off', async () => {
    const account = await activeAccount('professional');
    const periodEnd = new Date(t.clock.now().getTime() + 2 * DAY_MS);
    await app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
      tx.query('UPDATE subscriptions SET current_period_end = $2 WHERE business_id = $1', [
        account.businessId,
        periodEnd,
      ]),
    );
    const openRenewals = async () =>
      (await invoicesOf(account)).filter(
        (invoice) => invoice.kind === 'renewal' && invoice.status === 'open',
      );

    await runRenewalInvoicing(app);
    expect(await openRenewals()).toHaveLength(1);
    const scheduled = await changePlan(account, plans.basic);
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().message).toContain('Basic');
    await runRenewalInvoicing(app);
    // The current plan again calls the downgrade off; the renewal at its price is opened again, once.
    const calledOff = await changePlan(account, plans.professional);
    expect(calledOff.statusCode).toBe(200);
    expect(calledOff.json().model.subscription.pendingChange).toBeNull();
    await runRenewalInvoicing(app);
    await runRenewalInvoicing(app);
    const renewals = await openRenewals();
    expect(renewals).toHaveLength(1);
    const [{ price }] = await app.db.query<{ price: string }>(
      'SELECT monthly_price::text AS price FROM plans WHERE id = $1',
      [plans.professional],
    );
    expect(renewals[0].amountExclVat).toBe(Number(price));
  });

  it('lets an unpaid upgrade hold the renewal back only until its period ends', async () => {
    const account = await activeAccount('basic');
    const scope = { businessId: account.businessId, userId: null };
    await app.db.tenantTransaction(scope, (tx) =>
      tx.query('UPDATE subscriptions SET current_period_end = $2 WHERE business_id = $1', [
        account.businessId,
        new Date(t.clock.now().getTime() + 2 * DAY_MS),
      ]),
    );
    const upgrade = await checkoutFor(account, plans.enterprise);
    expect(await runRenewalInvoicing(app)).toBe(0);

    // The period ended with the upgrade unpaid: it gives way to the renewal.
    const ended = new Date(t.clock.now().getTime() - 60_000);
    await app.db.tenantTransaction(scope, (tx) =>
      tx.query(
        `UPDATE subscriptions SET current_period_end = $2, status = 'past_due', past_due_since = $2
          WHERE business_id = $1`,
        [account.businessId, ended],
      ),
    );
    await app.db.tenantTransaction(scope, (tx) =>
      tx.query(
        `UPDATE invoices SET period_start = $2::timestamptz - interval '1 day', period_end = $2 WHERE id = $1`,
        [upgrade.invoiceId, ended],
      ),
    );
    expect(await runRenewalInvoicing(app)).toBe(1);
    const invoices = await invoicesOf(account);
    expect(invoices.find((invoice) => invoice.id === upgrade.invoiceId)!.status).toBe('void');
    expect(invoices.filter((invoice) => invoice.status === 'open').map((invoice) => invoice.kind)).toEqual([
      'renewal',
    ]);
  });

  it('downloads a paid invoice as a PDF; an open one is 409, another business’s 404', async () => {
    const account = await activeAccount('basic');
    const [paid] = await invoicesOf(account);
    for (const lang of ['ar', 'en']) {
      const pdf = await app.inject({
        method: 'GET',
        url: `/api/subscriptions/invoices/${paid.id}/pdf?lang=${lang}`,
        headers: bearer(account.token),
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain(`${paid.number}.pdf`);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    const stranger = await registerAccount(app);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/subscriptions/invoices/${paid.id}/pdf`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);

    const checkout = await checkoutFor(stranger, plans.basic);
    const unpaid = await app.inject({
      method: 'GET',
      url: `/api/subscriptions/invoices/${checkout.invoiceId}/pdf`,
      headers: bearer(stranger.token),
    });
    expect(unpaid.statusCode).toBe(409);
  });

  it('answers 502 when the provider is down and leaves no invoice behind; pay reuses the open invoice', async () => {
    const account = await registerAccount(app);
    const real = new MoyasarPaymentProvider({ config: app.config.moyasar });
    const down = new PaymentProviderError('down', { status: 503, code: 'UNAVAILABLE', retryable: true });
    usePaymentProvider(app, {
      name: real.name,
      createInvoice: async () => Promise.reject(down),
      fetchInvoice: async () => Promise.reject(down),
      fetchPayment: async () => Promise.reject(down),
    });
    try {
      const response = await changePlan(account, plans.basic);
      expect(response.statusCode).toBe(502);
      expect(await invoicesOf(account)).toHaveLength(0);
    } finally {
      usePaymentProvider(app, real);
    }

    const noneYet = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/pay',
      headers: { ...ENGLISH, ...bearer(account.token) },
    });
    expect(noneYet.statusCode).toBe(409);
    const checkout = await checkoutFor(account, plans.basic);
    const again = await checkoutFor(account, plans.basic);
    expect(again.invoiceId).toBe(checkout.invoiceId);
    const pay = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/pay',
      headers: { ...ENGLISH, ...bearer(account.token) },
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().model).toMatchObject({
      invoiceId: checkout.invoiceId,
      paymentUrl: checkout.paymentUrl,
    });
  });
});
