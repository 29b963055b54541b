// The adapter of AI drafts (decisions #23): one call of an OpenAI-compatible chat-completions endpoint
// (OpenAI, Azure OpenAI, vLLM, Ollama, LiteLLM … all speak it), configured by AI_CHAT_COMPLETIONS_URL,
// AI_MODEL and AI_API_KEY. No retries: a person is waiting, and the button can be pressed again.
import { z } from 'zod';
import type { AiConfig } from '../reviews-config';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Why no draft came back; neither is counted against the plan. */
export class AiDraftError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'AiDraftError';
  }
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
  // OpenAI's counts; a server that reports none (or odd ones) is still answered, its counts left unknown.
  usage: z
    .object({
      prompt_tokens: z.number().int().nonnegative().optional().catch(undefined),
      completion_tokens: z.number().int().nonnegative().optional().catch(undefined),
    })
    .nullish()
    .catch(undefined),
});

/** The reply, and the tokens the endpoint says the call used (null where it did not say). */
export interface AiCompletion {
  content: string;
  promptTokens: number | null;
  completionTokens: number | null;
}

/** Enough for the few sentences asked for, in Arabic too (more tokens per word than English). */
const MAX_TOKENS = 600;

/** By name: the DOMException fetch rejects with may come from another realm (jest), so no instanceof. */
function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

export async function requestAiDraft(config: AiConfig, messages: ChatMessage[]): Promise<AiCompletion> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let response: Response;
  let text: string;
  try {
    // The signal also bounds reading the body: an endpoint that stalls mid-answer times out too.
    response = await fetch(config.chatCompletionsUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: config.model, messages, temperature: 0.4, max_tokens: MAX_TOKENS }),
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    if (isTimeout(error)) throw new AiDraftError('timeout', `no answer within ${config.timeoutMs} ms`);
    throw new AiDraftError('failed', `network error (${(error as Error | null)?.message ?? String(error)})`);
  }
  if (!response.ok) throw new AiDraftError('failed', `HTTP ${response.status}: ${text.slice(0, 300)}`);

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AiDraftError('failed', 'the answer is not JSON');
  }
  const completion = completionSchema.safeParse(body);
  if (!completion.success) throw new AiDraftError('failed', 'the answer is not a chat completion');
  const content = withoutWrappingQuotes(completion.data.choices[0].message.content?.trim() ?? '');
  if (!content) throw new AiDraftError('failed', 'the completion is empty');
  const usage = completion.data.usage;
  return {
    content,
    promptTokens: usage?.prompt_tokens ?? null,
    completionTokens: usage?.completion_tokens ?? null,
  };
}

const QUOTE_PAIRS = ['""', '“”', '«»', "''"];

/** Some models put the whole reply in quotes although asked not to. */
function withoutWrappingQuotes(text: string): string {
  const pair = QUOTE_PAIRS.find((quotes) => text.startsWith(quotes[0]) && text.endsWith(quotes[1]));
  return pair && text.length >= 2 ? text.slice(1, -1).trim() : text;
}
