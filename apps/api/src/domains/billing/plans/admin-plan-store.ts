// The super admin's plans: SQL run inside the platform admin's transaction (domains/platform/audit), whose
// policies let it see every business's subscriptions and invoices (subscriber counts, "ever subscribed")
// and write plans. Prices are numeric columns read as text, so they never round through a float in SQL.
import {
  LANGUAGES,
  PLAN_DEFAULT_COMPETITOR_SEARCHES_PER_DAY,
  PLAN_DEFAULT_REVIEW_REQUESTS_PER_MONTH,
  type AdminPlan,
  type Language,
  type PlanText,
  type PlanTranslations,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';

interface AdminPlanRow {
  id: string;
  code: string;
  name: string;
  monthly_price: string;
  popular: boolean;
  max_users: number | null;
  max_reviews: number | null;
  ai_replies_per_month: number | null;
  max_competitors: number | null;
  competitor_searches_per_day: number;
  review_requests_per_month: number;
  translations: unknown;
  subscriber_count: number;
  ever_subscribed: boolean;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const ADMIN_PLAN_COLUMNS = `
  p.id, p.code, p.name, p.monthly_price::text AS monthly_price, p.popular, p.max_users, p.max_reviews,
  p.ai_replies_per_month, p.max_competitors, p.competitor_searches_per_day, p.review_requests_per_month, p.translations, p.deleted_at, p.created_at, p.updated_at,
  (SELECT count(*)::int FROM subscriptions s
    WHERE s.plan_id = p.id AND s.status IN ('trialing', 'active', 'past_due')) AS subscriber_count,
  (EXISTS (SELECT 1 FROM subscriptions s WHERE s.plan_id = p.id OR s.pending_plan_id = p.id)
   OR EXISTS (SELECT 1 FROM invoices i WHERE i.plan_id = p.id)) AS ever_subscribed`;

/** Stored texts read leniently: an older document may hold features as one comma-separated string. */
function storedText(translations: unknown, language: Language): PlanText {
  const value =
    typeof translations === 'object' && translations !== null
      ? ((translations as Record<string, unknown>)[language] as Record<string, unknown> | undefined)
      : undefined;
  const text = (key: string) => (typeof value?.[key] === 'string' ? (value[key] as string).trim() : '');
  const features = value?.features;
  const list = Array.isArray(features)
    ? features.filter((item): item is string => typeof item === 'string')
    : typeof features === 'string'
      ? features.split(',')
      : [];
  return {
    name: text('name'),
    period: text('period'),
    description: text('description'),
    features: list.map((item) => item.trim()).filter(Boolean),
  };
}

function storedTranslations(translations: unknown): PlanTranslations {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, storedText(translations, language)]),
  ) as PlanTranslations;
}

function adminPlanOf(row: AdminPlanRow, language: Language): AdminPlan {
  const translations = storedTranslations(row.translations);
  const wanted = translations[language];
  const english = translations.en;
  const price = Number(row.monthly_price);
  return {
    id: row.id,
    code: row.code,
    name: wanted.name || english.name || row.name,
    description: wanted.description || english.description,
    features: wanted.features.length > 0 ? wanted.features : english.features,
    price,
    yearlyPrice: Math.round(price * 12 * 100) / 100,
    currency: 'SAR',
    period: 'month',
    popular: row.popular,
    maxUsers: row.max_users,
    maxReviews: row.max_reviews,
    aiResponses: row.ai_replies_per_month,
    maxCompetitors: row.max_competitors,
    competitorSearchesPerDay: row.competitor_searches_per_day,
    reviewRequestsPerMonth: row.review_requests_per_month,
    translations,
    subscriberCount: row.subscriber_count,
    everSubscribed: row.ever_subscribed,
    deletedAt: row.deleted_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Active (`deleted` false) or disabled plans, cheapest first. */
export async function listAdminPlans(
  tx: SqlExecutor,
  options: { deleted: boolean; language: Language },
): Promise<AdminPlan[]> {
  const rows = await tx.query<AdminPlanRow>(
    `SELECT ${ADMIN_PLAN_COLUMNS} FROM plans p
      WHERE (p.deleted_at IS NOT NULL) = $1
      ORDER BY p.monthly_price, p.sort_order, p.name, p.id`,
    [options.deleted],
  );
  return rows.map((row) => adminPlanOf(row, options.language));
}

export async function findAdminPlan(
  tx: SqlExecutor,
  id: string,
  language: Language,
  options: { lock?: boolean } = {},
): Promise<AdminPlan | null> {
  if (options.lock) await tx.query('SELECT 1 FROM plans WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await tx.query<AdminPlanRow>(`SELECT ${ADMIN_PLAN_COLUMNS} FROM plans p WHERE p.id = $1`, [
    id,
  ]);
  return row ? adminPlanOf(row, language) : null;
}

/** What a plan is made of, as the admin wrote it (translations complete). */
export interface PlanFields {
  name: string;
  monthlyPrice: number;
  durationInMonths: 1 | 12;
  popular: boolean;
  maxUsers: number | null;
  maxReviews: number | null;
  aiRepliesPerMonth: number | null;
  maxCompetitors: number | null;
  /** null: a new plan gets the default, an edited one keeps what it had. */
  competitorSearchesPerDay: number | null;
  /** null: a new plan gets the column's default (migration 044), an edited one keeps what it had. */
  reviewRequestsPerMonth: number | null;
  supportLevel: string | null;
  translations: PlanTranslations;
}

/**
 * PostgreSQL's json refuses a lone UTF-16 surrogate (`\udc00`), which JSON.stringify escapes as such: texts
 * are made well-formed (U+FFFD in its place) before they are stored.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');
const wellFormedJson = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? wellFormed(item) : item));

const writeParameters = (fields: PlanFields) => [
  wellFormed(fields.name),
  fields.monthlyPrice,
  fields.durationInMonths,
  fields.popular,
  fields.maxUsers,
  fields.maxReviews,
  fields.aiRepliesPerMonth,
  fields.maxCompetitors,
  fields.supportLevel === null ? null : wellFormed(fields.supportLevel),
  wellFormedJson(fields.translations),
];

/** The codes already taken among `base` and `base-N`, to pick the next free one. */
export async function codesLike(tx: SqlExecutor, base: string): Promise<string[]> {
  const rows = await tx.query<{ code: string }>(`SELECT code FROM plans WHERE code = $1 OR code LIKE $2`, [
    base,
    `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`,
  ]);
  return rows.map((row) => row.code);
}

export async function insertPlan(
  tx: SqlExecutor,
  plan: { id: string; code: string; now: Date; fields: PlanFields },
): Promise<void> {
  await tx.query(
    `INSERT INTO plans (id, code, name, price, monthly_price, yearly_price, duration_in_months, popular,
                        max_users, max_reviews, ai_replies_per_month, max_competitors, support_level,
                        translations, sort_order, created_at, updated_at, competitor_searches_per_day,
                        review_requests_per_month)
     VALUES ($11, $12, $1, $2::numeric, $2::numeric, $2::numeric * 12, $3, $4, $5, $6, $7, $8, $9, $10::jsonb,
             (SELECT coalesce(max(sort_order), 0) + 1 FROM plans), $13, $13, coalesce($14::int, $15::int),
             coalesce($16::int, $17::int))`,
    [
      ...writeParameters(plan.fields),
      plan.id,
      plan.code,
      plan.now,
      plan.fields.competitorSearchesPerDay,
      PLAN_DEFAULT_COMPETITOR_SEARCHES_PER_DAY,
      plan.fields.reviewRequestsPerMonth,
      PLAN_DEFAULT_REVIEW_REQUESTS_PER_MONTH,
    ],
  );
}

/** Rewrites the plan; returns its monthly price before, or null when there is no such plan. */
export async function updatePlan(
  tx: SqlExecutor,
  plan: { id: string; now: Date; fields: PlanFields },
): Promise<{ previousMonthlyPrice: string } | null> {
  const [before] = await tx.query<{ monthly_price: string }>(
    'SELECT monthly_price::text AS monthly_price FROM plans WHERE id = $1 FOR UPDATE',
    [plan.id],
  );
  if (!before) return null;
  await tx.query(
    `UPDATE plans SET name = $1, price = $2::numeric, monthly_price = $2::numeric, yearly_price = $2::numeric * 12,
                      duration_in_months = $3, popular = $4, max_users = $5, max_reviews = $6,
                      ai_replies_per_month = $7, max_competitors = $8, support_level = $9,
                      translations = $10::jsonb, updated_at = $12,
                      competitor_searches_per_day = coalesce($13::int, competitor_searches_per_day),
                      review_requests_per_month = coalesce($14::int, review_requests_per_month)
      WHERE id = $11`,
    [
      ...writeParameters(plan.fields),
      plan.id,
      plan.now,
      plan.fields.competitorSearchesPerDay,
      plan.fields.reviewRequestsPerMonth,
    ],
  );
  return { previousMonthlyPrice: before.monthly_price };
}

/** Sets or clears deleted_at; false when there is no such plan. */
export async function setPlanDeleted(
  tx: SqlExecutor,
  id: string,
  deletedAt: Date | null,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE plans SET deleted_at = $2, updated_at = $3 WHERE id = $1 RETURNING id',
    [id, deletedAt, now],
  );
  return rows.length > 0;
}

export async function deletePlan(tx: SqlExecutor, id: string): Promise<void> {
  await tx.query('DELETE FROM plans WHERE id = $1', [id]);
}

export interface PriceNoticeRecipient {
  businessId: string;
  subscriptionId: string;
  businessName: string;
  ownerName: string;
  ownerEmail: string;
  language: Language;
  interval: 'monthly' | 'yearly';
  effectiveFrom: Date;
}

/**
 * A changed monthly price: one `price_notice` event per live subscription of the plan (trialing, active,
 * past due), keyed by the change (the plan's new updated_at), each once; returns whom to tell. The amount of
 * the period already paid is left alone: the renewal at `current_period_end` charges the plan's new price.
 */
export async function recordPriceNotices(
  tx: SqlExecutor,
  notice: { planId: string; eventKey: string; oldPrice: string; newPrice: string; now: Date },
): Promise<PriceNoticeRecipient[]> {
  return tx.query<PriceNoticeRecipient>(
    `WITH noticed AS (
       INSERT INTO subscription_events (business_id, subscription_id, kind, event_key, detail, created_at)
       SELECT s.business_id, s.id, 'price_notice', $2,
              jsonb_build_object('planId', s.plan_id, 'oldMonthlyPrice', $3::numeric,
                                 'newMonthlyPrice', $4::numeric, 'interval', s.billing_interval,
                                 'effectiveFrom', s.current_period_end),
              $5
         FROM subscriptions s
        WHERE s.plan_id = $1 AND s.status IN ('trialing', 'active', 'past_due')
       ON CONFLICT (business_id, subscription_id, kind, event_key) DO NOTHING
       RETURNING business_id, subscription_id
     )
     SELECT n.business_id AS "businessId", n.subscription_id AS "subscriptionId", b.name AS "businessName",
            u.full_name AS "ownerName", u.email AS "ownerEmail",
            coalesce(bs.settings #>> '{preferences,language}', 'ar') AS language,
            s.billing_interval AS interval, s.current_period_end AS "effectiveFrom"
       FROM noticed n
       JOIN subscriptions s ON s.business_id = n.business_id AND s.id = n.subscription_id
       JOIN businesses b ON b.business_id = n.business_id
       JOIN business_members m ON m.business_id = n.business_id AND m.is_owner
       JOIN users u ON u.id = m.user_id
       LEFT JOIN business_settings bs ON bs.business_id = n.business_id`,
    [notice.planId, notice.eventKey, notice.oldPrice, notice.newPrice, notice.now],
  );
}
