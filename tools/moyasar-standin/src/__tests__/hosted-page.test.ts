// The hosted payment page and its webhooks: a person pays with Moyasar's test cards, the merchant's callback_url
// receives the event with the secret token, the browser goes back to success_url; a declined card keeps the
// invoice open with the error shown; a merchant endpoint that is down never harms the stand-in.
import { startMoyasarStandin, TEST_CARDS, type MoyasarStandin } from '../index';
import {
  callApi,
  card,
  postPaymentForm,
  startWebhookReceiver,
  type Json,
  type WebhookReceiver,
} from './helpers';

let standin: MoyasarStandin;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  standin = await startMoyasarStandin({
    port: 0,
    webhookSecret: 'whsec_test',
    webhookRetryDelaysMs: [20, 40],
  });
});
afterAll(async () => {
  await standin.stop();
  await receiver.stop();
});
beforeEach(async () => {
  await standin.webhooksSettled(); // an earlier test's webhook still under way would land in this one
  receiver.received.length = 0;
  receiver.answer = 200;
});

async function createInvoice(overrides: Json = {}) {
  const { body } = await callApi(standin, 'POST', '/invoices', {
    body: {
      amount: 29900,
      description: 'Sumaa Pro — monthly',
      callback_url: receiver.url,
      success_url: 'http://localhost:4200/billing/return?from=moyasar',
      back_url: 'http://localhost:4200/billing',
      metadata: { subscription_id: 'sub-9' },
      ...overrides,
    },
  });
  return body;
}

describe('GET /invoices/:id (the hosted page)', () => {
  it('shows the amount and a labelled card form in Arabic and English, without the secret key', async () => {
    const invoice = await createInvoice();
    const response = await fetch(invoice.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('form-action');
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('299.00 ر.س');
    expect(html).toContain('SAR 299.00');
    for (const [id, ar, en] of [
      ['name', 'اسم حامل البطاقة', 'Card holder name'],
      ['number', 'رقم البطاقة', 'Card number'],
      ['month', 'شهر الانتهاء', 'Expiry month'],
      ['year', 'سنة الانتهاء', 'Expiry year'],
      ['cvc', 'رمز التحقق', 'CVC'],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="${id}">${ar} <span[^>]*>${en}</span></label>`));
      expect(html).toContain(`<input id="${id}" name="${id}"`);
    }
    expect(html).toMatch(/<button type="submit">ادفع [^<]+<span[^>]*>Pay SAR 299.00<\/span><\/button>/);
    expect(html).toContain('href="http://localhost:4200/billing"');
  });

  it('answers 404 for an unknown invoice', async () => {
    expect((await fetch(`${standin.url}/invoices/unknown`)).status).toBe(404);
  });
});

describe('POST /invoices/:id/pay', () => {
  it.each([
    ['Visa', TEST_CARDS.visaPaid, 'visa'],
    ['mada', TEST_CARDS.madaPaid, 'mada'],
  ])(
    'with the %s test card: pays the invoice, sends payment_paid with the token and returns to success_url',
    async (_label, number, company) => {
      const invoice = await createInvoice();
      const { status, location } = await postPaymentForm(standin, invoice.id, card(number));
      expect(status).toBe(302);
      const target = new URL(location!);
      expect(`${target.origin}${target.pathname}`).toBe('http://localhost:4200/billing/return');
      const paymentId = target.searchParams.get('id')!;
      expect(Object.fromEntries(target.searchParams)).toEqual({
        from: 'moyasar',
        id: paymentId,
        status: 'paid',
        message: 'APPROVED',
        invoice_id: invoice.id,
      });

      const after = await callApi(standin, 'GET', `/invoices/${invoice.id}`);
      expect(after.body.status).toBe('paid');
      expect(after.body.payments).toHaveLength(1);

      await standin.webhooksSettled();
      expect(receiver.received).toHaveLength(1);
      const event = receiver.received[0];
      expect(event).toMatchObject({
        type: 'payment_paid',
        secret_token: 'whsec_test',
        live: false,
        account_name: expect.any(String),
        data: {
          id: paymentId,
          status: 'paid',
          amount: 29900,
          currency: 'SAR',
          invoice_id: invoice.id,
          metadata: { subscription_id: 'sub-9' },
          source: { type: 'creditcard', company },
        },
      });
      expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(event.created_at)).not.toBeNaN();

      // Paid once: the page now says so, and paying again is refused.
      expect(await (await fetch(invoice.url)).text()).toContain('This invoice has been paid.');
      expect((await postPaymentForm(standin, invoice.id, card(number))).status).toBe(409);
    },
  );

  it('with the declined card: shows the error with the form again, keeps the invoice initiated, sends payment_failed', async () => {
    const invoice = await createInvoice();
    const { status, html } = await postPaymentForm(standin, invoice.id, card(TEST_CARDS.visaDeclined));
    expect(status).toBe(402);
    expect(html).toMatch(/<div role="alert">[^<]*insufficient funds/);
    expect(html).toContain('The payment was declined: insufficient funds');
    expect(html).toContain(`action="/invoices/${invoice.id}/pay"`);
    expect(html).toContain('value="Noura Al-Harbi"');
    expect(html).toContain('href="http://localhost:4200/billing"');

    const after = await callApi(standin, 'GET', `/invoices/${invoice.id}`);
    expect(after.body.status).toBe('initiated');
    expect(after.body.payments).toMatchObject([
      { status: 'failed', source: { message: 'insufficient funds' } },
    ]);
    await standin.webhooksSettled();
    expect(receiver.received).toMatchObject([{ type: 'payment_failed', secret_token: 'whsec_test' }]);

    // The retry with a good card succeeds.
    expect((await postPaymentForm(standin, invoice.id, card(TEST_CARDS.visaPaid))).status).toBe(302);
  });

  it('refuses mistyped card details without making a payment', async () => {
    const invoice = await createInvoice();
    const { status, html } = await postPaymentForm(standin, invoice.id, {
      ...card('4111111111111112'),
      month: '13',
      cvc: '1',
    });
    expect(status).toBe(400);
    expect(html).toContain('Check the card details (number, month, cvc)');
    expect(standin.invoice(invoice.id)!.payments).toEqual([]);
  });

  it('shows the paid page when the invoice has no success_url', async () => {
    const invoice = await createInvoice({ success_url: undefined });
    const { status, html } = await postPaymentForm(standin, invoice.id, card(TEST_CARDS.visaPaid));
    expect(status).toBe(200);
    expect(html).toContain('This invoice has been paid.');
  });
});

describe('webhook delivery', () => {
  it('retries a failing endpoint a few times, then gives up, and the stand-in keeps serving', async () => {
    receiver.answer = 500;
    const invoice = await createInvoice();
    await postPaymentForm(standin, invoice.id, card(TEST_CARDS.visaPaid));
    await standin.webhooksSettled();
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((event) => event.id)).size).toBe(1);
    const delivery = standin.webhooks().at(-1)!;
    expect(delivery.state).toBe('failed');
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 500]);
  });

  it('survives a callback_url nobody listens on', async () => {
    const invoice = await createInvoice({ callback_url: 'http://127.0.0.1:9/nobody' });
    expect((await postPaymentForm(standin, invoice.id, card(TEST_CARDS.visaPaid))).status).toBe(302);
    await standin.webhooksSettled();
    expect(standin.webhooks().at(-1)).toMatchObject({
      state: 'failed',
      attempts: [{ status: 0 }, { status: 0 }, { status: 0 }],
    });
    expect((await fetch(`${standin.url}/__standin/invoices`)).status).toBe(200);
  });

  it('stops after the first attempt the endpoint accepts', async () => {
    receiver.answer = 503;
    const invoice = await createInvoice();
    await postPaymentForm(standin, invoice.id, card(TEST_CARDS.visaPaid));
    receiver.answer = 200;
    await standin.webhooksSettled();
    expect(standin.webhooks().at(-1)!.state).toBe('delivered');
    expect(receiver.received.length).toBeLessThanOrEqual(2);
  });
});

describe('the inspection path (/__standin)', () => {
  it('lists the invoices without credentials and re-sends a payment’s webhook as a new event (a replay)', async () => {
    const invoice = await createInvoice();
    const { location } = await postPaymentForm(standin, invoice.id, card(TEST_CARDS.visaPaid));
    const paymentId = new URL(location!).searchParams.get('id')!;
    await standin.webhooksSettled();

    const listed = (await (await fetch(`${standin.url}/__standin/invoices`)).json()) as Json;
    expect(listed.invoices[0]).toMatchObject({ id: invoice.id, status: 'paid' });

    const resent = await fetch(`${standin.url}/__standin/payments/${paymentId}/webhook`, { method: 'POST' });
    expect(resent.status).toBe(202);
    await standin.webhooksSettled();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].data).toEqual(receiver.received[0].data);
    expect(receiver.received[1].id).not.toBe(receiver.received[0].id);

    const webhooks = (await (await fetch(`${standin.url}/__standin/webhooks`)).json()) as Json;
    expect(webhooks.webhooks.at(-1)).toMatchObject({ state: 'delivered', url: receiver.url });
    expect(
      (await fetch(`${standin.url}/__standin/payments/unknown/webhook`, { method: 'POST' })).status,
    ).toBe(404);
  });
});
