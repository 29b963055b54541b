// The super admin's subscribers and subscriptions (spec §2 "Admin console", §3 "Subscription list item",
// §7; issue 12). Every figure is real: revenue from paid invoices, reviews and rating from the business's
// reviews, last login from its owner.
import { z } from 'zod';
import { idSchema } from '../http/ids';
import { BILLING_INTERVALS, SUBSCRIPTION_STATUSES } from './subscription';

export const SUBSCRIPTION_SORT_FIELDS = [
  'createdAt',
  'name',
  'amount',
  'plan',
  'revenue',
  'reviews',
  'rating',
] as const;

const positiveInteger = (fallback: number, max?: number) => {
  const integer = z.coerce.number({ error: 'invalidValue' }).int('invalidValue').min(1, 'invalidValue');
  return (max === undefined ? integer : integer.max(max, 'invalidValue')).default(fallback);
};

/**
 * GET /api/subscriptions. `status` takes the stored statuses, `trial` (the subscribers screen's word for
 * trialing), `inactive` (cancelled or expired) or `all`; `plan` a plan id or `all`.
 */
export const subscriptionListQuerySchema = z.object({
  page: positiveInteger(1),
  pageSize: positiveInteger(10, 100),
  search: z.string({ error: 'invalidValue' }).trim().max(200, 'fieldTooLong').optional(),
  status: z
    .enum([...SUBSCRIPTION_STATUSES, 'trial', 'inactive', 'all'], { error: 'invalidValue' })
    .default('all'),
  plan: z.union([idSchema, z.literal('all')]).default('all'),
  sortBy: z.enum(SUBSCRIPTION_SORT_FIELDS, { error: 'invalidValue' }).default('createdAt'),
  sortDir: z.enum(['asc', 'desc'], { error: 'invalidValue' }).default('desc'),
});
export type SubscriptionListQuery = z.input<typeof subscriptionListQuerySchema>;
export type SubscriptionListFilters = z.output<typeof subscriptionListQuerySchema>;

export const subscriptionListItemSchema = z.object({
  // Spec §3 "Subscription list item (server)".
  id: z.string(),
  name: z.string(),
  email: z.string(),
  businessId: z.string(),
  planName: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string(),
  // What the subscribers and subscriptions screens show beyond it.
  planId: z.string(),
  ownerName: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  activityType: z.string().nullable(),
  amount: z.number(),
  currency: z.literal('SAR'),
  interval: z.enum(BILLING_INTERVALS),
  /** The amount per month (a yearly one counts as a twelfth); 0 unless active. */
  monthlyRevenue: z.number(),
  /** Sum of the business's paid invoices, VAT excluded. */
  revenue: z.number(),
  currentPeriodStart: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  reviewsCount: z.number().int(),
  rating: z.number().nullable(),
  lastPayment: z.object({ amount: z.number(), status: z.string(), date: z.string() }).nullable(),
});
export type SubscriptionListItem = z.infer<typeof subscriptionListItemSchema>;

/** Totals over every subscription (not only the page), for the screens' cards. */
export const subscriptionSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  trialing: z.number().int(),
  pastDue: z.number().int(),
  cancelled: z.number().int(),
  expired: z.number().int(),
  /** Paid invoices, VAT excluded. */
  totalRevenue: z.number(),
  /** Active subscriptions' monthly amounts, yearly ones as a twelfth. */
  monthlyRecurringRevenue: z.number(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const subscriptionPageSchema = z.object({
  items: z.array(subscriptionListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: subscriptionSummarySchema,
});
export type SubscriptionPage = z.infer<typeof subscriptionPageSchema>;

/** The statuses the super admin may set by hand. */
export const ADMIN_SETTABLE_STATUSES = ['active', 'cancelled'] as const;

/** What the spec's clients send for cancelling (its subscriptions screen knows "inactive", not "cancelled"). */
export const SPEC_INACTIVE_STATUS = 'inactive';

/** PUT /api/subscriptions/{id}/status (spec body: subscriptionId, newStatus; `inactive` means cancelled). */
export const subscriptionStatusBodySchema = z.object({
  subscriptionId: idSchema.optional(),
  newStatus: z.enum([...ADMIN_SETTABLE_STATUSES, SPEC_INACTIVE_STATUS], { error: 'invalidValue' }),
});

/** The status a request asks for, with the spec's `inactive` read as `cancelled`. */
export function settableStatusOf(
  newStatus: SubscriptionStatusBody['newStatus'],
): (typeof ADMIN_SETTABLE_STATUSES)[number] {
  return newStatus === SPEC_INACTIVE_STATUS ? 'cancelled' : newStatus;
}
export type SubscriptionStatusBody = z.input<typeof subscriptionStatusBodySchema>;
export const subscriptionParamsSchema = z.object({ id: idSchema });
