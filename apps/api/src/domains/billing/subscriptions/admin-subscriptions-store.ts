// The super admin's subscriptions (spec §2 "subscribers", "subscriptions"; issue 12): every business's
// current subscription with its real figures, in the platform admin's transaction (migration 020's policies
// let it read every business). One statement per need — the page, its count, the summary — each figure from
// a grouped CTE (never a query per row): revenue from paid invoices (VAT excluded), reviews and rating from the
// business's reviews, the owner's last sign-in, the latest paid or failed payment.
import type { SubscriptionListFilters, SubscriptionListItem, SubscriptionSummary } from '@sumaa/contracts';
import type { SqlExecutor, SqlParameter } from '../../../db/database';

/** A business's current subscription is its newest one. */
const FIGURES = `
  current_subscription AS (
    SELECT DISTINCT ON (s.business_id) s.*
      FROM subscriptions s
     ORDER BY s.business_id, s.created_at DESC, s.id DESC
  ),
  paid AS (
    SELECT business_id, sum(amount_excl_vat) AS revenue
      FROM invoices WHERE status = 'paid' GROUP BY business_id
  ),
  review_figures AS (
    SELECT business_id, count(*)::int AS reviews_count, avg(stars)::float8 AS rating
      FROM reviews GROUP BY business_id
  ),
  last_payment AS (
    SELECT DISTINCT ON (business_id) business_id, total,
           CASE WHEN status = 'paid' THEN 'paid' ELSE 'failed' END AS status,
           coalesce(paid_at, updated_at) AS at
      FROM invoices
     WHERE status = 'paid' OR last_payment_error IS NOT NULL
     ORDER BY business_id, coalesce(paid_at, updated_at) DESC, id DESC
  ),
  owner AS (
    SELECT m.business_id, u.full_name, u.email, u.phone, u.last_login_at
      FROM business_members m JOIN users u ON u.id = m.user_id
     WHERE m.is_owner
  ),
  listed AS (
    SELECT s.id, s.business_id, s.plan_id, s.status, s.billing_interval, s.amount, s.trial_ends_at,
           s.current_period_start, s.current_period_end, s.cancel_at_period_end, s.created_at,
           b.name AS business_name, b.email AS business_email, b.phone AS business_phone, b.city, b.industry,
           coalesce(p.translations #>> ARRAY[$1::text, 'name'], p.translations #>> '{en,name}', p.name)
             AS plan_name,
           o.full_name AS owner_name, o.email AS owner_email, o.phone AS owner_phone, o.last_login_at,
           coalesce(paid.revenue, 0) AS revenue,
           CASE WHEN s.status <> 'active' THEN 0
                WHEN s.billing_interval = 'yearly' THEN round(s.amount / 12, 2)
                ELSE s.amount END AS monthly_revenue,
           coalesce(r.reviews_count, 0) AS reviews_count, r.rating,
           lp.total AS last_payment_amount, lp.status AS last_payment_status, lp.at AS last_payment_at
      FROM current_subscription s
      JOIN businesses b ON b.business_id = s.business_id
      JOIN plans p ON p.id = s.plan_id
      LEFT JOIN owner o ON o.business_id = s.business_id
      LEFT JOIN paid ON paid.business_id = s.business_id
      LEFT JOIN review_figures r ON r.business_id = s.business_id
      LEFT JOIN last_payment lp ON lp.business_id = s.business_id
  )`;

const STATUS_FILTER: Record<SubscriptionListFilters['status'], readonly string[] | null> = {
  all: null,
  trial: ['trialing'],
  inactive: ['cancelled', 'expired'],
  trialing: ['trialing'],
  active: ['active'],
  past_due: ['past_due'],
  cancelled: ['cancelled'],
  expired: ['expired'],
};

/** Sort columns by the contract's names; each ends on the id so pages never overlap. */
const SORT_COLUMNS: Record<SubscriptionListFilters['sortBy'], string> = {
  createdAt: 'created_at',
  name: 'lower(business_name)',
  amount: 'amount',
  plan: 'lower(plan_name)',
  revenue: 'revenue',
  reviews: 'reviews_count',
  rating: 'coalesce(rating, 0)',
};

export type SubscriptionListSelection = Omit<SubscriptionListFilters, 'page' | 'pageSize'> & {
  /** Only this subscription (the status change answers with its row). */
  subscriptionId?: string;
};

function whereClause(selection: SubscriptionListSelection, parameters: SqlParameter[]): string {
  const conditions: string[] = [];
  const statuses = STATUS_FILTER[selection.status];
  if (statuses) {
    parameters.push(statuses);
    conditions.push(`status = ANY($${parameters.length}::text[])`);
  }
  if (selection.plan !== 'all') {
    parameters.push(selection.plan);
    conditions.push(`plan_id = $${parameters.length}::uuid`);
  }
  if (selection.subscriptionId) {
    parameters.push(selection.subscriptionId);
    conditions.push(`id = $${parameters.length}::uuid`);
  }
  const search = selection.search?.trim();
  if (search) {
    parameters.push(`%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    const pattern = `$${parameters.length}`;
    conditions.push(
      `(business_name ILIKE ${pattern} OR owner_name ILIKE ${pattern} OR owner_email ILIKE ${pattern}
        OR business_email ILIKE ${pattern})`,
    );
  }
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

interface ListedRow {
  id: string;
  business_id: string;
  plan_id: string;
  status: SubscriptionListItem['status'];
  billing_interval: SubscriptionListItem['interval'];
  amount: string;
  trial_ends_at: Date | null;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  created_at: Date;
  business_name: string;
  business_email: string;
  business_phone: string;
  city: string;
  industry: string;
  plan_name: string;
  owner_name: string | null;
  owner_email: string | null;
  owner_phone: string | null;
  last_login_at: Date | null;
  revenue: string;
  monthly_revenue: string;
  reviews_count: number;
  rating: number | null;
  last_payment_amount: string | null;
  last_payment_status: string | null;
  last_payment_at: Date | null;
}

const orNull = (text: string | null | undefined) => (text && text.trim() ? text : null);

function itemOf(row: ListedRow): SubscriptionListItem {
  return {
    id: row.id,
    name: row.business_name,
    email: row.owner_email ?? row.business_email,
    businessId: row.business_id,
    planName: row.plan_name,
    status: row.status,
    trialEnd: row.trial_ends_at?.toISOString() ?? null,
    currentPeriodEnd: row.current_period_end.toISOString(),
    planId: row.plan_id,
    ownerName: row.owner_name ?? '',
    phone: orNull(row.business_phone) ?? orNull(row.owner_phone),
    city: orNull(row.city),
    activityType: orNull(row.industry),
    amount: Number(row.amount),
    currency: 'SAR',
    interval: row.billing_interval,
    monthlyRevenue: Number(row.monthly_revenue),
    revenue: Number(row.revenue),
    currentPeriodStart: row.current_period_start.toISOString(),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    reviewsCount: row.reviews_count,
    rating: row.rating === null ? null : Math.round(row.rating * 100) / 100,
    lastPayment:
      row.last_payment_at && row.last_payment_status
        ? {
            amount: Number(row.last_payment_amount),
            status: row.last_payment_status,
            date: row.last_payment_at.toISOString(),
          }
        : null,
  };
}

/** The selected subscriptions, sorted; `page` limits them to one page (else all: the CSV export). */
export async function listSubscriptions(
  tx: SqlExecutor,
  selection: SubscriptionListSelection,
  options: { language: string; page?: { page: number; pageSize: number } },
): Promise<SubscriptionListItem[]> {
  const parameters: SqlParameter[] = [options.language];
  const where = whereClause(selection, parameters);
  const direction = selection.sortDir === 'asc' ? 'ASC' : 'DESC';
  let limit = '';
  if (options.page) {
    parameters.push(options.page.pageSize, (options.page.page - 1) * options.page.pageSize);
    limit = `LIMIT $${parameters.length - 1} OFFSET $${parameters.length}`;
  }
  const rows = await tx.query<ListedRow>(
    `WITH ${FIGURES}
     SELECT * FROM listed ${where}
      ORDER BY ${SORT_COLUMNS[selection.sortBy]} ${direction}, id ${direction}
      ${limit}`,
    parameters,
  );
  return rows.map(itemOf);
}

export async function countSubscriptions(
  tx: SqlExecutor,
  selection: SubscriptionListSelection,
): Promise<number> {
  const parameters: SqlParameter[] = ['en'];
  const where = whereClause(selection, parameters);
  const [row] = await tx.query<{ total: number }>(
    `WITH ${FIGURES} SELECT count(*)::int AS total FROM listed ${where}`,
    parameters,
  );
  return row.total;
}

/** The screens' cards, over every business's current subscription (not the filtered page). */
export async function summarizeSubscriptions(tx: SqlExecutor): Promise<SubscriptionSummary> {
  const [row] = await tx.query<{
    total: number;
    active: number;
    trialing: number;
    past_due: number;
    cancelled: number;
    expired: number;
    total_revenue: string;
    monthly_recurring_revenue: string;
  }>(
    `WITH ${FIGURES}
     SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'active')::int AS active,
            count(*) FILTER (WHERE status = 'trialing')::int AS trialing,
            count(*) FILTER (WHERE status = 'past_due')::int AS past_due,
            count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
            count(*) FILTER (WHERE status = 'expired')::int AS expired,
            (SELECT coalesce(sum(revenue), 0) FROM paid)::text AS total_revenue,
            coalesce(sum(monthly_revenue), 0)::text AS monthly_recurring_revenue
       FROM listed`,
    ['en'],
  );
  return {
    total: row.total,
    active: row.active,
    trialing: row.trialing,
    pastDue: row.past_due,
    cancelled: row.cancelled,
    expired: row.expired,
    totalRevenue: Number(row.total_revenue),
    monthlyRecurringRevenue: Number(row.monthly_recurring_revenue),
  };
}

export interface SubscriptionForStatusChange {
  id: string;
  business_id: string;
  status: SubscriptionListItem['status'];
  plan_id: string;
}

export async function lockSubscription(
  tx: SqlExecutor,
  id: string,
): Promise<SubscriptionForStatusChange | null> {
  const [row] = await tx.query<SubscriptionForStatusChange>(
    'SELECT id, business_id, status, plan_id FROM subscriptions WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row ?? null;
}

/** Cancelled now, by the platform: the data stays, the business can no longer sync or reply. */
export async function cancelSubscriptionNow(tx: SqlExecutor, id: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE subscriptions
        SET status = 'cancelled', ended_at = $2, cancel_at_period_end = false, updated_at = $2
      WHERE id = $1`,
    [id, now],
  );
}

/** Active again, for a new period of its interval starting now. */
export async function reactivateSubscription(tx: SqlExecutor, id: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE subscriptions
        SET status = 'active', current_period_start = $2,
            current_period_end = $2::timestamptz
              + CASE billing_interval WHEN 'yearly' THEN interval '1 year' ELSE interval '1 month' END,
            ended_at = NULL, past_due_since = NULL, cancel_at_period_end = false, updated_at = $2
      WHERE id = $1`,
    [id, now],
  );
}

export interface StatusMailRecipient {
  ownerName: string;
  ownerEmail: string;
  businessName: string;
  language: string;
}

export async function findOwnerToTell(
  tx: SqlExecutor,
  businessId: string,
): Promise<StatusMailRecipient | null> {
  const [row] = await tx.query<StatusMailRecipient>(
    `SELECT u.full_name AS "ownerName", u.email AS "ownerEmail", b.name AS "businessName",
            coalesce(bs.settings #>> '{preferences,language}', 'ar') AS language
       FROM businesses b
       JOIN business_members m ON m.business_id = b.business_id AND m.is_owner
       JOIN users u ON u.id = m.user_id
       LEFT JOIN business_settings bs ON bs.business_id = b.business_id
      WHERE b.business_id = $1`,
    [businessId],
  );
  return row ?? null;
}
