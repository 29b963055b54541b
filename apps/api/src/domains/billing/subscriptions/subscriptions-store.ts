// The subscriptions domain's SQL: the trial a company registration starts, the business's current
// subscription and its plan, what it used of the plan's limits, cancel and undo, the billing settings, and the
// lifecycle's cross-tenant look and its once-only events. Tenant functions run in the business's tenant
// transaction; the lifecycle's look runs as the jobs worker (migration 019's `*_for_the_jobs_worker`).
import type { BillingInterval, Language, SubscriptionStatus } from '@sumaa/contracts';
import { z } from 'zod';
import type { Database, SqlExecutor } from '../../../db/database';
import { PLATFORM_SETTING_DEFAULTS } from '../../../db/seeds/platform-settings';

/** End of the business's trial, if its current subscription is still trialing (run in the business's tenant scope). */
export async function findTrialEnd(tx: SqlExecutor): Promise<Date | null> {
  const [row] = await tx.query<{ trial_ends_at: Date | null }>(
    `SELECT trial_ends_at FROM subscriptions
      WHERE business_id = app_current_business_id() AND status = 'trialing'
      ORDER BY created_at DESC LIMIT 1`,
  );
  return row?.trial_ends_at ?? null;
}

export interface NewTrialSubscription {
  businessId: string;
  planId: string;
  /** The plan's monthly price, as the text the numeric column arrived in. */
  amount: string;
  trialEndsAt: Date;
  now: Date;
}

/** A monthly subscription trialing until `trialEndsAt`, its first period ending with the trial. */
export async function insertTrialSubscription(tx: SqlExecutor, trial: NewTrialSubscription): Promise<void> {
  await tx.query(
    `INSERT INTO subscriptions (business_id, plan_id, status, billing_interval, amount, trial_ends_at,
                                current_period_start, current_period_end, created_at, updated_at)
     VALUES ($1, $2, 'trialing', 'monthly', $3, $4, $5, $4, $5, $5)`,
    [trial.businessId, trial.planId, trial.amount, trial.trialEndsAt, trial.now],
  );
}

/** An offered (not withdrawn) plan by id, or by code; undefined when there is none. */
export async function findOfferedPlan(
  tx: SqlExecutor,
  by: { id: string } | { code: string },
): Promise<{ id: string; monthly_price: string } | undefined> {
  const [plan] = await tx.query<{ id: string; monthly_price: string }>(
    'id' in by
      ? 'SELECT id, monthly_price::text AS monthly_price FROM plans WHERE id = $1::uuid AND deleted_at IS NULL'
      : 'SELECT id, monthly_price::text AS monthly_price FROM plans WHERE code = $1 AND deleted_at IS NULL',
    ['id' in by ? by.id : by.code],
  );
  return plan;
}

// --- The current subscription -----------------------------------------------------------------------

export interface SubscriptionRow {
  business_id: string;
  id: string;
  plan_id: string;
  status: SubscriptionStatus;
  billing_interval: BillingInterval;
  amount: string;
  trial_ends_at: Date | null;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  pending_plan_id: string | null;
  pending_interval: BillingInterval | null;
  past_due_since: Date | null;
  ended_at: Date | null;
  created_at: Date;
}

const SUBSCRIPTION_COLUMNS = `business_id, id, plan_id, status, billing_interval, amount::text AS amount,
  trial_ends_at, current_period_start, current_period_end, cancel_at_period_end, pending_plan_id,
  pending_interval, past_due_since, ended_at, created_at`;

/**
 * The business's current subscription (its newest), or null for a business made before billing existed.
 * `forUpdate` locks the row until the transaction ends: limit checks and lifecycle changes count one at a time.
 */
export async function readCurrentSubscription(
  tx: SqlExecutor,
  businessId: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const [row] = await tx.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE business_id = $1
      ORDER BY created_at DESC, id DESC LIMIT 1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [businessId],
  );
  return row ?? null;
}

export interface PlanRow {
  id: string;
  code: string;
  name: string;
  translations: unknown;
  monthly_price: string;
  yearly_price: string;
  max_users: number | null;
  max_reviews: number | null;
  ai_replies_per_month: number | null;
  max_competitors: number | null;
  competitor_searches_per_day: number;
  review_requests_per_month: number;
}

/** A plan by id, withdrawn or not (a subscription keeps its plan). */
export async function readPlan(tx: SqlExecutor, planId: string): Promise<PlanRow | null> {
  const [row] = await tx.query<PlanRow>(
    `SELECT id, code, name, translations, monthly_price::text AS monthly_price,
            yearly_price::text AS yearly_price, max_users, max_reviews, ai_replies_per_month, max_competitors,
            competitor_searches_per_day, review_requests_per_month
       FROM plans WHERE id = $1`,
    [planId],
  );
  return row ?? null;
}

const planTextSchema = z.object({ name: z.string().trim().min(1) });

/** The plan's name in `language` (else English, else its stored name). */
export function planNameIn(plan: Pick<PlanRow, 'name' | 'translations'>, language: Language): string {
  const translations = (plan.translations ?? {}) as Record<string, unknown>;
  for (const candidate of [language, 'en']) {
    const text = planTextSchema.safeParse(translations[candidate]);
    if (text.success) return text.data.name;
  }
  return plan.name;
}

export interface OpenInvoiceRow {
  id: string;
  total: string;
  due_at: Date;
  payment_url: string | null;
}

export async function readOpenInvoice(
  tx: SqlExecutor,
  businessId: string,
  subscriptionId: string,
): Promise<OpenInvoiceRow | null> {
  const [row] = await tx.query<OpenInvoiceRow>(
    `SELECT id, total::text AS total, due_at, payment_url FROM invoices
      WHERE business_id = $1 AND subscription_id = $2 AND status = 'open'
      ORDER BY created_at DESC LIMIT 1`,
    [businessId, subscriptionId],
  );
  return row ?? null;
}

// --- Usage ------------------------------------------------------------------------------------------

/** Reviews a sync stored for the first time since `since` (the start of the business's month). */
export async function countReviewsImportedSince(
  tx: SqlExecutor,
  businessId: string,
  since: Date,
): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM reviews WHERE business_id = $1 AND imported_at >= $2',
    [businessId, since],
  );
  return row.count;
}

/** Active members plus invitations still open (neither accepted, revoked nor expired): the plan's seats. */
export async function countTeamSeats(tx: SqlExecutor, businessId: string, now: Date): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `SELECT (SELECT count(*) FROM business_members WHERE business_id = $1 AND status = 'active')::int
          + (SELECT count(*) FROM team_invitations
              WHERE business_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $2)::int
            AS count`,
    [businessId, now],
  );
  return row.count;
}

export async function countCompetitors(tx: SqlExecutor, businessId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM competitors WHERE business_id = $1',
    [businessId],
  );
  return row.count;
}

// --- Cancel and undo --------------------------------------------------------------------------------

export async function setCancelAtPeriodEnd(
  tx: SqlExecutor,
  subscription: Pick<SubscriptionRow, 'business_id' | 'id'>,
  cancel: boolean,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET cancel_at_period_end = $3, updated_at = $4 WHERE business_id = $1 AND id = $2`,
    [subscription.business_id, subscription.id, cancel, now],
  );
}

// --- Settings ---------------------------------------------------------------------------------------

export interface BillingSettings {
  /** VAT in percent. */
  taxRate: number;
  gracePeriodDays: number;
}

export async function readBillingSettings(tx: SqlExecutor | Database): Promise<BillingSettings> {
  const rows = await tx.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM platform_settings WHERE key IN ('tax_rate', 'grace_period_days')`,
  );
  const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return {
    taxRate: z.coerce
      .number()
      .min(0)
      .max(100)
      .catch(PLATFORM_SETTING_DEFAULTS.tax_rate)
      .parse(values.tax_rate ?? PLATFORM_SETTING_DEFAULTS.tax_rate),
    gracePeriodDays: z.coerce
      .number()
      .int()
      .min(0)
      .max(365)
      .catch(PLATFORM_SETTING_DEFAULTS.grace_period_days)
      .parse(values.grace_period_days ?? PLATFORM_SETTING_DEFAULTS.grace_period_days),
  };
}

// --- The lifecycle ----------------------------------------------------------------------------------

/**
 * Every business whose current subscription may still move (trialing, active, past due): the lifecycle's one
 * look across tenants, as the jobs worker. Each is then handled in its own tenant transaction.
 */
export async function listLiveSubscriptions(db: Database): Promise<string[]> {
  const rows = await db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('app.jobs_worker', 'on', true)`);
    return tx.query<{ business_id: string }>(
      `SELECT business_id FROM (
         SELECT DISTINCT ON (business_id) business_id, status FROM subscriptions
          ORDER BY business_id, created_at DESC, id DESC) AS current
        WHERE status IN ('trialing', 'active', 'past_due')
        ORDER BY business_id`,
    );
  });
  return rows.map((row) => row.business_id);
}

/**
 * Records that the lifecycle did `kind` for `key` (once per subscription, kind and key: migration 019's unique
 * key). False when it was already done: the caller then does nothing, and its transaction changes nothing.
 */
export async function recordSubscriptionEvent(
  tx: SqlExecutor,
  event: {
    subscription: Pick<SubscriptionRow, 'business_id' | 'id'>;
    kind: string;
    key: string;
    detail?: Record<string, unknown>;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO subscription_events (business_id, subscription_id, kind, event_key, detail, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (business_id, subscription_id, kind, event_key) DO NOTHING
     RETURNING id`,
    [
      event.subscription.business_id,
      event.subscription.id,
      event.kind,
      event.key,
      JSON.stringify(event.detail ?? {}),
      event.now,
    ],
  );
  return rows.length > 0;
}

export async function updateSubscriptionStatus(
  tx: SqlExecutor,
  subscription: Pick<SubscriptionRow, 'business_id' | 'id'>,
  change: { status: SubscriptionStatus; pastDueSince?: Date; endedAt?: Date; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE subscriptions
        SET status = $3, past_due_since = coalesce($4, past_due_since), ended_at = coalesce($5, ended_at),
            updated_at = $6
      WHERE business_id = $1 AND id = $2`,
    [
      subscription.business_id,
      subscription.id,
      change.status,
      change.pastDueSince ?? null,
      change.endedAt ?? null,
      change.now,
    ],
  );
}

/** Where the lifecycle's e-mails go: the address the business registered with, and its name. */
export async function readBusinessContact(
  tx: SqlExecutor,
  businessId: string,
): Promise<{ name: string; email: string; ownerName: string } | null> {
  const [row] = await tx.query<{ name: string; email: string; owner_name: string }>(
    'SELECT name, email, owner_name FROM businesses WHERE business_id = $1',
    [businessId],
  );
  return row && row.email ? { name: row.name, email: row.email, ownerName: row.owner_name } : null;
}
