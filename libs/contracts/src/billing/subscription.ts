// The business's own subscription (spec §3 "Subscription (business)", issue 12): what it pays for, what it has
// used of its plan's limits, and the calls that change it. Amounts are SAR; dates are ISO strings.
import { z } from 'zod';
import { idSchema } from '../http/ids';

/** Statuses as stored and as the admin's lists show them. */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The business's view names a trial `trial`, as spec §3 has it; the other statuses are the stored ones. */
export const BUSINESS_SUBSCRIPTION_STATUSES = [
  'trial',
  'active',
  'past_due',
  'cancelled',
  'expired',
] as const;
export type BusinessSubscriptionStatus = (typeof BUSINESS_SUBSCRIPTION_STATUSES)[number];

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Days of a trial unless the platform's setting says otherwise (spec §9). */
export const DEFAULT_TRIAL_DAYS = 14;
/** The product's own cap on followed competitors; a plan may allow fewer. */
export const MAX_COMPETITORS_CAP = 5;

/** One limit of the plan against what the business used (null limit = unlimited). */
export const usageMeterSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
});
export type UsageMeter = z.infer<typeof usageMeterSchema>;

export const subscriptionUsageSchema = z.object({
  /** Reviews brought in by sync in the current calendar month (business time zone). */
  reviewsThisMonth: usageMeterSchema,
  /** Active members plus pending invitations (the owner included). */
  teamMembers: usageMeterSchema,
  /** AI reply drafts made this calendar month. */
  aiRepliesThisMonth: usageMeterSchema,
  competitors: usageMeterSchema,
});
export type SubscriptionUsage = z.infer<typeof subscriptionUsageSchema>;

/** The open invoice waiting for payment (past due, or a checkout not finished). */
export const openInvoiceSchema = z.object({
  id: z.string(),
  total: z.number(),
  currency: z.literal('SAR'),
  dueAt: z.string(),
  paymentUrl: z.string().nullable(),
});

/** GET /api/subscriptions/Single: spec §3's fields first, then what the subscription screen and banner need. */
export const businessSubscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  status: z.enum(BUSINESS_SUBSCRIPTION_STATUSES),
  /** The price of one period of the current plan and interval, before VAT. */
  amount: z.number(),
  currency: z.literal('SAR'),
  interval: z.enum(BILLING_INTERVALS),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** When the next payment is due; null when none will be (cancelled, expired, cancelling at period end). */
  nextBilling: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEndsAt: z.string().nullable(),
  /** Whole days left of the trial (0 on its last day); null outside a trial. */
  trialDaysLeft: z.number().int().nullable(),
  /** Syncing and replying need a trial, an active or a past-due (grace) subscription; reading never stops. */
  canSync: z.boolean(),
  canReply: z.boolean(),
  /** A downgrade waiting for the next period. */
  pendingChange: z
    .object({
      planId: z.string(),
      planName: z.string(),
      interval: z.enum(BILLING_INTERVALS),
      effectiveAt: z.string(),
    })
    .nullable(),
  openInvoice: openInvoiceSchema.nullable(),
  usage: subscriptionUsageSchema,
  vatRate: z.number(),
});
export type BusinessSubscription = z.infer<typeof businessSubscriptionSchema>;

/** POST /api/subscriptions/change-plan: pay for a plan (after a trial or expiry, an upgrade) or schedule a downgrade. */
export const changePlanBodySchema = z.object({
  planId: idSchema,
  interval: z.enum(BILLING_INTERVALS, { error: 'invalidValue' }).default('monthly'),
});
export type ChangePlanBody = z.input<typeof changePlanBodySchema>;

/** Where to pay: the provider's hosted page for the invoice just opened. */
export const checkoutSchema = z.object({
  invoiceId: z.string(),
  paymentUrl: z.string(),
  total: z.number(),
  currency: z.literal('SAR'),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const changePlanResultSchema = z.object({
  subscription: businessSubscriptionSchema,
  /** Set when the change needs a payment first (it takes effect once paid); null when it was scheduled. */
  checkout: checkoutSchema.nullable(),
});
export type ChangePlanResult = z.infer<typeof changePlanResultSchema>;
