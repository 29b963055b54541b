// The stand-in's invoices and payments, in memory: created through POST /v1/invoices, paid on the hosted page
// (or by tests through `pay`). Validation follows Moyasar's: 400 "Validation Failed" with the fields' errors.
import { randomUUID } from 'node:crypto';
import { formatAmount, type InvoiceStatus, type MoyasarInvoice, type MoyasarPayment } from './model';
import { cardCompany, cardOutcome, maskCardNumber, passesLuhn } from './test-cards';

export class ValidationError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('Validation Failed');
  }
}

export interface CardDetails {
  name: string;
  number: string;
  month: string;
  year: string;
  cvc: string;
}

/** Invoices Moyasar accepts: halalas, SAR (the stand-in's only currency), at most 30 metadata keys. */
const SUPPORTED_CURRENCIES = ['SAR'];
const MAX_METADATA_KEYS = 30;
const URL_FIELDS = ['callback_url', 'success_url', 'back_url', 'logo_url'] as const;
/** Moyasar's fee for the sandbox's figures: 2.75 % + 1 SAR (only so the payment carries a plausible one). */
const feeOf = (amount: number) => Math.round(amount * 0.0275) + 100;

interface StoredInvoice extends Omit<MoyasarInvoice, 'payments' | 'amount_format' | 'url'> {
  paymentIds: string[];
}

export class InvoiceStore {
  private readonly invoices = new Map<string, StoredInvoice>();
  private readonly payments = new Map<string, MoyasarPayment>();

  constructor(
    private readonly now: () => Date,
    private readonly pageUrl: (invoiceId: string) => string,
  ) {}

  create(body: Record<string, unknown>): MoyasarInvoice {
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);

    const amount = body.amount === undefined ? undefined : Number(body.amount);
    if (amount === undefined || body.amount === '' || body.amount === null) add('amount', "can't be blank");
    else if (!Number.isInteger(amount)) add('amount', 'must be an integer');
    else if (amount <= 0) add('amount', 'must be greater than 0');

    const currency = body.currency === undefined ? 'SAR' : String(body.currency).toUpperCase();
    if (!SUPPORTED_CURRENCIES.includes(currency)) add('currency', 'is not supported');

    const description = typeof body.description === 'string' ? body.description.trim() : '';
    if (!description) add('description', "can't be blank");

    const urls: Partial<Record<(typeof URL_FIELDS)[number], string | null>> = {};
    for (const field of URL_FIELDS) {
      const value = body[field];
      if (value === undefined || value === null || value === '') {
        urls[field] = null;
      } else if (typeof value !== 'string' || !/^https?:\/\//.test(value) || !URL.canParse(value)) {
        add(field, 'must be a valid URL');
      } else {
        urls[field] = value;
      }
    }

    let expiredAt: string | null = null;
    if (body.expired_at !== undefined && body.expired_at !== null && body.expired_at !== '') {
      const time = typeof body.expired_at === 'string' ? Date.parse(body.expired_at) : Number.NaN;
      if (Number.isNaN(time)) add('expired_at', 'is not a valid date');
      else if (time <= this.now().getTime()) add('expired_at', 'must be in the future');
      else expiredAt = new Date(time).toISOString();
    }

    let metadata: Record<string, string> | null = null;
    if (body.metadata !== undefined && body.metadata !== null) {
      if (typeof body.metadata !== 'object' || Array.isArray(body.metadata)) {
        add('metadata', 'must be an object');
      } else {
        const entries = Object.entries(body.metadata as Record<string, unknown>);
        if (entries.length > MAX_METADATA_KEYS)
          add('metadata', `must have at most ${MAX_METADATA_KEYS} keys`);
        metadata = Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
      }
    }

    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const now = this.now().toISOString();
    const invoice: StoredInvoice = {
      id: randomUUID(),
      status: 'initiated',
      amount: amount!,
      currency,
      description,
      logo_url: urls.logo_url ?? null,
      callback_url: urls.callback_url ?? null,
      success_url: urls.success_url ?? null,
      back_url: urls.back_url ?? null,
      expired_at: expiredAt,
      created_at: now,
      updated_at: now,
      metadata,
      paymentIds: [],
    };
    this.invoices.set(invoice.id, invoice);
    return this.render(invoice);
  }

  invoice(id: string): MoyasarInvoice | undefined {
    const stored = this.invoices.get(id);
    return stored && this.render(stored);
  }

  list(): MoyasarInvoice[] {
    return [...this.invoices.values()].reverse().map((invoice) => this.render(invoice));
  }

  payment(id: string): MoyasarPayment | undefined {
    const payment = this.payments.get(id);
    return payment && structuredClone(payment);
  }

  /**
   * A card payment of the invoice, as the hosted page makes it. Throws ValidationError for card details that
   * no gateway would send on (no payment is made); a declined card makes a failed payment and leaves the
   * invoice initiated, so it can be paid again.
   */
  pay(invoiceId: string, card: CardDetails, ip: string | null = null): MoyasarPayment {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new ValidationError({ invoice: ['not found'] });
    const status = this.statusOf(invoice);
    if (status !== 'initiated') throw new ValidationError({ invoice: [`is ${status}`] });
    const number = validateCard(card, this.now());

    const outcome = cardOutcome(number);
    const now = this.now().toISOString();
    const fee = outcome.status === 'paid' ? feeOf(invoice.amount) : 0;
    const payment: MoyasarPayment = {
      id: randomUUID(),
      status: outcome.status,
      amount: invoice.amount,
      fee,
      currency: invoice.currency,
      refunded: 0,
      refunded_at: null,
      captured: outcome.status === 'paid' ? invoice.amount : 0,
      captured_at: outcome.status === 'paid' ? now : null,
      voided_at: null,
      description: invoice.description,
      amount_format: formatAmount(invoice.amount, invoice.currency),
      fee_format: formatAmount(fee, invoice.currency),
      refunded_format: formatAmount(0, invoice.currency),
      captured_format: formatAmount(outcome.status === 'paid' ? invoice.amount : 0, invoice.currency),
      invoice_id: invoice.id,
      ip,
      callback_url: invoice.callback_url,
      created_at: now,
      updated_at: now,
      metadata: invoice.metadata && { ...invoice.metadata },
      source: {
        type: 'creditcard',
        company: cardCompany(number),
        name: card.name.trim(),
        number: maskCardNumber(number),
        gateway_id: `moyasar_standin_${randomUUID().slice(0, 8)}`,
        reference_number: outcome.status === 'paid' ? String(Math.floor(Math.random() * 1e12)) : null,
        token: null,
        message: outcome.message,
        transaction_url: null,
      },
    };
    this.payments.set(payment.id, payment);
    invoice.paymentIds.push(payment.id);
    invoice.updated_at = now;
    if (outcome.status === 'paid') invoice.status = 'paid';
    return structuredClone(payment);
  }

  private statusOf(invoice: StoredInvoice): InvoiceStatus {
    if (
      invoice.status === 'initiated' &&
      invoice.expired_at &&
      Date.parse(invoice.expired_at) <= this.now().getTime()
    ) {
      return 'expired';
    }
    return invoice.status;
  }

  private render(invoice: StoredInvoice): MoyasarInvoice {
    const { paymentIds, ...fields } = invoice;
    return {
      ...structuredClone(fields),
      status: this.statusOf(invoice),
      amount_format: formatAmount(invoice.amount, invoice.currency),
      url: this.pageUrl(invoice.id),
      payments: paymentIds.map((id) => structuredClone(this.payments.get(id)!)),
    };
  }
}

/** The card number without spaces or dashes, or ValidationError naming each wrong field. */
function validateCard(card: CardDetails, now: Date): string {
  const errors: Record<string, string[]> = {};
  const number = card.number.replace(/[\s-]/g, '');
  if (!card.name.trim()) errors.name = ["can't be blank"];
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) errors.number = ['is invalid'];
  const month = Number(card.month);
  const year = card.year.length === 2 ? 2000 + Number(card.year) : Number(card.year);
  if (!/^\d{1,2}$/.test(card.month) || month < 1 || month > 12) errors.month = ['is invalid'];
  if (!/^(\d{2}|\d{4})$/.test(card.year)) errors.year = ['is invalid'];
  else if (
    !errors.month &&
    (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
  ) {
    errors.year = ['card has expired'];
  }
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = ['is invalid'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return number;
}
