// openInvoice: the amount a business is asked for, as an open invoice with its provider's hosted payment page.
// The provider's invoice is created first, under an id we choose, and only then is our invoice written (with that
// page) in one transaction that voids any other open invoice of the subscription: a provider that fails leaves
// nothing behind, and no open invoice ever lacks a payment URL. An open invoice for the same target is reused.
// That transaction locks the subscription first, so two checkouts at once take turns: the second finds the
// first's invoice (reused, or voided for its own) instead of colliding on the one-open-invoice index.
import { randomUUID } from 'node:crypto';
import type { BillingInterval, Checkout } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { readBillingSettings } from './billing-settings';
import { halalasOf, invoiceAmounts } from './billing-money';
import {
  findOpenInvoice,
  findPlan,
  findSubscription,
  insertOpenInvoice,
  readBuyer,
  replaceProviderInvoice,
  voidOpenInvoice,
  type InvoiceKind,
  type InvoiceRow,
} from './invoices-store';
import { paymentProviderOf } from './payment-provider-of';
import { paymentReturnUrl, paymentWebhookUrl, subscriptionPageUrl } from './payment-urls';
import { PaymentProviderError, type ProviderInvoice } from './provider';
import { sellerVatNumberOf } from './seller-vat-number';

/** What an invoice is for. Amounts are before VAT, in halalas. */
export interface InvoiceTarget {
  subscriptionId: string;
  kind: InvoiceKind;
  planId: string;
  interval: BillingInterval;
  periodStart: Date;
  periodEnd: Date;
  amountExclVatHalalas: number;
  dueAt: Date;
  /**
   * Asked again under the subscription's lock, just before the invoice is written: false skips it (renewals:
   * another run or process opened it meanwhile).
   */
  stillWanted?: (tx: SqlExecutor) => Promise<boolean>;
}

export interface OpenedInvoice {
  checkout: Checkout;
  /** False when an open invoice for the same target was reused. */
  created: boolean;
}

/** The provider did not answer (or refused): 502, nothing written. */
export function providerUnavailable(): AppError {
  return new AppError(502, 'paymentProviderUnavailable');
}

function checkoutOf(invoice: { id: string; payment_url: string | null; total: string }): Checkout {
  return {
    invoiceId: invoice.id,
    paymentUrl: invoice.payment_url ?? '',
    total: Number(invoice.total),
    currency: 'SAR',
  };
}

function sameTarget(invoice: InvoiceRow, target: InvoiceTarget, totalExclVat: string): boolean {
  return (
    invoice.kind === target.kind &&
    invoice.plan_id === target.planId &&
    invoice.billing_interval === target.interval &&
    invoice.amount_excl_vat === totalExclVat &&
    invoice.payment_url !== null
  );
}

function description(kind: InvoiceKind, planName: string, interval: BillingInterval): string {
  const what = { subscription: 'subscription', upgrade: 'upgrade', renewal: 'renewal' }[kind];
  return `Sumaa ${planName} (${interval}) ${what}`;
}

/**
 * Opens (or reuses) the invoice of `target` for the business and returns where to pay it; null when
 * `stillWanted` says no (another run opened it). Throws 502 paymentProviderUnavailable when the provider fails.
 */
export async function openInvoice(
  app: FastifyInstance,
  businessId: string,
  target: InvoiceTarget,
): Promise<OpenedInvoice | null> {
  const scope = { businessId, userId: null };
  const provider = paymentProviderOf(app);
  const vatNumber = sellerVatNumberOf(app);
  const amountExclVat = (target.amountExclVatHalalas / 100).toFixed(2);

  const prepared = await app.db.tenantTransaction(scope, async (tx) => {
    const existing = await findOpenInvoice(tx, target.subscriptionId);
    if (existing && sameTarget(existing, target, amountExclVat)) return { reuse: true, existing } as const;
    const plan = await findPlan(tx, target.planId);
    if (!plan) throw new AppError(404, 'planNotAvailable');
    const settings = await readBillingSettings(tx, vatNumber);
    const buyer = await readBuyer(tx);
    return { reuse: false, settings, buyer, planName: plan.name } as const;
  });
  if (prepared.reuse) return { checkout: checkoutOf(prepared.existing), created: false };

  const { settings, buyer, planName } = prepared;
  const amounts = invoiceAmounts(target.amountExclVatHalalas, settings.taxRatePercent);
  const invoiceId = randomUUID();
  let created;
  try {
    created = await provider.createInvoice({
      amountHalalas: amounts.totalHalalas,
      currency: 'SAR',
      description: description(target.kind, planName, target.interval),
      callbackUrl: paymentWebhookUrl(app),
      successUrl: paymentReturnUrl(app, invoiceId),
      backUrl: subscriptionPageUrl(app),
      metadata: { invoiceId, businessId },
    });
  } catch (error) {
    app.log.warn({ err: error, businessId }, 'the payment provider did not create an invoice');
    if (error instanceof PaymentProviderError) throw providerUnavailable();
    throw error;
  }

  const now = app.now();
  const inserted = await app.db.tenantTransaction(scope, async (tx) => {
    // The subscription's lock, then what another checkout may have written while the provider answered.
    if (!(await findSubscription(tx, target.subscriptionId))) {
      throw new AppError(404, 'subscriptionNotFound');
    }
    const existing = await findOpenInvoice(tx, target.subscriptionId);
    if (existing && sameTarget(existing, target, amounts.amountExclVat)) return existing;
    if (target.stillWanted && !(await target.stillWanted(tx))) return null;
    await voidOpenInvoice(tx, target.subscriptionId, now);
    await insertOpenInvoice(tx, {
      id: invoiceId,
      businessId,
      subscriptionId: target.subscriptionId,
      kind: target.kind,
      planId: target.planId,
      interval: target.interval,
      periodStart: target.periodStart,
      periodEnd: target.periodEnd,
      amountExclVat: amounts.amountExclVat,
      vatRate: amounts.vatRate,
      vatAmount: amounts.vatAmount,
      total: amounts.total,
      seller: settings.seller,
      buyer,
      provider: provider.name,
      providerInvoiceId: created.providerInvoiceId,
      paymentUrl: created.paymentUrl,
      dueAt: target.dueAt,
      now,
    });
    return true;
  });
  if (!inserted) return null;
  // The same invoice, opened by a concurrent checkout: ours at the provider is left unpaid (it expires there).
  if (inserted !== true) return { checkout: checkoutOf(inserted), created: false };
  return {
    checkout: {
      invoiceId,
      paymentUrl: created.paymentUrl,
      total: halalasOf(amounts.total) / 100,
      currency: 'SAR',
    },
    created: true,
  };
}

/**
 * Where to pay an open invoice: its page while the provider still takes payments on it, else a fresh one (an
 * expired or failed provider invoice) under the same invoice of ours.
 */
export async function checkoutForOpenInvoice(
  app: FastifyInstance,
  businessId: string,
  invoice: InvoiceRow,
  onPaidAtProvider: (current: ProviderInvoice) => Promise<void>,
): Promise<Checkout> {
  const provider = paymentProviderOf(app);
  try {
    if (invoice.provider_invoice_id && invoice.payment_url) {
      const current = await provider.fetchInvoice(invoice.provider_invoice_id);
      if (current.status === 'initiated') return checkoutOf(invoice);
      // Paid meanwhile (its webhook not here yet): credit it rather than ask again.
      if (current.status === 'paid') {
        await onPaidAtProvider(current);
        throw new AppError(409, 'noOpenInvoice');
      }
    }
    const created = await provider.createInvoice({
      amountHalalas: halalasOf(invoice.total),
      currency: 'SAR',
      description: description(invoice.kind, invoice.plan_name, invoice.billing_interval),
      callbackUrl: paymentWebhookUrl(app),
      successUrl: paymentReturnUrl(app, invoice.id),
      backUrl: subscriptionPageUrl(app),
      metadata: { invoiceId: invoice.id, businessId },
    });
    const replaced = await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
      replaceProviderInvoice(tx, invoice.id, created, app.now()),
    );
    if (!replaced) throw new AppError(409, 'noOpenInvoice');
    return checkoutOf({ id: invoice.id, payment_url: created.paymentUrl, total: invoice.total });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      app.log.warn({ err: error, businessId }, 'the payment provider did not answer for a checkout');
      throw providerUnavailable();
    }
    throw error;
  }
}
