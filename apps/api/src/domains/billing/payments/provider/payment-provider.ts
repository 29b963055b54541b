// What the billing code needs from a payment gateway, in our words (halalas, camelCase, Dates): an invoice paid on
// the provider's hosted page, then read back to verify before crediting. Moyasar is the one implementation
// (moyasar-payment-provider.ts); the interface keeps its wire format out of the subscription logic.

export const PROVIDER_INVOICE_STATUSES = [
  'initiated',
  'paid',
  'failed',
  'expired',
  'canceled',
  'refunded',
  'on_hold',
] as const;
export type ProviderInvoiceStatus = (typeof PROVIDER_INVOICE_STATUSES)[number];

export const PROVIDER_PAYMENT_STATUSES = [
  'initiated',
  'paid',
  'failed',
  'authorized',
  'captured',
  'refunded',
  'voided',
  'verified',
] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

export interface CreateProviderInvoiceInput {
  /** Integer halalas (100 = 1 SAR), > 0. */
  amountHalalas: number;
  currency: 'SAR';
  /** Shown to the payer on the hosted page. */
  description: string;
  /** Where the provider sends its webhooks (our POST /api/payments/moyasar/webhook). */
  callbackUrl: string;
  /** Where the payer's browser goes after paying. */
  successUrl: string;
  /** The hosted page's "back" link. */
  backUrl: string;
  /** After this the invoice can no longer be paid. */
  expiresAt?: Date;
  /** Echoed on the invoice, its payments and their webhooks (at most 30 keys). */
  metadata?: Record<string, string>;
}

export interface CreatedProviderInvoice {
  providerInvoiceId: string;
  status: ProviderInvoiceStatus;
  /** The hosted payment page to send the payer to. */
  paymentUrl: string;
}

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountHalalas: number;
  currency: string;
  /** The invoice it pays, when it was made through one. */
  invoiceId: string | null;
  /** The gateway's word on it: `APPROVED`, or why it was declined. */
  message: string | null;
  metadata: Record<string, string>;
}

export interface ProviderInvoice {
  id: string;
  status: ProviderInvoiceStatus;
  amountHalalas: number;
  currency: string;
  metadata: Record<string, string>;
  /** Every attempt to pay it, failed ones included, oldest first. */
  payments: Array<Pick<ProviderPayment, 'id' | 'status' | 'amountHalalas' | 'currency'>>;
}

export interface PaymentProvider {
  /** `moyasar`: stored beside each invoice and webhook event. */
  readonly name: string;
  createInvoice(input: CreateProviderInvoiceInput): Promise<CreatedProviderInvoice>;
  fetchInvoice(providerInvoiceId: string): Promise<ProviderInvoice>;
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
}

export type PaymentProviderErrorCode =
  /** No secret key configured: nothing was sent. */
  | 'NOT_CONFIGURED'
  /** The provider refused the key (401/403). */
  | 'AUTHENTICATION'
  /** The provider refused the request (400/422); `fieldErrors` says why. */
  | 'INVALID_REQUEST'
  | 'NOT_FOUND'
  /** 408, 429 or 5xx. */
  | 'UNAVAILABLE'
  | 'TIMEOUT'
  | 'NETWORK_ERROR'
  /** A 2xx answer of an unexpected shape. */
  | 'INVALID_ANSWER';

/**
 * A provider call that failed. `status` is the HTTP status (0 when no answer came), `retryable` whether the same
 * call later may succeed (timeouts, network errors, 408, 429, 5xx). The message names the operation and the
 * provider's words, never the secret key.
 */
export class PaymentProviderError extends Error {
  readonly status: number;
  readonly code: PaymentProviderErrorCode;
  readonly retryable: boolean;
  /** The provider's field errors of a refused request, e.g. `{ amount: ['must be greater than 0'] }`. */
  readonly fieldErrors: Record<string, string[]> | null;

  constructor(
    message: string,
    details: {
      status: number;
      code: PaymentProviderErrorCode;
      retryable: boolean;
      fieldErrors?: Record<string, string[]> | null;
    },
  ) {
    super(message);
    this.name = 'PaymentProviderError';
    this.status = details.status;
    this.code = details.code;
    this.retryable = details.retryable;
    this.fieldErrors = details.fieldErrors ?? null;
  }
}
