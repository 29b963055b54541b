// Every call of the AI endpoint goes through here (issue 24, "Privacy of AI calls"): the messages are masked
// before they leave Sumaa (personal-data-masking.ts), the answer is restored, and the call is logged without
// its text (ai-call-log.ts) whether it succeeded or not. A later caller (reply rules) uses the same door.
import type { FastifyInstance } from 'fastify';
import type { TenantScope } from '../../../db/database';
import type { AiConfig } from '../reviews-config';
import { insertAiCallLog, type AiCallOutcome } from './ai-call-log';
import { AiDraftError, requestAiDraft, type ChatMessage } from './ai-draft-client';
import { createPersonalDataMask, type Reviewer } from './personal-data-masking';

export interface AiCallSubject {
  scope: TenantScope & { businessId: string };
  reviewId: string | null;
  /** Whose name is masked in the prompt and put back in the reply. */
  reviewer: Reviewer;
}

/** The reply to `messages`, asked with the personal data masked; throws AiDraftError when none came. */
export async function callAiWithoutPersonalData(
  app: FastifyInstance,
  ai: AiConfig,
  subject: AiCallSubject,
  messages: ChatMessage[],
): Promise<string> {
  const mask = createPersonalDataMask(subject.reviewer);
  const masked = messages.map((message) => ({ ...message, content: mask.mask(message.content) }));
  const calledAt = app.now();
  const started = performance.now();
  let outcome: AiCallOutcome = 'failed';
  let tokens: { promptTokens: number | null; completionTokens: number | null } = {
    promptTokens: null,
    completionTokens: null,
  };
  try {
    const completion = await requestAiDraft(ai, masked);
    outcome = 'succeeded';
    tokens = completion;
    return mask.restore(completion.content);
  } catch (error) {
    if (error instanceof AiDraftError && error.reason === 'timeout') outcome = 'timedOut';
    throw error;
  } finally {
    // The log must not cost the person their draft (or hide why there is none): a failure to write it is
    // reported, not thrown.
    await app.db
      .tenantTransaction(subject.scope, (tx) =>
        insertAiCallLog(tx, subject.scope.businessId, {
          calledAt,
          reviewId: subject.reviewId,
          model: ai.model,
          endpointUrl: ai.chatCompletionsUrl,
          promptTokens: tokens.promptTokens,
          completionTokens: tokens.completionTokens,
          outcome,
          durationMs: performance.now() - started,
        }),
      )
      .catch((error: unknown) => app.log.error({ err: error, outcome }, 'AI call not logged'));
  }
}
