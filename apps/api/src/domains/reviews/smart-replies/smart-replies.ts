// Smart replies for one review (decisions #13, #23): the business's templates of the review's sentiment in
// the review's language, filled in; and the AI draft, counted against the plan's monthly AI replies in the
// business's own calendar month.
import type { AiDraft, Language, SmartReplies, TemplateLanguage } from '@sumaa/contracts';
import { isId } from '@sumaa/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TenantScope } from '../../../db/database';
import { AppError, notFound } from '../../../http/app-error';
import { readBusinessSettings, readBusinessProfile } from '../../businesses';
import { assertSubscriptionAllowsSyncAndReply } from '../../billing';
import { AiCallRefusedError, aiCallRefusal } from './ai-call';
import { AiDraftError } from './ai-draft-client';
import { draftReplyInVoice } from './ai-draft-in-voice';
import { readReplyVoice } from './reply-voice-store';
import { fillTemplate, reviewerFirstName } from './fill-template';
import {
  findReviewToAnswer,
  listTemplatesFor,
  readAiDraftsUsed,
  readMonthlyAiDraftLimit,
  releaseAiDraft,
  reserveAiDraft,
  seedDefaultTemplatesOnce,
  type ReviewToAnswer,
} from './smart-replies-store';

type BusinessScope = TenantScope & { businessId: string };

/** Templates exist in Arabic and English: an Arabic review gets Arabic ones, any other text English ones. */
export function templateLanguageOf(review: ReviewToAnswer, businessLanguage: Language): TemplateLanguage {
  const hasText = Boolean(review.original ?? review.translated);
  if (!hasText || !review.language) return businessLanguage;
  return review.language === 'ar' ? 'ar' : 'en';
}

/** The first day of the instant's month in the business's time zone, as 'YYYY-MM-01'. */
export function usageMonthOf(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(instant);
  const part = (type: 'year' | 'month') => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-01`;
}

const draftsLeft = (limit: number | null, used: number) =>
  limit === null ? null : Math.max(0, limit - used);

export async function readSmartReplies(
  app: FastifyInstance,
  scope: BusinessScope,
  reviewId: string,
): Promise<SmartReplies> {
  if (!isId(reviewId)) throw notFound();
  const now = app.now();
  return app.db.tenantTransaction(scope, async (tx) => {
    const { businessId } = scope;
    const review = await findReviewToAnswer(tx, businessId, reviewId);
    if (!review) throw notFound();
    const { preferences } = await readBusinessSettings(tx, businessId);
    const language = templateLanguageOf(review, preferences.language);
    await seedDefaultTemplatesOnce(tx, businessId, now);
    const templates = await listTemplatesFor(tx, businessId, review.sentiment, language);
    const businessName = (await readBusinessProfile(tx, businessId))?.name ?? '';
    const values = {
      reviewerFirstName: reviewerFirstName(review.authorName, review.isAnonymous),
      businessName,
    };

    const limit = await readMonthlyAiDraftLimit(tx, businessId);
    const used = await readAiDraftsUsed(tx, businessId, usageMonthOf(now, preferences.timezone));
    const refusal = await aiCallRefusal(app, tx, businessId);
    return {
      language,
      suggestions: templates.map((template) => ({
        templateId: template.id,
        content: fillTemplate(template.content, values),
      })),
      aiDraftAvailable: refusal === null,
      aiDraftUnavailableReason: refusal,
      aiDraftsLeft: draftsLeft(limit, used),
    };
  });
}

/**
 * One AI draft: counted first (402 once the month's drafts are used up), then asked of the endpoint outside
 * any transaction; a timeout or failure gives the count back and answers 503.
 */
export async function draftReplyWithAi(
  app: FastifyInstance,
  scope: BusinessScope,
  reviewId: string,
  log: FastifyBaseLogger,
): Promise<AiDraft> {
  if (!isId(reviewId)) throw notFound();
  const { businessId } = scope;
  const now = app.now();
  const draft = await app.db.tenantTransaction(scope, async (tx) => {
    const review = await findReviewToAnswer(tx, businessId, reviewId);
    if (!review) throw notFound();
    // Not configured, turned off by the business, or not allowed where the endpoint is: 409, nothing counted.
    const refusal = await aiCallRefusal(app, tx, businessId);
    if (refusal) throw new AppError(409, refusal);
    await assertSubscriptionAllowsSyncAndReply(tx, businessId, now);
    const { preferences } = await readBusinessSettings(tx, businessId);
    const usageMonth = usageMonthOf(now, preferences.timezone);
    const limit = await readMonthlyAiDraftLimit(tx, businessId);
    const used = await reserveAiDraft(tx, businessId, usageMonth, limit, now);
    if (used === null) throw new AppError(402, 'aiDraftsUsedUp');
    const businessName = (await readBusinessProfile(tx, businessId))?.name ?? '';
    const firstName = reviewerFirstName(review.authorName, review.isAnonymous);
    return {
      usageMonth,
      aiDraftsLeft: draftsLeft(limit, used),
      reviewer: { fullName: review.isAnonymous ? null : review.authorName, firstName },
      // In the business's voice for the reply's language (migration 051): Arabic for an Arabic reply, else English.
      prompt: {
        review,
        reviewerFirstName: firstName,
        businessName,
        businessLanguage: preferences.language,
        voice: (await readReplyVoice(tx, businessId))[templateLanguageOf(review, preferences.language)],
      },
    };
  });

  const ai = app.config.ai!;
  try {
    // The reviewer's name, phones, e-mails and ID numbers never leave Sumaa (personal-data-masking.ts).
    const content = await draftReplyInVoice(
      app,
      ai,
      { scope, reviewId, reviewer: draft.reviewer },
      draft.prompt,
    );
    return { content, aiDraftsLeft: draft.aiDraftsLeft };
  } catch (error) {
    await app.db.tenantTransaction(scope, (tx) =>
      releaseAiDraft(tx, businessId, draft.usageMonth, app.now()),
    );
    // Turned off (or the region's permission withdrawn) between the count and the call: refused the same way.
    if (error instanceof AiCallRefusedError) throw new AppError(409, error.code);
    if (!(error instanceof AiDraftError)) throw error;
    log.warn({ reason: error.reason, detail: error.message }, 'AI draft failed');
    throw new AppError(503, error.reason === 'timeout' ? 'aiDraftTimedOut' : 'aiDraftFailed');
  }
}
