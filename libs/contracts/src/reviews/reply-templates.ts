// Smart replies (decisions #13, #23): templates per sentiment and language that the business edits, filled
// in for one review with the reviewer's first name and the business's name; and, when an OpenAI-compatible
// endpoint is configured, a draft written from the review's text.
import { z } from 'zod';
import { REVIEW_SENTIMENTS } from '../google/sync';

export const TEMPLATE_LANGUAGES = ['ar', 'en'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
export const TEMPLATE_MAX_LENGTH = 2000;
export const TEMPLATES_PER_BUSINESS_MAX = 60;
/** Placeholders a template may hold; filled in for the review being answered. */
export const TEMPLATE_PLACEHOLDERS = ['{reviewerName}', '{businessName}'] as const;

export const replyTemplateSchema = z.object({
  id: z.string(),
  sentiment: z.enum(REVIEW_SENTIMENTS),
  language: z.enum(TEMPLATE_LANGUAGES),
  content: z.string(),
  updatedAt: z.string(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

export const replyTemplateWriteSchema = z.object({
  sentiment: z.enum(REVIEW_SENTIMENTS, { error: 'templateSentimentInvalid' }),
  language: z.enum(TEMPLATE_LANGUAGES, { error: 'templateLanguageInvalid' }),
  content: z
    .string({ error: 'templateContentRequired' })
    .trim()
    .min(1, 'templateContentRequired')
    .max(TEMPLATE_MAX_LENGTH, 'fieldTooLong'),
});
export type ReplyTemplateWriteRequest = z.input<typeof replyTemplateWriteSchema>;

export const replyTemplateParamsSchema = z.object({ id: z.string() });

/** Why an AI draft cannot be asked for: the message code of each is its explanation. */
export const AI_DRAFT_UNAVAILABLE_REASONS = [
  'aiDraftsUnavailable',
  'aiDraftsTurnedOff',
  'aiTransferAbroadNotAllowed',
] as const;
export type AiDraftUnavailableReason = (typeof AI_DRAFT_UNAVAILABLE_REASONS)[number];

/** GET /api/Reviews/{id}/smart-replies: the review's templates, filled in, in the review's language. */
export const smartRepliesSchema = z.object({
  language: z.enum(TEMPLATE_LANGUAGES),
  suggestions: z.array(z.object({ templateId: z.string(), content: z.string() })),
  /** True when an AI draft may be asked for now: the "draft with AI" button is usable only then. */
  aiDraftAvailable: z.boolean(),
  /**
   * Why not, when not (issue 24): no endpoint configured (the button is hidden), the business turned AI off, or the
   * endpoint is not declared in the Kingdom and transfers abroad are not allowed (the button is disabled, saying so).
   */
  aiDraftUnavailableReason: z.enum(AI_DRAFT_UNAVAILABLE_REASONS).nullable(),
  /** AI drafts left this month under the plan; null when the plan sets no limit. */
  aiDraftsLeft: z.number().int().nullable(),
});
export type SmartReplies = z.infer<typeof smartRepliesSchema>;

/** POST /api/Reviews/{id}/ai-draft */
export const aiDraftSchema = z.object({
  content: z.string(),
  aiDraftsLeft: z.number().int().nullable(),
});
export type AiDraft = z.infer<typeof aiDraftSchema>;
