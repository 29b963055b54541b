// Crediting a payment the provider confirmed: the invoice becomes paid with the next sequential number, and the
// subscription moves as the invoice's kind says — all in one tenant transaction that locks the subscription and
// then the invoice (the order every checkout takes too, so none of them deadlock), so the webhook and the return
// page (whichever comes first) credit once and the other finds it paid. The receipt e-mail leaves after the
// commit.
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../../db/database';
import { readBusinessLanguage } from '../../businesses';
import { paymentReceiptEmail } from '../emails/payment-receipt-email';
import { formatInvoiceNumber, readBillingSettings } from './billing-settings';
import { halalasOf, periodEndFrom } from './billing-money';
import {
  activateSubscription,
  findInvoice,
  findOwner,
  findSubscription,
  markInvoicePaid,
  planNameIn,
  renewSubscription,
  takeNextInvoiceNumber,
  upgradeSubscription,
  type InvoiceRow,
} from './invoices-store';
import {
  emitPaymentEvent,
  emitSubscriptionStatusChanged,
  type SubscriptionStatusChange,
} from '../subscriptions/subscription-platform-events';
import { subscriptionPageUrl } from './payment-urls';
import { sellerVatNumberOf } from './seller-vat-number';

export type ApplyOutcome = 'applied' | 'alreadyPaid' | 'invoiceNotOpen' | 'unknownInvoice' | 'amountMismatch';

export interface AppliedPayment {
  outcome: ApplyOutcome;
  invoice: InvoiceRow | null;
  /** What the credit did to the subscription ('applied' only), for the platform's webhook. */
  change?: SubscriptionStatusChange;
}

export interface VerifiedPayment {
  providerPaymentId: string;
  amountHalalas: number;
  currency: string;
}

/**
 * Applies a verified payment to the business's invoice, inside `tx` (the business's tenant transaction): checks
 * amount and currency against the invoice (halalas), takes the next number, marks it paid and moves the
 * subscription. Returns what happened; only 'applied' changed anything.
 */
export async function applyPaidInvoice(
  app: FastifyInstance,
  tx: SqlExecutor,
  invoiceId: string,
  payment: VerifiedPayment,
): Promise<AppliedPayment> {
  const found = await findInvoice(tx, invoiceId);
  if (!found) return { outcome: 'unknownInvoice', invoice: null };
  const subscription = await findSubscription(tx, found.subscription_id);
  const invoice = (await findInvoice(tx, invoiceId, { forUpdate: true }))!;
  if (invoice.status === 'paid') return { outcome: 'alreadyPaid', invoice };
  if (invoice.status !== 'open') return { outcome: 'invoiceNotOpen', invoice };
  if (
    payment.amountHalalas !== halalasOf(invoice.total) ||
    payment.currency.toUpperCase() !== invoice.currency
  ) {
    return { outcome: 'amountMismatch', invoice };
  }
  const now = app.now();
  const settings = await readBillingSettings(tx, sellerVatNumberOf(app));
  const sequence = await takeNextInvoiceNumber(tx, settings.invoicePrefix);
  const number = formatInvoiceNumber(settings.invoicePrefix, sequence);
  // A first period (after a trial, an expiry or a cancellation) starts when it is paid, however long its invoice
  // waited; so does a renewal paid once the subscription has already ended.
  const ended = subscription?.status === 'cancelled' || subscription?.status === 'expired';
  const restart = invoice.kind === 'subscription' || (invoice.kind === 'renewal' && ended);
  const period = restart ? { start: now, end: periodEndFrom(now, invoice.billing_interval) } : null;
  await markInvoicePaid(tx, invoice.id, {
    number,
    providerPaymentId: payment.providerPaymentId,
    paidAt: now,
    period,
  });
  const paid: InvoiceRow = {
    ...invoice,
    status: 'paid',
    number,
    provider_payment_id: payment.providerPaymentId,
    paid_at: now,
    period_start: period?.start ?? invoice.period_start,
    period_end: period?.end ?? invoice.period_end,
  };
  if (restart) await activateSubscription(tx, paid, now);
  else if (invoice.kind === 'upgrade') await upgradeSubscription(tx, paid, now);
  else await renewSubscription(tx, paid, now);
  const change: SubscriptionStatusChange = {
    subscriptionId: invoice.subscription_id,
    businessId: invoice.business_id,
    planId: invoice.plan_id,
    ...(subscription && subscription.plan_id !== invoice.plan_id
      ? { previousPlanId: subscription.plan_id }
      : {}),
    from: subscription?.status ?? 'none',
    to: 'active',
    reason: restart ? 'activated' : invoice.kind === 'upgrade' ? 'upgraded' : 'renewed',
    billingInterval: invoice.billing_interval,
    amount: invoice.plan_period_price,
  };
  return { outcome: 'applied', invoice: paid, change };
}

/**
 * After the credit committed: payment.succeeded and the subscription's subscription.status_changed to the
 * platform's webhook (in the background; nothing waits for the receiver).
 */
export function announcePaidInvoice(app: FastifyInstance, credit: AppliedPayment): void {
  const invoice = credit.invoice;
  if (credit.outcome !== 'applied' || !invoice) return;
  emitPaymentEvent(app, 'payment.succeeded', paymentEventData(invoice));
  if (credit.change) emitSubscriptionStatusChanged(app, credit.change);
}

/** The invoice's ids and figures as the platform events carry them. */
export function paymentEventData(invoice: InvoiceRow) {
  return {
    businessId: invoice.business_id,
    subscriptionId: invoice.subscription_id,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    invoiceKind: invoice.kind,
    planId: invoice.plan_id,
    amountExclVat: invoice.amount_excl_vat,
    vatAmount: invoice.vat_amount,
    total: invoice.total,
    currency: invoice.currency,
    providerPaymentId: invoice.provider_payment_id,
  };
}

/** The owner's receipt for a paid invoice, in the business's language, linking to the billing history. */
export async function sendPaymentReceipt(
  app: FastifyInstance,
  businessId: string,
  invoice: InvoiceRow,
): Promise<void> {
  try {
    const { owner, language } = await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => ({
      owner: await findOwner(tx),
      language: await readBusinessLanguage(tx, businessId),
    }));
    if (!owner) return;
    app.mailer.dispatch(
      paymentReceiptEmail({
        to: owner.email,
        language,
        businessName: invoice.buyer.name,
        invoiceNumber: invoice.number ?? '',
        planName: planNameIn({ name: invoice.plan_name, translations: invoice.plan_translations }, language),
        total: invoice.total,
        vatAmount: invoice.vat_amount,
        periodStart: invoice.period_start,
        periodEnd: invoice.period_end,
        invoiceUrl: subscriptionPageUrl(app, { invoice: invoice.id }),
      }),
    );
  } catch (error) {
    // The payment is credited whatever happens to its receipt; the invoice stays in the billing history.
    app.log.error({ err: error, businessId, invoiceId: invoice.id }, 'the payment receipt was not sent');
  }
}
