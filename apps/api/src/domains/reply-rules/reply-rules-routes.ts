// The reply-rule routes (issue 24): the business's rules (list, add, change, delete, order), "pause all", the
// rules tester, and a review's automatic actions with their undo. Ids that are not the business's answer 404 alike.
import {
  isId,
  REPLY_RULE_MAX_RULES,
  REPLY_RULE_TEST_REVIEWS,
  replyRuleRoutes,
  type ReplyRuleBody,
  type ReplyRuleList,
  type ReplyRuleTestResult,
} from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../db/database';
import { AppError, conflict, notFound } from '../../http/app-error';
import { successEnvelope } from '../../http/envelope';
import { registerRoute } from '../../http/register-route';
import { readBusinessProfile } from '../businesses';
import { businessScopeOf } from '../shared/business-scope';
import { listMembers } from '../team';
import { fillTemplate, lockReplyTarget, reviewerFirstName } from '../reviews';
import { leastLoadedMember, mayWorkOnReviews } from './rules-acting';
import {
  countRules,
  deleteRule,
  insertRule,
  listReviewActions,
  listRules,
  locationExists,
  lockAction,
  lockRuleList,
  markUndone,
  readLatestReviewFacts,
  readPaused,
  readTemplate,
  reviewExists,
  saveOrder,
  savePaused,
  toAutomaticAction,
  updateRule,
} from './reply-rules-store';
import { firstMatchingRule, planReply, type RuleForMatching } from './rule-matching';

async function readList(tx: SqlExecutor, businessId: string): Promise<ReplyRuleList> {
  const rules = await listRules(tx, businessId);
  return {
    paused: await readPaused(tx, businessId),
    rules: rules.map(({ createdBy: _createdBy, ...rule }) => rule),
  };
}

/** The template, member and location a rule names must be the business's own. */
async function assertReferencesExist(
  tx: SqlExecutor,
  businessId: string,
  rule: ReplyRuleBody,
): Promise<void> {
  const { reply, assign } = rule.actions;
  if (reply && (await readTemplate(tx, businessId, reply.templateId)) === null)
    throw new AppError(404, 'replyRuleTemplateNotFound');
  if (assign?.mode === 'member') {
    const members = await listMembers(tx, businessId, { includeInactive: false });
    if (!members.some((member) => member.user_id === assign.userId && mayWorkOnReviews(member)))
      throw new AppError(404, 'replyRuleMemberNotFound');
  }
  const locations = [
    ...(rule.conditions.locationIds ?? []),
    ...(assign?.mode === 'leastLoaded' ? [assign.locationId] : []),
  ];
  for (const locationId of locations) {
    if (!(await locationExists(tx, businessId, locationId)))
      throw new AppError(404, 'replyRuleLocationNotFound');
  }
}

const ruleNotFound = () => new AppError(404, 'replyRuleNotFound');

export const replyRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, replyRuleRoutes.list, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const list = await app.db.tenantTransaction(scope, (tx) => readList(tx, scope.businessId));
      return successEnvelope(list, request.language);
    },
  });

  registerRoute(app, replyRuleRoutes.create, {
    handler: async (request, reply) => {
      const scope = businessScopeOf(request);
      const rule = await app.db.tenantTransaction(scope, async (tx) => {
        await lockRuleList(tx, scope.businessId, app.now());
        if ((await countRules(tx, scope.businessId)) >= REPLY_RULE_MAX_RULES)
          throw conflict('replyRuleTooMany');
        await assertReferencesExist(tx, scope.businessId, request.body);
        return insertRule(tx, scope.businessId, request.body, scope.userId, app.now());
      });
      const { createdBy: _createdBy, ...model } = rule;
      reply.status(201);
      return successEnvelope(model, request.language, 'replyRuleCreated');
    },
  });

  registerRoute(app, replyRuleRoutes.update, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const rule = await app.db.tenantTransaction(scope, async (tx) => {
        await assertReferencesExist(tx, scope.businessId, request.body);
        return updateRule(tx, scope.businessId, request.params.id, request.body, app.now());
      });
      if (!rule) throw ruleNotFound();
      const { createdBy: _createdBy, ...model } = rule;
      return successEnvelope(model, request.language, 'replyRuleSaved');
    },
  });

  registerRoute(app, replyRuleRoutes.remove, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const deleted = await app.db.tenantTransaction(scope, async (tx) => {
        // Its replies still waiting for their delay are cancelled with it; what it did stays recorded.
        await markUndone(tx, scope.businessId, { ruleId: request.params.id }, scope.userId, app.now());
        return deleteRule(tx, scope.businessId, request.params.id);
      });
      if (!deleted) throw ruleNotFound();
      return successEnvelope(null, request.language, 'replyRuleDeleted');
    },
  });

  registerRoute(app, replyRuleRoutes.reorder, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const list = await app.db.tenantTransaction(scope, async (tx) => {
        await lockRuleList(tx, scope.businessId, app.now());
        const current = (await listRules(tx, scope.businessId)).map((rule) => rule.id).sort();
        const wanted = [...request.body.ids].sort();
        if (current.length !== wanted.length || current.some((id, index) => id !== wanted[index]))
          throw conflict('replyRuleOrderMismatch');
        await saveOrder(tx, scope.businessId, request.body.ids, app.now());
        return readList(tx, scope.businessId);
      });
      return successEnvelope(list, request.language, 'replyRulesReordered');
    },
  });

  registerRoute(app, replyRuleRoutes.pause, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const list = await app.db.tenantTransaction(scope, async (tx) => {
        await savePaused(tx, scope.businessId, request.body.paused, scope.userId, app.now());
        return readList(tx, scope.businessId);
      });
      return successEnvelope(
        list,
        request.language,
        request.body.paused ? 'replyRulesPaused' : 'replyRulesResumed',
      );
    },
  });

  registerRoute(app, replyRuleRoutes.test, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const draft = request.body.rule;
      // Reads only: the tester changes nothing (no action, reply or assignment is written).
      const result = await app.db.tenantTransaction(scope, async (tx): Promise<ReplyRuleTestResult> => {
        const businessId = scope.businessId;
        if (draft) await assertReferencesExist(tx, businessId, draft);
        const rules: RuleForMatching[] = draft
          ? [
              {
                id: 'draft',
                name: draft.name,
                enabled: true,
                conditions: draft.conditions,
                actions: draft.actions,
              },
            ]
          : await listRules(tx, businessId);
        const reviews = await readLatestReviewFacts(tx, businessId, REPLY_RULE_TEST_REVIEWS);
        const members = await listMembers(tx, businessId, { includeInactive: false });
        const businessName = (await readBusinessProfile(tx, businessId))?.name ?? '';
        const templates = new Map<string, string | null>();
        const counts = new Map<string, number>();
        const rows: ReplyRuleTestResult['reviews'] = [];
        for (const review of reviews) {
          const rule = firstMatchingRule(rules, review);
          let planned: ReplyRuleTestResult['reviews'][number]['reply'] = null;
          let assignTo: string | null = null;
          if (rule) {
            counts.set(rule.id, (counts.get(rule.id) ?? 0) + 1);
            const replyAction = rule.actions.reply;
            if (replyAction) {
              if (!templates.has(replyAction.templateId))
                templates.set(
                  replyAction.templateId,
                  await readTemplate(tx, businessId, replyAction.templateId),
                );
              const template = templates.get(replyAction.templateId) ?? null;
              const plan = planReply(replyAction, review);
              planned = {
                outcome: template === null ? 'skip' : plan.outcome,
                reason:
                  template === null
                    ? 'replyRuleSkippedTemplateGone'
                    : plan.outcome === 'publish'
                      ? null
                      : plan.reason,
                delayMinutes: plan.outcome === 'publish' ? plan.delayMinutes : 0,
                text:
                  template === null
                    ? null
                    : fillTemplate(template, {
                        reviewerFirstName: reviewerFirstName(review.authorName, review.isAnonymous),
                        businessName,
                      }),
              };
            }
            const assign = rule.actions.assign;
            if (assign)
              assignTo =
                assign.mode === 'member'
                  ? assign.userId
                  : await leastLoadedMember(tx, businessId, assign.locationId, members);
          }
          rows.push({
            reviewId: review.id,
            stars: review.stars,
            authorName: review.isAnonymous ? null : review.authorName,
            text: review.text,
            createTime: review.createTime,
            ruleId: rule?.id ?? null,
            ruleName: rule?.name ?? null,
            reply: planned,
            assignTo,
            slaHours: rule?.actions.escalate?.slaHours ?? null,
          });
        }
        return {
          reviews: rows,
          matches: rules.map((rule) => ({
            ruleId: rule.id,
            ruleName: rule.name,
            count: counts.get(rule.id) ?? 0,
          })),
        };
      });
      return successEnvelope(result, request.language, 'replyRulesTested');
    },
  });

  registerRoute(app, replyRuleRoutes.reviewActions, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const actions = await app.db.tenantTransaction(scope, async (tx) => {
        if (!(await reviewExists(tx, scope.businessId, request.params.id))) throw notFound();
        return listReviewActions(tx, scope.businessId, request.params.id);
      });
      return successEnvelope(actions, request.language);
    },
  });

  registerRoute(app, replyRuleRoutes.undo, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const { id: reviewId, actionId } = request.params;
      if (!isId(reviewId) || !isId(actionId)) throw notFound();
      const action = await app.db.tenantTransaction(scope, async (tx) => {
        // The review's lock first, as the due job takes it: the undo and the publish never cross.
        if (!(await lockReplyTarget(tx, scope.businessId, reviewId))) throw notFound();
        const locked = await lockAction(tx, scope.businessId, actionId, reviewId);
        if (!locked) throw new AppError(404, 'replyRuleActionNotFound');
        if (locked.action !== 'reply' || locked.state !== 'scheduled')
          throw conflict('replyRuleActionNotUndoable');
        await markUndone(tx, scope.businessId, { id: actionId }, scope.userId, app.now());
        return toAutomaticAction((await lockAction(tx, scope.businessId, actionId, reviewId))!);
      });
      return successEnvelope(action, request.language, 'replyRuleActionUndone');
    },
  });
};
