// The rules acting on newly synced reviews (issue 24), inside the reviews.synced delivery's tenant transaction:
// for each review no rule has acted on yet, the first enabled rule whose conditions hold does what it says, under
// the guard-rails (rule-matching.ts). A reply to publish is recorded as a scheduled action, a job due after the
// rule's delay (scheduled-reply-job.ts); a reply the guard-rails hold waits for approval as an agent's does; an
// assignment is made at once unless someone already assigned the review; an escalation is a job due at its SLA.
// Each action's row is unique per review and kind, so an event delivered twice acts once.
import { hasPermission, type AutomaticActionKind } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../db/database';
import { readBusinessProfile } from '../businesses';
import { listMembers, permissionsFittingRole, type MemberRow } from '../team';
import {
  fillTemplate,
  lockReplyTarget,
  lockReviewAssignee,
  REPLY_MAX_ATTEMPTS,
  reviewerFirstName,
  saveReply,
  saveReviewAssignment,
} from '../reviews';
import {
  insertAction,
  listRules,
  openAssignmentCounts,
  readPaused,
  readReviewFacts,
  readTemplate,
  reviewsActedOn,
  type StoredRule,
} from './reply-rules-store';
import { firstMatchingRule, planReply, type ReviewFacts } from './rule-matching';

/** Attempts of a scheduled action's job (our own trouble only: it calls nothing outside). */
export const ACTION_MAX_ATTEMPTS = 5;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What to tell people once the transaction has committed. */
export interface ActingOutcome {
  awaitingApproval: Array<{ reviewId: string; authorId: string }>;
  assigned: Array<{ reviewId: string; assigneeId: string; assignerId: string }>;
  /** A reply due now (delay 0): the worker is woken. */
  dueNow: boolean;
}

export function mayWorkOnReviews(member: MemberRow): boolean {
  return (
    member.status === 'active' &&
    hasPermission(member.role, permissionsFittingRole(member.role, member.permissions), 'ViewReviews')
  );
}

/** Whose name a rule's reply carries: the rule's maker while an active member, else the business's owner. */
export function replyAuthorOf(rule: { createdBy: string | null }, members: MemberRow[]): string | null {
  const maker = members.find((member) => member.user_id === rule.createdBy && member.status === 'active');
  return maker?.user_id ?? members.find((member) => member.is_owner)?.user_id ?? null;
}

/** The active member with the fewest open reviews of the location assigned (earliest member first on a tie). */
export async function leastLoadedMember(
  tx: SqlExecutor,
  businessId: string,
  locationId: string,
  members: MemberRow[],
): Promise<string | null> {
  const candidates = members.filter(mayWorkOnReviews);
  if (candidates.length === 0) return null;
  const counts = await openAssignmentCounts(
    tx,
    businessId,
    locationId,
    candidates.map((member) => member.user_id),
  );
  let best: MemberRow | null = null;
  for (const member of candidates) {
    if (!best || (counts.get(member.user_id) ?? 0) < (counts.get(best.user_id) ?? 0)) best = member;
  }
  return best!.user_id;
}

export async function actOnNewReviews(
  app: FastifyInstance,
  tx: SqlExecutor,
  businessId: string,
  reviewIds: string[],
): Promise<ActingOutcome> {
  const outcome: ActingOutcome = { awaitingApproval: [], assigned: [], dueNow: false };
  if (reviewIds.length === 0 || (await readPaused(tx, businessId))) return outcome;
  const rules = (await listRules(tx, businessId)).filter((rule) => rule.enabled);
  if (rules.length === 0) return outcome;
  const acted = await reviewsActedOn(tx, businessId, reviewIds);
  const reviews = (await readReviewFacts(tx, businessId, reviewIds)).filter(
    (review) => !acted.has(review.id),
  );
  if (reviews.length === 0) return outcome;
  const members = await listMembers(tx, businessId, { includeInactive: false });
  const businessName = (await readBusinessProfile(tx, businessId))?.name ?? '';
  for (const review of reviews) {
    const rule = firstMatchingRule(rules, review);
    if (rule) await actOn(app, tx, { businessId, businessName, members, rule, review, outcome });
  }
  return outcome;
}

interface Acting {
  businessId: string;
  businessName: string;
  members: MemberRow[];
  rule: StoredRule;
  review: ReviewFacts;
  outcome: ActingOutcome;
}

async function actOn(app: FastifyInstance, tx: SqlExecutor, acting: Acting): Promise<void> {
  const { rule } = acting;
  const now = app.now();
  const record = (
    action: AutomaticActionKind,
    state: 'scheduled' | 'done' | 'held' | 'failed',
    fields: { detail?: Record<string, unknown>; reason?: string | null; dueAt?: Date | null } = {},
  ) =>
    insertAction(
      tx,
      {
        businessId: acting.businessId,
        ruleId: rule.id,
        ruleName: rule.name,
        reviewId: acting.review.id,
        action,
        detail: fields.detail ?? {},
        state,
        reason: fields.reason ?? null,
        dueAt: fields.dueAt ?? null,
        now,
      },
      ACTION_MAX_ATTEMPTS,
    );

  if (rule.actions.reply) await reply(tx, acting, rule.actions.reply, record, now);

  const assign = rule.actions.assign;
  if (assign) {
    const assigneeId =
      assign.mode === 'member'
        ? (acting.members.find((member) => member.user_id === assign.userId && mayWorkOnReviews(member))
            ?.user_id ?? null)
        : await leastLoadedMember(tx, acting.businessId, assign.locationId, acting.members);
    const current = await lockReviewAssignee(tx, acting.businessId, acting.review.id);
    const assignerId = replyAuthorOf(rule, acting.members);
    if (!assigneeId || !assignerId) {
      await record('assign', 'failed', { reason: 'replyRuleSkippedNoMember' });
    } else if (current?.assigned_to_user_id) {
      // Someone assigned it already: a rule does not take it from them.
      await record('assign', 'failed', {
        reason: 'replyRuleSkippedAlreadyAssigned',
        detail: { assigneeId: current.assigned_to_user_id },
      });
    } else if (await record('assign', 'done', { detail: { assigneeId } })) {
      await saveReviewAssignment(tx, acting.businessId, acting.review.id, {
        assigneeId,
        assignedBy: assignerId,
        now,
      });
      acting.outcome.assigned.push({ reviewId: acting.review.id, assigneeId, assignerId });
    }
  }

  if (rule.actions.escalate) {
    const { slaHours } = rule.actions.escalate;
    await record('escalate', 'scheduled', {
      detail: { slaHours },
      dueAt: new Date(now.getTime() + slaHours * HOUR_MS),
    });
  }
}

type Record_ = (
  action: AutomaticActionKind,
  state: 'scheduled' | 'done' | 'held' | 'failed',
  fields?: { detail?: Record<string, unknown>; reason?: string | null; dueAt?: Date | null },
) => Promise<boolean>;

async function reply(
  tx: SqlExecutor,
  acting: Acting,
  action: NonNullable<StoredRule['actions']['reply']>,
  record: Record_,
  now: Date,
): Promise<void> {
  const template = await readTemplate(tx, acting.businessId, action.templateId);
  if (template === null) {
    await record('reply', 'failed', { reason: 'replyRuleSkippedTemplateGone' });
    return;
  }
  const text = fillTemplate(template, {
    reviewerFirstName: reviewerFirstName(acting.review.authorName, acting.review.isAnonymous),
    businessName: acting.businessName,
  });
  const authorId = replyAuthorOf(acting.rule, acting.members);
  // What Google and Sumaa hold, read under the review's lock: a reply written since the facts were read counts.
  const target = await lockReplyTarget(tx, acting.businessId, acting.review.id);
  const hasReply = !target || target.googleReply !== null || target.reply !== null;
  const plan = planReply(action, { ...acting.review, hasReply: acting.review.hasReply || hasReply });
  if (plan.outcome === 'skip' || !authorId) {
    await record('reply', 'failed', {
      reason: plan.outcome === 'skip' ? plan.reason : 'replyRuleSkippedNoMember',
      detail: { text },
    });
    return;
  }
  if (plan.outcome === 'hold') {
    if (await record('reply', 'held', { reason: plan.reason, detail: { text, authorId } })) {
      await saveReply(tx, {
        businessId: acting.businessId,
        reviewId: acting.review.id,
        authorId,
        content: text,
        held: true,
        maxAttempts: REPLY_MAX_ATTEMPTS,
        now,
      });
      acting.outcome.awaitingApproval.push({ reviewId: acting.review.id, authorId });
    }
    return;
  }
  const dueAt = new Date(now.getTime() + plan.delayMinutes * MINUTE_MS);
  if (
    await record('reply', 'scheduled', { detail: { text, authorId, delayMinutes: plan.delayMinutes }, dueAt })
  ) {
    if (plan.delayMinutes === 0) acting.outcome.dueNow = true;
  }
}
