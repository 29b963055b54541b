// Every call of the AI endpoint goes through here (issue 24, "Privacy of AI calls"): the messages are masked
// before they leave Sumaa (personal-data-masking.ts), the answer is restored, and the call is logged without
// its text (ai-call-log.ts) whether it succeeded or not. A later caller (reply rules) uses the same door, so the
// refusals are checked here, before anything leaves: the business turned AI off (settings → replies → aiDrafts),
// or the endpoint is not declared in the Kingdom and the platform allows no transfer abroad (aiTransferRefusal).
import { aiTransferRefusal, isLocalEndpointHost, type AiDraftUnavailableReason } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor, TenantScope } from '../../../db/database';
import { readBusinessSettings } from '../../businesses';
import { readAiEndpointDeclaration } from '../../platform';
import type { AiConfig } from '../reviews-config';
import { endpointHostOf, insertAiCallLog, type AiCallOutcome } from './ai-call-log';
import { AiDraftError, requestAiDraft, type ChatMessage } from './ai-draft-client';
import { createPersonalDataMask, type Reviewer } from './personal-data-masking';

export interface AiCallSubject {
  scope: TenantScope & { businessId: string };
  reviewId: string | null;
  /** Whose name is masked in the prompt and put back in the reply. */
  reviewer: Reviewer;
}

/** No call was made: the code says why (a message code, translated for the caller). */
export class AiCallRefusedError extends Error {
  constructor(readonly code: AiDraftUnavailableReason) {
    super(`AI call refused: ${code}`);
    this.name = 'AiCallRefusedError';
  }
}

/** Why no AI call may be made for the business now, read in its tenant transaction `tx`; null: it may. */
export async function aiCallRefusal(
  app: FastifyInstance,
  tx: SqlExecutor,
  businessId: string,
): Promise<AiDraftUnavailableReason | null> {
  const ai = app.config.ai;
  if (!ai) return 'aiDraftsUnavailable';
  if (!(await readBusinessSettings(tx, businessId)).replies.aiDrafts) return 'aiDraftsTurnedOff';
  const declaration = await readAiEndpointDeclaration(tx);
  return aiTransferRefusal({
    endpointRegion: declaration.region,
    transfersAbroadAllowed: declaration.transfersAbroadAllowed,
    endpointIsLocal: isLocalEndpointHost(endpointHostOf(ai.chatCompletionsUrl)),
  });
}

/**
 * The reply to `messages`, asked with the personal data masked; throws AiCallRefusedError when no call may be made
 * for the business (nothing is sent, nothing logged) and AiDraftError when no reply came.
 */
export async function callAiWithoutPersonalData(
  app: FastifyInstance,
  ai: AiConfig,
  subject: AiCallSubject,
  messages: ChatMessage[],
): Promise<string> {
  // Checked at the moment of the call, whatever the caller checked before: a switch turned off meanwhile holds.
  const refusal = await app.db.tenantTransaction(subject.scope, (tx) =>
    aiCallRefusal(app, tx, subject.scope.businessId),
  );
  if (refusal) throw new AiCallRefusedError(refusal);
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
