// Moyasar's invoice and payment objects as its REST API renders them (amounts in halalas, times in ISO 8601).
export type InvoiceStatus = 'initiated' | 'paid' | 'failed' | 'expired' | 'canceled';
export type PaymentStatus = 'paid' | 'failed';
export type CardCompany = 'visa' | 'mada' | 'master' | 'amex';

export interface MoyasarPayment {
  id: string;
  status: PaymentStatus;
  amount: number;
  fee: number;
  currency: string;
  refunded: number;
  refunded_at: string | null;
  captured: number;
  captured_at: string | null;
  voided_at: string | null;
  description: string;
  amount_format: string;
  fee_format: string;
  refunded_format: string;
  captured_format: string;
  invoice_id: string;
  ip: string | null;
  callback_url: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  source: {
    type: 'creditcard';
    company: CardCompany;
    name: string;
    /** Masked as Moyasar shows it: 4111-11XX-XXXX-1111. */
    number: string;
    gateway_id: string;
    reference_number: string | null;
    token: null;
    message: string;
    transaction_url: null;
  };
}

export interface MoyasarInvoice {
  id: string;
  status: InvoiceStatus;
  amount: number;
  currency: string;
  description: string;
  amount_format: string;
  /** Its hosted payment page, on the stand-in. */
  url: string;
  logo_url: string | null;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  payments: MoyasarPayment[];
}

/** What a webhook POST carries to the invoice's callback_url. */
export interface MoyasarWebhookEvent {
  id: string;
  type: 'payment_paid' | 'payment_failed';
  created_at: string;
  secret_token: string;
  account_name: string;
  live: false;
  data: MoyasarPayment;
}

/** 10000 → "100.00 SAR", as Moyasar's `amount_format`. */
export function formatAmount(halalas: number, currency: string): string {
  return `${(halalas / 100).toFixed(2)} ${currency}`;
}
