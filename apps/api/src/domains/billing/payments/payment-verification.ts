// What the provider tells us, verified before anything is credited: the webhook (its shared secret, each event id
// once, the payment and its invoice fetched from the provider rather than read from the body) and the payer's
// return (the invoice fetched from the provider, whatever the query says). Both end in applyPaidInvoice, in the
// business's own tenant transaction; the business is found through the jobs worker's policy, by ids only.
import { isId } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import {
  announcePaidInvoice,
  applyPaidInvoice,
  paymentEventData,
  sendPaymentReceipt,
  type AppliedPayment,
  type ApplyOutcome,
} from './apply-paid-invoice';
import { emitPaymentEvent } from '../subscriptions/subscription-platform-events';
import {
  findInvoice,
  findInvoiceOwner,
  paymentEventSeen,
  recordPaymentError,
  recordPaymentEvent,
  type InvoiceRow,
} from './invoices-store';
import { providerUnavailable } from './open-invoice';
import { paymentProviderOf } from './payment-provider-of';
import {
  PaymentProviderError,
  verifyWebhookSecret,
  type ProviderInvoice,
  type ProviderPayment,
} from './provider';

export type WebhookOutcome =
  ApplyOutcome | 'duplicate' | 'ignored' | 'paymentFailed' | 'notPaid' | 'unknownPayment';

export interface WebhookEvent {
  id: string;
  type: string;
  secret_token?: string;
  data?: { id: string };
}

/** Rolls the event's transaction back when another delivery of the same event id recorded it meanwhile. */
class EventAlreadyRecorded extends Error {}

async function fetchFromProvider<T>(app: FastifyInstance, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === 'NOT_FOUND') return null;
    app.log.warn({ err: error }, 'the payment provider did not answer a verification');
    throw providerUnavailable();
  }
}

function ourInvoiceIdOf(payment: ProviderPayment, invoice: ProviderInvoice | null): string | null {
  const id = invoice?.metadata.invoiceId ?? payment.metadata.invoiceId;
  return id && isId(id) ? id : null;
}

/**
 * POST /api/payments/moyasar/webhook: 401 webhookRejected without the right secret (nothing recorded); otherwise
 * the event is recorded once with its outcome, and a verified payment_paid credits its invoice.
 */
export async function handleProviderWebhook(
  app: FastifyInstance,
  event: WebhookEvent,
): Promise<{ outcome: WebhookOutcome }> {
  if (!verifyWebhookSecret(event.secret_token, app.config.moyasar.webhookSecret)) {
    app.log.warn(
      { eventId: event.id, type: event.type },
      'a payment webhook with a wrong secret was refused',
    );
    throw new AppError(401, 'webhookRejected');
  }
  const provider = paymentProviderOf(app);
  if (await paymentEventSeen(app.db, provider.name, event.id)) return { outcome: 'duplicate' };

  const record = async (outcome: WebhookOutcome, detail?: string) => {
    const first = await app.db.transaction((tx) =>
      recordPaymentEvent(tx, {
        provider: provider.name,
        eventId: event.id,
        type: event.type,
        outcome,
        detail,
        now: app.now(),
      }),
    );
    return { outcome: first ? outcome : ('duplicate' as const) };
  };

  const paymentId = event.data?.id;
  if ((event.type !== 'payment_paid' && event.type !== 'payment_failed') || !paymentId)
    return record('ignored');

  const payment = await fetchFromProvider(app, () => provider.fetchPayment(paymentId));
  if (!payment) return record('unknownPayment', paymentId);
  const providerInvoice = payment.invoiceId
    ? await fetchFromProvider(app, () => provider.fetchInvoice(payment.invoiceId!))
    : null;
  const owner = await findInvoiceOwner(app.db, {
    providerInvoiceId: payment.invoiceId,
    invoiceId: ourInvoiceIdOf(payment, providerInvoice),
  });
  if (!owner) return record('unknownInvoice', payment.invoiceId ?? paymentId);

  let applied: AppliedPayment | null = null;
  let failedInvoice: InvoiceRow | null = null;
  let outcome: WebhookOutcome;
  try {
    outcome = await app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, async (tx) => {
      let result: WebhookOutcome;
      if (event.type === 'payment_failed') {
        if (payment.status === 'paid') result = 'ignored';
        else {
          await recordPaymentError(tx, owner.invoiceId, payment.message ?? payment.status, app.now());
          failedInvoice = (await findInvoice(tx, owner.invoiceId)) ?? null;
          result = 'paymentFailed';
        }
      } else if (payment.status !== 'paid') {
        result = 'notPaid';
      } else {
        const credit = await applyPaidInvoice(app, tx, owner.invoiceId, {
          providerPaymentId: payment.id,
          amountHalalas: payment.amountHalalas,
          currency: payment.currency,
        });
        result = credit.outcome;
        if (credit.outcome === 'applied') applied = credit;
      }
      const first = await recordPaymentEvent(tx, {
        provider: provider.name,
        eventId: event.id,
        type: event.type,
        outcome: result,
        detail: `${owner.invoiceId} ${payment.id} ${payment.amountHalalas} ${payment.currency}`,
        now: app.now(),
      });
      if (!first) throw new EventAlreadyRecorded();
      return result;
    });
  } catch (error) {
    if (error instanceof EventAlreadyRecorded) return { outcome: 'duplicate' };
    throw error;
  }
  if (outcome === 'amountMismatch') {
    app.log.warn(
      {
        businessId: owner.businessId,
        invoiceId: owner.invoiceId,
        paymentId: payment.id,
        amountHalalas: payment.amountHalalas,
        currency: payment.currency,
      },
      'a payment whose amount or currency differ from its invoice was refused',
    );
  }
  if (outcome === 'invoiceNotOpen') {
    // Money taken at the provider for an invoice a later checkout voided: nothing is credited, someone refunds it.
    app.log.error(
      {
        businessId: owner.businessId,
        invoiceId: owner.invoiceId,
        paymentId: payment.id,
        amountHalalas: payment.amountHalalas,
      },
      'a payment for a voided invoice was not credited: refund it at the provider',
    );
  }
  if (applied) {
    const credit: AppliedPayment = applied;
    announcePaidInvoice(app, credit);
    if (credit.invoice) await sendPaymentReceipt(app, owner.businessId, credit.invoice);
  }
  if (failedInvoice) {
    const invoice: InvoiceRow = failedInvoice;
    emitPaymentEvent(app, 'payment.failed', {
      ...paymentEventData(invoice),
      providerPaymentId: payment.id,
      reason: payment.message ?? payment.status,
    });
  }
  return { outcome };
}

export type ReturnVerdict = 'paid' | 'failed' | 'pending';

/**
 * Verifies a provider invoice that says it is paid and credits ours (the return page, or a checkout that finds
 * the page already paid). Idempotent with the webhook: the invoice row is locked, the second finds it paid.
 */
export async function creditPaidProviderInvoice(
  app: FastifyInstance,
  businessId: string,
  invoiceId: string,
  providerInvoice: ProviderInvoice,
): Promise<ApplyOutcome | 'notPaid'> {
  const paid = providerInvoice.payments.find((payment) => payment.status === 'paid');
  if (providerInvoice.status !== 'paid' || !paid) return 'notPaid';
  const credit = await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    applyPaidInvoice(app, tx, invoiceId, {
      providerPaymentId: paid.id,
      amountHalalas: paid.amountHalalas,
      currency: paid.currency,
    }),
  );
  if (credit.outcome === 'amountMismatch') {
    app.log.warn(
      {
        businessId,
        invoiceId,
        paymentId: paid.id,
        amountHalalas: paid.amountHalalas,
        currency: paid.currency,
      },
      'a payment whose amount or currency differ from its invoice was refused',
    );
  }
  if (credit.outcome === 'applied' && credit.invoice) {
    announcePaidInvoice(app, credit);
    await sendPaymentReceipt(app, businessId, credit.invoice);
  }
  return credit.outcome;
}

/** GET /api/payments/moyasar/return?invoice=…: what the provider says of our invoice, credited if paid. */
export async function verifyReturningPayment(
  app: FastifyInstance,
  invoiceId: string | undefined,
): Promise<ReturnVerdict> {
  if (!invoiceId || !isId(invoiceId)) return 'failed';
  const owner = await findInvoiceOwner(app.db, { invoiceId });
  if (!owner) return 'failed';
  const invoice = await app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    findInvoice(tx, owner.invoiceId),
  );
  if (!invoice) return 'failed';
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status !== 'open' || !invoice.provider_invoice_id) return 'failed';
  let providerInvoice: ProviderInvoice | null;
  try {
    providerInvoice = await fetchFromProvider(app, () =>
      paymentProviderOf(app).fetchInvoice(invoice.provider_invoice_id!),
    );
  } catch {
    // The provider is not answering: the webhook will credit it; the page says it is being confirmed.
    return 'pending';
  }
  if (!providerInvoice) return 'failed';
  if (providerInvoice.metadata.invoiceId && providerInvoice.metadata.invoiceId !== invoice.id)
    return 'failed';
  if (providerInvoice.status === 'paid') {
    const outcome = await creditPaidProviderInvoice(app, owner.businessId, invoice.id, providerInvoice);
    return outcome === 'applied' || outcome === 'alreadyPaid' ? 'paid' : 'failed';
  }
  if (providerInvoice.status === 'initiated') {
    return providerInvoice.payments.some((payment) => payment.status === 'failed') ? 'failed' : 'pending';
  }
  return 'failed';
}
