// The SQL of smart replies (migration 014): the business's reply templates and the one-time gift of the
// defaults, the review a reply is drafted for, the plan's monthly AI replies and the drafts counted against
// them. Everything runs in the business's tenant transaction.
import {
  REVIEW_SENTIMENTS,
  type ReplyTemplate,
  type ReviewSentiment,
  type TemplateLanguage,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';
import { DEFAULT_REPLY_TEMPLATES } from './default-templates';

interface TemplateRow {
  id: string;
  sentiment: ReviewSentiment;
  language: TemplateLanguage;
  content: string;
  updated_at: Date;
}

const TEMPLATE_COLUMNS = 'id, sentiment, language, content, updated_at';

function toReplyTemplate(row: TemplateRow): ReplyTemplate {
  return {
    id: row.id,
    sentiment: row.sentiment,
    language: row.language,
    content: row.content,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Gives the business the default templates the first time it meets its templates, and never again: the
 * seeding row stays when the templates are deleted. A second request racing the first waits on the row's
 * key and then finds it taken.
 */
export async function seedDefaultTemplatesOnce(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<void> {
  const seeded = await tx.query(
    `INSERT INTO reply_template_seedings (business_id, seeded_at) VALUES ($1, $2)
     ON CONFLICT (business_id) DO NOTHING RETURNING business_id`,
    [businessId, now],
  );
  if (seeded.length === 0) return;
  // One statement; a microsecond apart so they keep the module's order, all just before `now` so that a
  // template the business adds at the same instant comes after them.
  await tx.query(
    `INSERT INTO reply_templates (business_id, sentiment, language, content, created_at, updated_at)
     SELECT $1, t.sentiment, t.language, t.content,
            $2::timestamptz - (cardinality($5::text[]) + 1 - t.position) * interval '1 microsecond', $2
       FROM unnest($3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS t(sentiment, language, content, position)`,
    [
      businessId,
      now,
      DEFAULT_REPLY_TEMPLATES.map((template) => template.sentiment),
      DEFAULT_REPLY_TEMPLATES.map((template) => template.language),
      DEFAULT_REPLY_TEMPLATES.map((template) => template.content),
    ],
  );
}

/** Every template of the business: by sentiment (positive, negative, neutral), Arabic first, oldest first. */
export async function listReplyTemplates(tx: SqlExecutor, businessId: string): Promise<ReplyTemplate[]> {
  const rows = await tx.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM reply_templates
      WHERE business_id = $1
      ORDER BY array_position($2::text[], sentiment), language, created_at, id`,
    [businessId, [...REVIEW_SENTIMENTS]],
  );
  return rows.map(toReplyTemplate);
}

/** The contents of the business's templates of one sentiment and language, oldest first. */
export async function listTemplatesFor(
  tx: SqlExecutor,
  businessId: string,
  sentiment: ReviewSentiment,
  language: TemplateLanguage,
): Promise<ReplyTemplate[]> {
  const rows = await tx.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM reply_templates
      WHERE business_id = $1 AND sentiment = $2 AND language = $3
      ORDER BY created_at, id`,
    [businessId, sentiment, language],
  );
  return rows.map(toReplyTemplate);
}

export interface TemplateFields {
  sentiment: ReviewSentiment;
  language: TemplateLanguage;
  content: string;
}

/**
 * Adds a template unless the business already holds `max`. The seeding row is locked first, so two
 * templates added at once are counted one after the other.
 */
export async function insertReplyTemplate(
  tx: SqlExecutor,
  businessId: string,
  fields: TemplateFields,
  options: { max: number; now: Date },
): Promise<ReplyTemplate | 'limitReached'> {
  await seedDefaultTemplatesOnce(tx, businessId, options.now);
  await tx.query('SELECT business_id FROM reply_template_seedings WHERE business_id = $1 FOR UPDATE', [
    businessId,
  ]);
  const [{ count }] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM reply_templates WHERE business_id = $1',
    [businessId],
  );
  if (count >= options.max) return 'limitReached';
  const [row] = await tx.query<TemplateRow>(
    `INSERT INTO reply_templates (business_id, sentiment, language, content, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING ${TEMPLATE_COLUMNS}`,
    [businessId, fields.sentiment, fields.language, fields.content, options.now],
  );
  return toReplyTemplate(row);
}

/** Null when the business has no such template. */
export async function updateReplyTemplate(
  tx: SqlExecutor,
  businessId: string,
  id: string,
  fields: TemplateFields,
  now: Date,
): Promise<ReplyTemplate | null> {
  const [row] = await tx.query<TemplateRow>(
    `UPDATE reply_templates SET sentiment = $3, language = $4, content = $5, updated_at = $6
      WHERE business_id = $1 AND id = $2 RETURNING ${TEMPLATE_COLUMNS}`,
    [businessId, id, fields.sentiment, fields.language, fields.content, now],
  );
  return row ? toReplyTemplate(row) : null;
}

/** False when the business has no such template. */
export async function deleteReplyTemplate(tx: SqlExecutor, businessId: string, id: string): Promise<boolean> {
  const deleted = await tx.query(
    'DELETE FROM reply_templates WHERE business_id = $1 AND id = $2 RETURNING id',
    [businessId, id],
  );
  return deleted.length > 0;
}

/** What a reply to a review is written from. */
export interface ReviewToAnswer {
  id: string;
  authorName: string | null;
  isAnonymous: boolean;
  stars: number;
  original: string | null;
  translated: string | null;
  /** 'ar', 'en', another detected language, or null for a rating without text. */
  language: string | null;
  sentiment: ReviewSentiment;
}

export async function findReviewToAnswer(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
): Promise<ReviewToAnswer | null> {
  const [row] = await tx.query<{
    id: string;
    author_name: string | null;
    is_anonymous: boolean;
    stars: number;
    comment_original: string | null;
    comment_translated: string | null;
    language: string | null;
    sentiment: ReviewSentiment;
  }>(
    `SELECT id, author_name, is_anonymous, stars, comment_original, comment_translated, language, sentiment
       FROM reviews WHERE business_id = $1 AND id = $2`,
    [businessId, reviewId],
  );
  if (!row) return null;
  return {
    id: row.id,
    authorName: row.author_name,
    isAnonymous: row.is_anonymous,
    stars: row.stars,
    original: row.comment_original,
    translated: row.comment_translated,
    language: row.language,
    sentiment: row.sentiment,
  };
}

/**
 * The monthly AI replies of the business's plan: a number, or null for no limit. A business without a
 * subscription has no limit (plans are enforced once billing exists; a registration starts a trial, so
 * this is the case of businesses made before it). The newest subscription's plan counts whatever its
 * status: what an expired trial may still do is billing's decision (decisions #25), not this counter's.
 */
export async function readMonthlyAiDraftLimit(tx: SqlExecutor, businessId: string): Promise<number | null> {
  const [row] = await tx.query<{ ai_replies_per_month: number | null }>(
    `SELECT p.ai_replies_per_month
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.business_id = $1
      ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
    [businessId],
  );
  return row?.ai_replies_per_month ?? null;
}

/** AI drafts counted in the month starting on `usageMonth` ('YYYY-MM-01'). */
export async function readAiDraftsUsed(
  tx: SqlExecutor,
  businessId: string,
  usageMonth: string,
): Promise<number> {
  const [row] = await tx.query<{ drafts_used: number }>(
    'SELECT drafts_used FROM ai_draft_usage WHERE business_id = $1 AND usage_month = $2::date',
    [businessId, usageMonth],
  );
  return row?.drafts_used ?? 0;
}

/**
 * Counts one draft in the month, in one statement so that drafts asked at once cannot pass the limit
 * together; null when the limit is reached. The count is given back (releaseAiDraft) if the draft fails.
 */
export async function reserveAiDraft(
  tx: SqlExecutor,
  businessId: string,
  usageMonth: string,
  limit: number | null,
  now: Date,
): Promise<number | null> {
  if (limit !== null && limit <= 0) return null;
  const [row] = await tx.query<{ drafts_used: number }>(
    `INSERT INTO ai_draft_usage (business_id, usage_month, drafts_used, updated_at) VALUES ($1, $2::date, 1, $3)
     ON CONFLICT (business_id, usage_month) DO UPDATE
       SET drafts_used = ai_draft_usage.drafts_used + 1, updated_at = EXCLUDED.updated_at
       WHERE $4::int IS NULL OR ai_draft_usage.drafts_used < $4::int
     RETURNING drafts_used`,
    [businessId, usageMonth, now, limit],
  );
  return row ? row.drafts_used : null;
}

export async function releaseAiDraft(
  tx: SqlExecutor,
  businessId: string,
  usageMonth: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE ai_draft_usage SET drafts_used = drafts_used - 1, updated_at = $3
      WHERE business_id = $1 AND usage_month = $2::date AND drafts_used > 0`,
    [businessId, usageMonth, now],
  );
}
