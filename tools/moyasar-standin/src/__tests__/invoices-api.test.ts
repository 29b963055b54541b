// The REST API: invoices created and read with the secret key, Moyasar's validation and error shapes.
import { DEFAULT_SECRET_KEY, startMoyasarStandin, TEST_CARDS, type MoyasarStandin } from '../index';
import { callApi, card } from './helpers';

let standin: MoyasarStandin;
beforeAll(async () => {
  standin = await startMoyasarStandin({ port: 0 });
});
afterAll(() => standin.stop());

const newInvoice = {
  amount: 14900,
  currency: 'SAR',
  description: 'اشتراك سمعة — الباقة الأساسية',
  callback_url: 'http://localhost:3000/api/payments/moyasar/webhook',
  success_url: 'http://localhost:4200/billing/return',
  back_url: 'http://localhost:4200/billing',
  expired_at: '2099-01-01T00:00:00.000Z',
  metadata: { subscription_id: 'sub-1', plan: 'basic' },
};

describe('POST /v1/invoices', () => {
  it('creates an initiated invoice with its hosted page URL and no payments', async () => {
    const { status, body } = await callApi(standin, 'POST', '/invoices', { body: newInvoice });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'initiated',
      amount: 14900,
      currency: 'SAR',
      amount_format: '149.00 SAR',
      description: newInvoice.description,
      callback_url: newInvoice.callback_url,
      success_url: newInvoice.success_url,
      back_url: newInvoice.back_url,
      expired_at: newInvoice.expired_at,
      metadata: newInvoice.metadata,
      payments: [],
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.url).toBe(`${standin.url}/invoices/${body.id}`);
    expect(Date.parse(body.created_at)).not.toBeNaN();
    expect(body.updated_at).toBe(body.created_at);
  });

  it('refuses what Moyasar refuses with 400 and the errors of each field', async () => {
    const { status, body } = await callApi(standin, 'POST', '/invoices', {
      body: { amount: 0, currency: 'USD', callback_url: 'not a url', expired_at: '2001-01-01T00:00:00Z' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      type: 'invalid_request_error',
      message: 'Validation Failed',
      errors: {
        amount: ['must be greater than 0'],
        currency: ['is not supported'],
        description: ["can't be blank"],
        callback_url: ['must be a valid URL'],
        expired_at: ['must be in the future'],
      },
    });
    const fractional = await callApi(standin, 'POST', '/invoices', { body: { ...newInvoice, amount: 10.5 } });
    expect(fractional.body.errors).toEqual({ amount: ['must be an integer'] });
  });

  it('accepts a form-encoded request with metadata[key] fields, as Moyasar does', async () => {
    const response = await fetch(`${standin.apiUrl}/invoices`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${DEFAULT_SECRET_KEY}:`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ amount: '500', description: 'Form', 'metadata[order]': '7' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ amount: 500, currency: 'SAR', metadata: { order: '7' } });
  });
});

describe('basic auth', () => {
  it.each([
    ['no credentials', null],
    ['another key', 'sk_test_someone_else'],
    ['the publishable key', 'pk_test_standin'],
  ])('refuses %s with 401 in Moyasar’s error shape and creates nothing', async (_label, key) => {
    const invoicesBefore = standin.invoices().length;
    for (const [method, path] of [
      ['POST', '/invoices'],
      ['GET', '/invoices/whatever'],
      ['GET', '/payments/whatever'],
    ] as const) {
      const { status, body } = await callApi(standin, method, path, {
        key,
        body: method === 'POST' ? newInvoice : undefined,
      });
      expect(status).toBe(401);
      expect(body).toEqual({
        type: 'authentication_error',
        message: 'Invalid authorization credentials',
        errors: null,
      });
    }
    expect(standin.invoices()).toHaveLength(invoicesBefore);
  });
});

describe('GET /v1/invoices/:id and /v1/payments/:id', () => {
  it('answers the invoice with its payments, and each payment with its masked card', async () => {
    const created = (await callApi(standin, 'POST', '/invoices', { body: newInvoice })).body;
    const declined = standin.pay(created.id, card(TEST_CARDS.visaDeclined));
    const paid = standin.pay(created.id, card(TEST_CARDS.madaPaid));

    const invoice = await callApi(standin, 'GET', `/invoices/${created.id}`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.status).toBe('paid');
    expect(
      invoice.body.payments.map((payment: { id: string; status: string }) => [payment.id, payment.status]),
    ).toEqual([
      [declined.id, 'failed'],
      [paid.id, 'paid'],
    ]);

    const payment = await callApi(standin, 'GET', `/payments/${paid.id}`);
    expect(payment.body).toMatchObject({
      id: paid.id,
      status: 'paid',
      amount: 14900,
      currency: 'SAR',
      invoice_id: created.id,
      description: newInvoice.description,
      metadata: newInvoice.metadata,
      source: {
        type: 'creditcard',
        company: 'mada',
        name: 'Noura Al-Harbi',
        number: '4201-32XX-XXXX-1010',
        message: 'APPROVED',
      },
    });
    expect(payment.body.fee).toBeGreaterThan(0);
    expect((await callApi(standin, 'GET', `/payments/${declined.id}`)).body.source).toMatchObject({
      company: 'visa',
      message: 'insufficient funds',
    });
  });

  it('answers 404 record_not_found for an unknown id', async () => {
    for (const path of ['/invoices/0b0c9a37-0000-4000-8000-000000000000', '/payments/nope']) {
      const { status, body } = await callApi(standin, 'GET', path);
      expect(status).toBe(404);
      expect(body).toEqual({ type: 'record_not_found', message: 'Object not found', errors: null });
    }
  });

  it('shows an invoice past its expired_at as expired, and it can no longer be paid', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const clocked = await startMoyasarStandin({ port: 0, now: () => now });
    try {
      const created = (
        await callApi(clocked, 'POST', '/invoices', {
          body: { ...newInvoice, expired_at: '2030-01-01T01:00:00Z' },
        })
      ).body;
      now = new Date('2030-01-01T02:00:00Z');
      expect((await callApi(clocked, 'GET', `/invoices/${created.id}`)).body.status).toBe('expired');
      expect(() => clocked.pay(created.id, card(TEST_CARDS.visaPaid))).toThrow(/expired/);
    } finally {
      await clocked.stop();
    }
  });
});
