// The SQL of reply rules (migration 050), always in the business's tenant transaction: the rules in their order,
// the "pause all" switch, the reviews as the rules see them, and the record of automatic actions.
import {
  replyRuleActionsSchema,
  replyRuleConditionsSchema,
  type AutomaticAction,
  type AutomaticActionKind,
  type AutomaticActionState,
  type ReplyRule,
  type ReplyRuleBody,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import type { ReviewFacts } from './rule-matching';

interface RuleRow {
  id: string;
  name: string;
  enabled: boolean;
  position: number;
  conditions: unknown;
  actions: unknown;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface StoredRule extends ReplyRule {
  createdBy: string | null;
}

function toRule(row: RuleRow): StoredRule {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    position: row.position,
    // Written by this API through the same schemas; parsed again so that a default added later fills in.
    conditions: replyRuleConditionsSchema.parse(row.conditions),
    actions: replyRuleActionsSchema.parse(row.actions),
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const RULE_COLUMNS = 'id, name, enabled, position, conditions, actions, created_by, created_at, updated_at';

export async function listRules(tx: SqlExecutor, businessId: string): Promise<StoredRule[]> {
  const rows = await tx.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM reply_rules WHERE business_id = $1 ORDER BY position, created_at, id`,
    [businessId],
  );
  return rows.map(toRule);
}

export async function readRule(tx: SqlExecutor, businessId: string, id: string): Promise<StoredRule | null> {
  const [row] = await tx.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM reply_rules WHERE business_id = $1 AND id = $2`,
    [businessId, id],
  );
  return row ? toRule(row) : null;
}

/** Serialises changes to one business's list (its count, its order) behind its settings row. */
export async function lockRuleList(tx: SqlExecutor, businessId: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO reply_rule_settings (business_id, paused, updated_at) VALUES ($1, false, $2)
     ON CONFLICT (business_id) DO NOTHING`,
    [businessId, now],
  );
  await tx.query('SELECT 1 FROM reply_rule_settings WHERE business_id = $1 FOR UPDATE', [businessId]);
}

export async function countRules(tx: SqlExecutor, businessId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM reply_rules WHERE business_id = $1',
    [businessId],
  );
  return row.count;
}

export async function insertRule(
  tx: SqlExecutor,
  businessId: string,
  rule: ReplyRuleBody,
  createdBy: string,
  now: Date,
): Promise<StoredRule> {
  const [row] = await tx.query<RuleRow>(
    `INSERT INTO reply_rules (business_id, position, name, enabled, conditions, actions, created_by, created_at, updated_at)
     VALUES ($1, (SELECT coalesce(max(position) + 1, 0) FROM reply_rules WHERE business_id = $1), $2, $3, $4, $5, $6, $7, $7)
     RETURNING ${RULE_COLUMNS}`,
    [
      businessId,
      rule.name,
      rule.enabled,
      JSON.stringify(rule.conditions),
      JSON.stringify(rule.actions),
      createdBy,
      now,
    ],
  );
  return toRule(row);
}

export async function updateRule(
  tx: SqlExecutor,
  businessId: string,
  id: string,
  rule: ReplyRuleBody,
  now: Date,
): Promise<StoredRule | null> {
  const [row] = await tx.query<RuleRow>(
    `UPDATE reply_rules SET name = $3, enabled = $4, conditions = $5, actions = $6, updated_at = $7
      WHERE business_id = $1 AND id = $2
     RETURNING ${RULE_COLUMNS}`,
    [
      businessId,
      id,
      rule.name,
      rule.enabled,
      JSON.stringify(rule.conditions),
      JSON.stringify(rule.actions),
      now,
    ],
  );
  return row ? toRule(row) : null;
}

export async function deleteRule(tx: SqlExecutor, businessId: string, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM reply_rules WHERE business_id = $1 AND id = $2 RETURNING id', [
    businessId,
    id,
  ]);
  return rows.length > 0;
}

export async function saveOrder(
  tx: SqlExecutor,
  businessId: string,
  ids: string[],
  now: Date,
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.query(
      'UPDATE reply_rules SET position = $3, updated_at = $4 WHERE business_id = $1 AND id = $2',
      [businessId, id, position, now],
    );
  }
}

export async function readPaused(tx: SqlExecutor, businessId: string): Promise<boolean> {
  const [row] = await tx.query<{ paused: boolean }>(
    'SELECT paused FROM reply_rule_settings WHERE business_id = $1',
    [businessId],
  );
  return row?.paused ?? false;
}

export async function savePaused(
  tx: SqlExecutor,
  businessId: string,
  paused: boolean,
  userId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO reply_rule_settings (business_id, paused, updated_by, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (business_id) DO UPDATE SET paused = excluded.paused, updated_by = excluded.updated_by,
       updated_at = excluded.updated_at`,
    [businessId, paused, userId, now],
  );
}

// --- Reviews as the rules see them ---------------------------------------------------------------------------

const FACT_COLUMNS = `r.id, r.location_id AS "locationId", r.stars, r.comment_original AS text, r.language,
  r.sentiment, r.author_name AS "authorName", r.is_anonymous AS "isAnonymous", r.create_time AS "createTime",
  (r.removed_at IS NOT NULL) AS "removedAtGoogle",
  (r.reply_comment IS NOT NULL OR EXISTS (
     SELECT 1 FROM review_replies AS rr WHERE rr.business_id = r.business_id AND rr.id = r.id)) AS "hasReply",
  (NOT r.is_anonymous AND r.author_name IS NOT NULL AND EXISTS (
     SELECT 1 FROM reviews AS o
      WHERE o.business_id = r.business_id AND o.id <> r.id AND NOT o.is_anonymous
        AND o.author_name = r.author_name AND o.create_time < r.create_time)) AS "repeatReviewer"`;

function toFacts(row: ReviewFacts & { createTime: string | Date }): ReviewFacts {
  return { ...row, createTime: new Date(row.createTime).toISOString() };
}

export async function readReviewFacts(
  tx: SqlExecutor,
  businessId: string,
  reviewIds: string[],
): Promise<ReviewFacts[]> {
  if (reviewIds.length === 0) return [];
  const rows = await tx.query<ReviewFacts>(
    `SELECT ${FACT_COLUMNS} FROM reviews AS r WHERE r.business_id = $1 AND r.id = ANY($2::uuid[])
      ORDER BY r.create_time, r.id`,
    [businessId, reviewIds],
  );
  return rows.map(toFacts);
}

export async function readLatestReviewFacts(
  tx: SqlExecutor,
  businessId: string,
  limit: number,
): Promise<ReviewFacts[]> {
  const rows = await tx.query<ReviewFacts>(
    `SELECT ${FACT_COLUMNS} FROM reviews AS r WHERE r.business_id = $1 ORDER BY r.create_time DESC, r.id LIMIT $2`,
    [businessId, limit],
  );
  return rows.map(toFacts);
}

export async function reviewExists(tx: SqlExecutor, businessId: string, reviewId: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM reviews WHERE business_id = $1 AND id = $2', [
    businessId,
    reviewId,
  ]);
  return rows.length > 0;
}

export async function readTemplate(
  tx: SqlExecutor,
  businessId: string,
  templateId: string,
): Promise<string | null> {
  const [row] = await tx.query<{ content: string }>(
    'SELECT content FROM reply_templates WHERE business_id = $1 AND id = $2',
    [businessId, templateId],
  );
  return row?.content ?? null;
}

export async function locationExists(
  tx: SqlExecutor,
  businessId: string,
  locationId: string,
): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM locations WHERE business_id = $1 AND id = $2', [
    businessId,
    locationId,
  ]);
  return rows.length > 0;
}

/** Open (unreplied) reviews of the location assigned to each of these members. */
export async function openAssignmentCounts(
  tx: SqlExecutor,
  businessId: string,
  locationId: string,
  userIds: string[],
): Promise<Map<string, number>> {
  const rows = await tx.query<{ user_id: string; count: number }>(
    `SELECT assigned_to_user_id AS user_id, count(*)::int AS count FROM reviews
      WHERE business_id = $1 AND location_id = $2 AND assigned_to_user_id = ANY($3::uuid[])
        AND reply_comment IS NULL
      GROUP BY assigned_to_user_id`,
    [businessId, locationId, userIds],
  );
  return new Map(rows.map((row) => [row.user_id, row.count]));
}

// --- Automatic actions ----------------------------------------------------------------------------------------

export interface NewAction {
  businessId: string;
  ruleId: string;
  ruleName: string;
  reviewId: string;
  action: AutomaticActionKind;
  detail: Record<string, unknown>;
  state: AutomaticActionState;
  reason: string | null;
  /** A job (scheduled reply, escalation deadline) due then; null: done now, no job. */
  dueAt: Date | null;
  now: Date;
}

/** Recorded once per review and kind of action; false when one was already (a sync or an event repeated). */
export async function insertAction(
  tx: SqlExecutor,
  action: NewAction,
  maxAttempts: number,
): Promise<boolean> {
  const isJob = action.dueAt !== null;
  const rows = await tx.query(
    `INSERT INTO reply_rule_actions (business_id, rule_id, rule_name, review_id, action, detail, state, reason,
                                     due_at, done_at, status, run_at, max_attempts, created_at, updated_at,
                                     finished_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)
     ON CONFLICT (business_id, review_id, action) DO NOTHING
     RETURNING id`,
    [
      action.businessId,
      action.ruleId,
      action.ruleName,
      action.reviewId,
      action.action,
      JSON.stringify(action.detail),
      action.state,
      action.reason,
      action.dueAt,
      action.state === 'done' ? action.now : null,
      isJob ? 'queued' : 'completed',
      action.dueAt ?? action.now,
      maxAttempts,
      action.now,
      isJob ? null : action.now,
    ],
  );
  return rows.length > 0;
}

/** Whether a rule already acted on the review (any action): the first rule acts once, the rest never. */
export async function reviewsActedOn(
  tx: SqlExecutor,
  businessId: string,
  reviewIds: string[],
): Promise<Set<string>> {
  if (reviewIds.length === 0) return new Set();
  const rows = await tx.query<{ review_id: string }>(
    'SELECT DISTINCT review_id FROM reply_rule_actions WHERE business_id = $1 AND review_id = ANY($2::uuid[])',
    [businessId, reviewIds],
  );
  return new Set(rows.map((row) => row.review_id));
}

interface ActionRow {
  id: string;
  rule_id: string | null;
  rule_name: string;
  review_id: string;
  action: AutomaticActionKind;
  detail: Record<string, unknown>;
  state: AutomaticActionState;
  reason: string | null;
  due_at: Date | null;
  created_at: Date;
  done_at: Date | null;
  undone_at: Date | null;
  undone_by: string | null;
  status: string;
  locked_by: string | null;
}

const ACTION_COLUMNS = `id, rule_id, rule_name, review_id, action, detail, state, reason, due_at, created_at, done_at,
  undone_at, undone_by, status, locked_by`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toAutomaticAction(row: ActionRow): AutomaticAction {
  return {
    id: row.id,
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    action: row.action,
    state: row.state,
    reason: row.reason,
    detail: row.detail,
    dueAt: iso(row.due_at),
    createdAt: iso(row.created_at)!,
    doneAt: iso(row.done_at),
    undoneAt: iso(row.undone_at),
    undoneBy: row.undone_by,
    undoable: row.action === 'reply' && row.state === 'scheduled',
  };
}

export async function listReviewActions(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
): Promise<AutomaticAction[]> {
  const rows = await tx.query<ActionRow>(
    `SELECT ${ACTION_COLUMNS} FROM reply_rule_actions WHERE business_id = $1 AND review_id = $2
      ORDER BY created_at, action`,
    [businessId, reviewId],
  );
  return rows.map(toAutomaticAction);
}

export type LockedAction = ActionRow;

export async function lockAction(
  tx: SqlExecutor,
  businessId: string,
  id: string,
  reviewId?: string,
): Promise<LockedAction | null> {
  const [row] = await tx.query<ActionRow>(
    `SELECT ${ACTION_COLUMNS} FROM reply_rule_actions
      WHERE business_id = $1 AND id = $2 AND ($3::uuid IS NULL OR review_id = $3) FOR UPDATE`,
    [businessId, id, reviewId ?? null],
  );
  return row ?? null;
}

/** A scheduled action cancelled: its job, if no worker holds it, is finished too (a worker that does sees it). */
export async function markUndone(
  tx: SqlExecutor,
  businessId: string,
  where: { id: string } | { ruleId: string },
  undoneBy: string,
  now: Date,
): Promise<void> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['rule_id', where.ruleId];
  await tx.query(
    `UPDATE reply_rule_actions
        SET state = 'undone', undone_by = $3, undone_at = $4, updated_at = $4,
            status = CASE WHEN locked_by IS NULL THEN 'completed' ELSE status END,
            finished_at = CASE WHEN locked_by IS NULL THEN $4 ELSE finished_at END
      WHERE business_id = $1 AND ${column} = $2 AND state = 'scheduled'`,
    [businessId, value, undoneBy, now],
  );
}

/** What a due action became (done, held, failed with its reason); the job is completed by the caller. */
export async function settleAction(
  tx: SqlExecutor,
  businessId: string,
  id: string,
  outcome: { state: AutomaticActionState; reason: string | null; detail?: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE reply_rule_actions
        SET state = $3, reason = $4, done_at = CASE WHEN $3 IN ('done', 'held') THEN $5::timestamptz ELSE done_at END,
            detail = CASE WHEN $6::jsonb IS NULL THEN detail ELSE detail || $6::jsonb END, updated_at = $5
      WHERE business_id = $1 AND id = $2`,
    [
      businessId,
      id,
      outcome.state,
      outcome.reason,
      now,
      outcome.detail ? JSON.stringify(outcome.detail) : null,
    ],
  );
}

export async function markActionFailed(
  tx: SqlExecutor,
  businessId: string,
  id: string,
  reason: string,
): Promise<void> {
  await tx.query(
    `UPDATE reply_rule_actions SET state = 'failed', reason = coalesce(reason, $3)
      WHERE business_id = $1 AND id = $2 AND state = 'scheduled'`,
    [businessId, id, reason],
  );
}
