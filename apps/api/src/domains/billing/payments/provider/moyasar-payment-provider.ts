// The PaymentProvider over Moyasar's REST API (https://api.moyasar.com/v1, or the local stand-in): Node's own fetch
// as the Google clients use it, basic auth with the secret key as the user name, a timeout per attempt (body
// included), answers checked with zod, and every failure mapped to PaymentProviderError with its retryable flag.
// Reads (GET) are tried up to three times on retryable failures; creating an invoice is tried once, because a
// lost answer may still have made one (the caller's retry makes a new invoice; the unpaid one expires).
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { MoyasarConfig } from '../../billing-config';
import {
  PaymentProviderError,
  PROVIDER_INVOICE_STATUSES,
  PROVIDER_PAYMENT_STATUSES,
  type CreatedProviderInvoice,
  type CreateProviderInvoiceInput,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderPayment,
} from './payment-provider';

const READ_MAX_ATTEMPTS = 3;
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

export interface MoyasarPaymentProviderOptions {
  config: Pick<MoyasarConfig, 'apiUrl' | 'secretKey' | 'timeoutMs'>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** First pause between read attempts, doubled each time (default 250 ms). */
  retryBaseMs?: number;
}

const metadataSchema = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) =>
    Object.fromEntries(Object.entries(value ?? {}).map(([key, entry]) => [key, String(entry)])),
  );
const paymentSchema = z.looseObject({
  id: z.string().min(1),
  status: z.enum(PROVIDER_PAYMENT_STATUSES),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  invoice_id: z.string().nullish(),
  metadata: metadataSchema,
  source: z.looseObject({ message: z.string().nullish() }).nullish(),
});
const invoiceSchema = z.looseObject({
  id: z.string().min(1),
  status: z.enum(PROVIDER_INVOICE_STATUSES),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  url: z.url(),
  metadata: metadataSchema,
  payments: z.array(paymentSchema).nullish(),
});
/** Moyasar's errors: `{ type, message, errors }`. */
const errorSchema = z.looseObject({
  type: z.string().nullish(),
  message: z.string().nullish(),
  errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])).nullish(),
});

/** By name: the DOMException fetch rejects with may come from another realm (jest), so no instanceof. */
function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

function toPayment(payment: z.output<typeof paymentSchema>): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status,
    amountHalalas: payment.amount,
    currency: payment.currency.toUpperCase(),
    invoiceId: payment.invoice_id ?? null,
    message: payment.source?.message ?? null,
    metadata: payment.metadata,
  };
}

export class MoyasarPaymentProvider implements PaymentProvider {
  readonly name = 'moyasar';
  private readonly config: MoyasarPaymentProviderOptions['config'];
  private readonly log: MoyasarPaymentProviderOptions['log'];
  private readonly retryBaseMs: number;

  constructor(options: MoyasarPaymentProviderOptions) {
    this.config = options.config;
    this.log = options.log;
    this.retryBaseMs = options.retryBaseMs ?? 250;
  }

  async createInvoice(input: CreateProviderInvoiceInput): Promise<CreatedProviderInvoice> {
    const body = {
      amount: input.amountHalalas,
      currency: input.currency,
      description: input.description,
      callback_url: input.callbackUrl,
      success_url: input.successUrl,
      back_url: input.backUrl,
      ...(input.expiresAt ? { expired_at: input.expiresAt.toISOString() } : {}),
      ...(input.metadata ? { metadata: input.metadata } : {}),
    };
    const invoice = await this.call('create invoice', 'POST', '/invoices', invoiceSchema, body);
    return { providerInvoiceId: invoice.id, status: invoice.status, paymentUrl: invoice.url };
  }

  async fetchInvoice(providerInvoiceId: string): Promise<ProviderInvoice> {
    const invoice = await this.call(
      'fetch invoice',
      'GET',
      `/invoices/${encodeURIComponent(providerInvoiceId)}`,
      invoiceSchema,
    );
    return {
      id: invoice.id,
      status: invoice.status,
      amountHalalas: invoice.amount,
      currency: invoice.currency.toUpperCase(),
      metadata: invoice.metadata,
      payments: (invoice.payments ?? []).map((payment) => {
        const { id, status, amountHalalas, currency } = toPayment(payment);
        return { id, status, amountHalalas, currency };
      }),
    };
  }

  async fetchPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const payment = await this.call(
      'fetch payment',
      'GET',
      `/payments/${encodeURIComponent(providerPaymentId)}`,
      paymentSchema,
    );
    return toPayment(payment);
  }

  private async call<T>(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    json?: unknown,
  ): Promise<T> {
    const { secretKey } = this.config;
    if (!secretKey) {
      throw new PaymentProviderError(
        `Moyasar ${operation}: no secret key is configured (MOYASAR_SECRET_KEY)`,
        {
          status: 0,
          code: 'NOT_CONFIGURED',
          retryable: false,
        },
      );
    }
    const maxAttempts = method === 'GET' ? READ_MAX_ATTEMPTS : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.attempt(operation, method, path, schema, secretKey, json);
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || !error.retryable || attempt >= maxAttempts)
          throw error;
        const waitMs = this.retryBaseMs * 2 ** (attempt - 1);
        this.log?.warn(
          { operation, status: error.status, code: error.code, attempt, waitMs },
          'Moyasar call failed; retrying',
        );
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }

  private async attempt<T>(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    secretKey: string,
    json: unknown,
  ): Promise<T> {
    const label = `Moyasar ${operation}`;
    let response: Response;
    let text: string;
    try {
      // The signal also bounds reading the body: a server that stalls mid-answer times out too.
      response = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(this.config.timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const timedOut = isTimeout(error);
      throw new PaymentProviderError(
        `${label}: ${timedOut ? `no answer within ${this.config.timeoutMs} ms` : `network error (${String((error as { message?: unknown } | null)?.message ?? error)})`}`,
        { status: 0, code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', retryable: true },
      );
    }

    let body: unknown = null;
    try {
      body = text.trim() === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      // not JSON: an error page of a proxy, or something that is not Moyasar
    }
    if (response.ok) {
      const parsed = schema.safeParse(body);
      if (parsed.success) return parsed.data;
      throw new PaymentProviderError(
        `${label}: unexpected answer (${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')})`,
        { status: response.status, code: 'INVALID_ANSWER', retryable: false },
      );
    }

    const failure = errorSchema.safeParse(body);
    const detail = failure.success ? failure.data : null;
    const fieldErrors = detail?.errors
      ? Object.fromEntries(
          Object.entries(detail.errors).map(([field, messages]) => [
            field,
            Array.isArray(messages) ? messages : [messages],
          ]),
        )
      : null;
    const status = response.status;
    const code =
      status === 401 || status === 403
        ? 'AUTHENTICATION'
        : status === 404
          ? 'NOT_FOUND'
          : RETRYABLE_STATUSES.has(status) || status >= 500
            ? 'UNAVAILABLE'
            : 'INVALID_REQUEST';
    const words = [detail?.type, detail?.message].filter(Boolean).join(' ');
    const fields = fieldErrors
      ? ` (${Object.entries(fieldErrors)
          .map(([field, messages]) => `${field} ${messages.join(', ')}`)
          .join('; ')})`
      : '';
    throw new PaymentProviderError(`${label}: HTTP ${status}${words ? ` ${words}` : ''}${fields}`, {
      status,
      code,
      retryable: code === 'UNAVAILABLE',
      fieldErrors,
    });
  }
}
