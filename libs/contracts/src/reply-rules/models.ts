// Reply rules (issue 24): the business's ordered rules — conditions all of which must hold, and what the first
// rule that matches does — its "pause all" switch, the rules tester's answer and the automatic actions recorded
// on a review. The server enforces the guard-rails whatever a rule says (domains/reply-rules/guard-rails.ts).
import { z } from 'zod';
import { idSchema } from '../http/ids';

export const REPLY_RULE_NAME_MAX_LENGTH = 120;
/** A rule's reply is published after 0 minutes to 72 hours. */
export const REPLY_RULE_MAX_DELAY_MINUTES = 72 * 60;
export const REPLY_RULE_MAX_KEYWORDS = 20;
export const REPLY_RULE_MAX_RULES = 50;
/** The rules tester looks at the business's newest reviews, this many. */
export const REPLY_RULE_TEST_REVIEWS = 100;
export const REPLY_RULE_MAX_SLA_HOURS = 720;

export const REPLY_RULE_SENTIMENTS = ['Positive', 'Negative', 'Neutral'] as const;
export const AUTOMATIC_ACTION_KINDS = ['reply', 'assign', 'escalate'] as const;
export const AUTOMATIC_ACTION_STATES = ['scheduled', 'done', 'undone', 'held', 'failed'] as const;
export type AutomaticActionKind = (typeof AUTOMATIC_ACTION_KINDS)[number];
export type AutomaticActionState = (typeof AUTOMATIC_ACTION_STATES)[number];

const stars = z
  .number({ error: 'replyRuleStarsInvalid' })
  .int('replyRuleStarsInvalid')
  .min(1, 'replyRuleStarsInvalid')
  .max(5, 'replyRuleStarsInvalid');

/** Every condition is optional; those given must all hold (AND). */
export const replyRuleConditionsSchema = z
  .object(
    {
      minStars: stars.optional(),
      maxStars: stars.optional(),
      hasText: z.boolean({ error: 'invalidValue' }).optional(),
      /** The review's detected language ('ar', 'en', …); a review without text has none. */
      languages: z
        .array(z.string({ error: 'invalidValue' }).regex(/^[a-z]{2,3}$/, 'replyRuleLanguageInvalid'), {
          error: 'invalidValue',
        })
        .min(1, 'replyRuleLanguageInvalid')
        .max(10, 'replyRuleLanguageInvalid')
        .optional(),
      locationIds: z
        .array(idSchema, { error: 'invalidValue' })
        .min(1, 'invalidValue')
        .max(200, 'invalidValue')
        .optional(),
      sentiments: z
        .array(z.enum(REPLY_RULE_SENTIMENTS, { error: 'invalidValue' }), { error: 'invalidValue' })
        .min(1, 'invalidValue')
        .optional(),
      /** Any of these words, matched with the Arabic folding of search and keywords (قهوة = القهوه). */
      keywords: z
        .array(
          z
            .string({ error: 'invalidValue' })
            .trim()
            .min(1, 'replyRuleKeywordInvalid')
            .max(60, 'replyRuleKeywordInvalid'),
          {
            error: 'invalidValue',
          },
        )
        .min(1, 'replyRuleKeywordInvalid')
        .max(REPLY_RULE_MAX_KEYWORDS, 'replyRuleTooManyKeywords')
        .optional(),
      /** The reviewer (by name, not anonymous) has reviewed the business before. */
      repeatReviewer: z.boolean({ error: 'invalidValue' }).optional(),
    },
    { error: 'invalidValue' },
  )
  .refine((c) => c.minStars === undefined || c.maxStars === undefined || c.minStars <= c.maxStars, {
    message: 'replyRuleStarsRangeInvalid',
    path: ['maxStars'],
  });
export type ReplyRuleConditions = z.infer<typeof replyRuleConditionsSchema>;

export const replyRuleReplyActionSchema = z.object(
  {
    templateId: idSchema,
    /** 0 publishes at once; up to 72 hours. */
    delayMinutes: z
      .number({ error: 'replyRuleDelayInvalid' })
      .int('replyRuleDelayInvalid')
      .min(0, 'replyRuleDelayInvalid')
      .max(REPLY_RULE_MAX_DELAY_MINUTES, 'replyRuleDelayInvalid'),
    /** Held for approval (as an agent's reply is) instead of published; forced for 3★ or less and negative text. */
    requireApproval: z.boolean({ error: 'invalidValue' }),
  },
  { error: 'invalidValue' },
);

export const replyRuleAssignActionSchema = z.union(
  [
    z.object({ mode: z.literal('member'), userId: idSchema }),
    z.object({ mode: z.literal('leastLoaded'), locationId: idSchema }),
  ],
  { error: 'replyRuleAssignInvalid' },
);

export const replyRuleEscalateActionSchema = z.object(
  {
    slaHours: z
      .number({ error: 'replyRuleSlaInvalid' })
      .int('replyRuleSlaInvalid')
      .min(1, 'replyRuleSlaInvalid')
      .max(REPLY_RULE_MAX_SLA_HOURS, 'replyRuleSlaInvalid'),
  },
  { error: 'invalidValue' },
);

export const replyRuleActionsSchema = z
  .object(
    {
      reply: replyRuleReplyActionSchema.nullable().default(null),
      assign: replyRuleAssignActionSchema.nullable().default(null),
      escalate: replyRuleEscalateActionSchema.nullable().default(null),
    },
    { error: 'invalidValue' },
  )
  .refine((a) => a.reply !== null || a.assign !== null || a.escalate !== null, {
    message: 'replyRuleActionRequired',
    path: ['reply'],
  });
export type ReplyRuleActions = z.infer<typeof replyRuleActionsSchema>;

export const replyRuleBodySchema = z.object(
  {
    name: z
      .string({ error: 'replyRuleNameRequired' })
      .trim()
      .min(1, 'replyRuleNameRequired')
      .max(REPLY_RULE_NAME_MAX_LENGTH, 'replyRuleNameTooLong'),
    enabled: z.boolean({ error: 'invalidValue' }).default(false),
    conditions: replyRuleConditionsSchema.default({}),
    actions: replyRuleActionsSchema,
  },
  { error: 'invalidValue' },
);
export type ReplyRuleBody = z.infer<typeof replyRuleBodySchema>;

export const replyRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** 0 first: the first enabled rule that matches is the only one that acts. */
  position: z.number().int(),
  conditions: replyRuleConditionsSchema,
  actions: replyRuleActionsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReplyRule = z.infer<typeof replyRuleSchema>;

export const replyRuleListSchema = z.object({
  /** The business's "pause all": nothing acts while it is true, scheduled publishes included. */
  paused: z.boolean(),
  rules: z.array(replyRuleSchema),
});
export type ReplyRuleList = z.infer<typeof replyRuleListSchema>;

export const replyRuleParamsSchema = z.object({ id: idSchema });

export const reorderReplyRulesBodySchema = z.object(
  { ids: z.array(idSchema, { error: 'invalidValue' }).max(REPLY_RULE_MAX_RULES, 'invalidValue') },
  { error: 'invalidValue' },
);

export const pauseReplyRulesBodySchema = z.object(
  { paused: z.boolean({ error: 'invalidValue' }) },
  { error: 'invalidValue' },
);

/** Without `rule`: the business's rules as they stand (enabled or not); with it: that draft alone. */
export const testReplyRulesBodySchema = z.object(
  { rule: replyRuleBodySchema.optional() },
  { error: 'invalidValue' },
);

/** What a rule would do to a review: publish (after its delay), hold for approval, or not reply (skip). */
export const plannedReplySchema = z.object({
  outcome: z.enum(['publish', 'hold', 'skip']),
  /** Why it would hold or skip (a message code), null to publish. */
  reason: z.string().nullable(),
  delayMinutes: z.number().int(),
  text: z.string().nullable(),
});

export const replyRuleTestRowSchema = z.object({
  reviewId: z.string(),
  stars: z.number().int(),
  authorName: z.string().nullable(),
  text: z.string().nullable(),
  createTime: z.string(),
  /** The first rule that matches (null: none would act). */
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  reply: plannedReplySchema.nullable(),
  assignTo: z.string().nullable(),
  slaHours: z.number().int().nullable(),
});

export const replyRuleTestResultSchema = z.object({
  reviews: z.array(replyRuleTestRowSchema),
  /** Reviews each rule would act on, first match only; a draft's id is 'draft'. */
  matches: z.array(z.object({ ruleId: z.string(), ruleName: z.string(), count: z.number().int() })),
});
export type ReplyRuleTestResult = z.infer<typeof replyRuleTestResultSchema>;

export const automaticActionSchema = z.object({
  id: z.string(),
  ruleId: z.string().nullable(),
  /** Kept when the rule is deleted: "replied by rule 'Thank 5★ in Arabic'". */
  ruleName: z.string(),
  action: z.enum(AUTOMATIC_ACTION_KINDS),
  state: z.enum(AUTOMATIC_ACTION_STATES),
  /** Why it was held, skipped or failed (a message code), else null. */
  reason: z.string().nullable(),
  /** The reply's text, the assignee, the SLA. */
  detail: z.record(z.string(), z.unknown()),
  /** A scheduled reply's publish time; an escalation's deadline. */
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
  /** True while the action may still be undone (a reply not yet published). */
  undoable: z.boolean(),
});
export type AutomaticAction = z.infer<typeof automaticActionSchema>;

export const reviewAutomaticActionsParamsSchema = z.object({ id: idSchema });
export const undoAutomaticActionParamsSchema = z.object({ id: idSchema, actionId: idSchema });
