// The billing side of the signed platform events (issue 13): what a subscription's status change and a payment
// tell the platform's webhook. Each is emitted after its transaction committed (emitPlatformEvent never waits and
// never throws), so a rolled-back change is never announced and no request waits on the receiver.
import type { FastifyInstance } from 'fastify';
import { emitPlatformEvent } from '../../platform';

/** Why a subscription's status (or plan) changed. */
export type SubscriptionChangeReason =
  | 'trial_expired'
  | 'period_ended'
  | 'payment_overdue'
  | 'grace_period_ended'
  | 'cancelled_by_admin'
  | 'reactivated_by_admin'
  | 'activated'
  | 'renewed'
  | 'upgraded';

export interface SubscriptionStatusChange {
  subscriptionId: string;
  businessId: string;
  planId: string;
  /** The plan before, when it changed with this event (an upgrade, a renewal onto a waiting downgrade). */
  previousPlanId?: string;
  from: string;
  to: string;
  reason: SubscriptionChangeReason;
  billingInterval?: string;
  /** One period's price, SAR, as a decimal string. */
  amount?: string;
}

export function emitSubscriptionStatusChanged(app: FastifyInstance, change: SubscriptionStatusChange): void {
  emitPlatformEvent(app, 'subscription.status_changed', { ...change });
}

export interface PaymentEventData {
  businessId: string;
  subscriptionId: string;
  invoiceId: string;
  invoiceNumber: string | null;
  invoiceKind: string;
  planId: string;
  /** Decimal strings, SAR (the invoice's own figures). */
  amountExclVat: string;
  vatAmount: string;
  total: string;
  currency: string;
  providerPaymentId: string | null;
  /** The provider's reason, for a failed payment. */
  reason?: string;
}

export function emitPaymentEvent(
  app: FastifyInstance,
  type: 'payment.succeeded' | 'payment.failed',
  data: PaymentEventData,
): void {
  emitPlatformEvent(app, type, { ...data });
}
