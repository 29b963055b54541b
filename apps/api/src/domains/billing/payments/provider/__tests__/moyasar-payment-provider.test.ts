// The Moyasar provider against the local Moyasar stand-in (tools/moyasar-standin) in this process, over real HTTP:
// invoices created and read back, payments verified, the webhook's token checked, and each kind of failure
// mapped to PaymentProviderError with the right retryable flag.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMoyasarStandin, TEST_CARDS, type MoyasarStandin } from '@sumaa/moyasar-standin';
import { MoyasarPaymentProvider, PaymentProviderError, verifyWebhookSecret } from '..';

let standin: MoyasarStandin;
let provider: MoyasarPaymentProvider;
beforeAll(async () => {
  standin = await startMoyasarStandin({ port: 0, webhookRetryDelaysMs: [10] });
  provider = providerAt(standin.apiUrl);
});
afterAll(() => standin.stop());

function providerAt(apiUrl: string, secretKey: string | undefined = standin.secretKey, timeoutMs = 3000) {
  return new MoyasarPaymentProvider({ config: { apiUrl, secretKey, timeoutMs }, retryBaseMs: 5 });
}

const invoiceInput = {
  amountHalalas: 34_500,
  currency: 'SAR' as const,
  description: 'سمعة — الباقة الاحترافية، شهر واحد',
  callbackUrl: 'http://localhost:3000/api/payments/moyasar/webhook',
  successUrl: 'http://localhost:3000/api/payments/moyasar/return',
  backUrl: 'http://localhost:4200/customer/subscription',
  expiresAt: new Date('2099-01-01T00:00:00Z'),
  metadata: { invoiceId: 'inv-1', businessId: 'biz-1' },
};

const card = (number: string) => ({ name: 'Faisal', number, month: '12', year: '2099', cvc: '123' });

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** A local HTTP server (a merchant's webhook endpoint, or something that is not Moyasar); counts its requests. */
async function startServer(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    odd.requests += 1;
    handle(request, response);
  });
  const odd = { requests: 0, url: '' };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  odd.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    odd,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('MoyasarPaymentProvider', () => {
  it('creates an invoice with every field Moyasar takes and answers its hosted page', async () => {
    const created = await provider.createInvoice(invoiceInput);
    expect(created).toEqual({
      providerInvoiceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'initiated',
      paymentUrl: `${standin.url}/invoices/${created.providerInvoiceId}`,
    });
    expect(standin.invoice(created.providerInvoiceId)).toMatchObject({
      amount: 34_500,
      currency: 'SAR',
      description: invoiceInput.description,
      callback_url: invoiceInput.callbackUrl,
      success_url: invoiceInput.successUrl,
      back_url: invoiceInput.backUrl,
      expired_at: '2099-01-01T00:00:00.000Z',
      metadata: invoiceInput.metadata,
    });
  });

  it('reads back an invoice with its payments, failed ones included, and each payment', async () => {
    const { providerInvoiceId } = await provider.createInvoice(invoiceInput);
    expect(await provider.fetchInvoice(providerInvoiceId)).toEqual({
      id: providerInvoiceId,
      status: 'initiated',
      amountHalalas: 34_500,
      currency: 'SAR',
      metadata: invoiceInput.metadata,
      payments: [],
    });

    const declined = standin.pay(providerInvoiceId, card(TEST_CARDS.visaDeclined));
    const paid = standin.pay(providerInvoiceId, card(TEST_CARDS.madaPaid));
    expect(await provider.fetchInvoice(providerInvoiceId)).toMatchObject({
      status: 'paid',
      payments: [
        { id: declined.id, status: 'failed', amountHalalas: 34_500, currency: 'SAR' },
        { id: paid.id, status: 'paid', amountHalalas: 34_500, currency: 'SAR' },
      ],
    });
    expect(await provider.fetchPayment(paid.id)).toEqual({
      id: paid.id,
      status: 'paid',
      amountHalalas: 34_500,
      currency: 'SAR',
      invoiceId: providerInvoiceId,
      message: 'APPROVED',
      metadata: invoiceInput.metadata,
    });
    expect(await provider.fetchPayment(declined.id)).toMatchObject({
      status: 'failed',
      message: 'insufficient funds',
    });
  });

  it('receives the webhook of a payment with the token verifyWebhookSecret accepts, and verifies it by a fetch', async () => {
    const received: unknown[] = [];
    const { odd: receiver, stop } = await startServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(204).end();
    });
    try {
      const { providerInvoiceId } = await provider.createInvoice({
        ...invoiceInput,
        callbackUrl: receiver.url.replace(/\/v1$/, '/api/payments/moyasar/webhook'),
      });
      standin.pay(providerInvoiceId, card(TEST_CARDS.visaPaid));
      await standin.webhooksSettled();

      expect(received).toHaveLength(1);
      const event = received[0] as { type: string; secret_token: string; data: { id: string } };
      expect(event.type).toBe('payment_paid');
      expect(verifyWebhookSecret(event.secret_token, standin.webhookSecret)).toBe(true);
      expect(verifyWebhookSecret(event.secret_token, 'whsec_another_endpoint')).toBe(false);
      await expect(provider.fetchPayment(event.data.id)).resolves.toMatchObject({
        status: 'paid',
        amountHalalas: invoiceInput.amountHalalas,
        currency: 'SAR',
        invoiceId: providerInvoiceId,
      });
    } finally {
      await stop();
    }
  });
});

describe('MoyasarPaymentProvider failures', () => {
  it('a refused secret key: AUTHENTICATION, not retryable, and the key is never in the message', async () => {
    const error = await failureOf(
      providerAt(standin.apiUrl, 'sk_test_wrong_key').createInvoice(invoiceInput),
    );
    expect(error).toMatchObject({ status: 401, code: 'AUTHENTICATION', retryable: false });
    expect(error.message).toContain('authentication_error');
    expect(error.message).not.toContain('sk_test_wrong_key');
  });

  it('a refused invoice: INVALID_REQUEST with Moyasar’s field errors, not retryable', async () => {
    const error = await failureOf(provider.createInvoice({ ...invoiceInput, amountHalalas: 0 }));
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      retryable: false,
      fieldErrors: { amount: ['must be greater than 0'] },
    });
    expect(error.message).toContain('amount must be greater than 0');
  });

  it('an unknown invoice or payment: NOT_FOUND, not retryable', async () => {
    for (const call of [provider.fetchInvoice('no-such-invoice'), provider.fetchPayment('no-such-payment')]) {
      expect(await failureOf(call)).toMatchObject({ status: 404, code: 'NOT_FOUND', retryable: false });
    }
  });

  it('no secret key configured: NOT_CONFIGURED before anything is sent', async () => {
    const unconfigured = new MoyasarPaymentProvider({
      config: { apiUrl: 'http://127.0.0.1:9/v1', secretKey: undefined, timeoutMs: 3000 },
    });
    const error = await failureOf(unconfigured.fetchInvoice('any'));
    expect(error).toMatchObject({ status: 0, code: 'NOT_CONFIGURED', retryable: false });
  });

  it('nobody listening: NETWORK_ERROR, retryable', async () => {
    const error = await failureOf(providerAt('http://127.0.0.1:9/v1').fetchPayment('any'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', retryable: true });
  });

  it('a 503: UNAVAILABLE and retryable; reads are tried three times, creating an invoice once', async () => {
    const { odd, stop } = await startServer((_request, response) =>
      response
        .writeHead(503, { 'content-type': 'text/html' })
        .end('<html><body>Service Unavailable</body></html>'),
    );
    try {
      const oddProvider = providerAt(odd.url);
      expect(await failureOf(oddProvider.fetchInvoice('x'))).toMatchObject({
        status: 503,
        code: 'UNAVAILABLE',
        retryable: true,
      });
      expect(odd.requests).toBe(3);
      odd.requests = 0;
      expect(await failureOf(oddProvider.createInvoice(invoiceInput))).toMatchObject({ code: 'UNAVAILABLE' });
      expect(odd.requests).toBe(1);
    } finally {
      await stop();
    }
  });

  it('no answer in time: TIMEOUT, retryable', async () => {
    const { odd, stop } = await startServer(() => undefined); // never answers
    try {
      const error = await failureOf(providerAt(odd.url, standin.secretKey, 150).createInvoice(invoiceInput));
      expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', retryable: true });
      expect(error.message).toContain('no answer within 150 ms');
    } finally {
      await stop();
    }
  });

  it('a 200 that is not an invoice: INVALID_ANSWER, not retryable', async () => {
    const { odd, stop } = await startServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"x","status":"mystery"}'),
    );
    try {
      expect(await failureOf(providerAt(odd.url).fetchInvoice('x'))).toMatchObject({
        status: 200,
        code: 'INVALID_ANSWER',
        retryable: false,
      });
    } finally {
      await stop();
    }
  });
});
