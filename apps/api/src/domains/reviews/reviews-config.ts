// The reviews section of the configuration: the AI drafts of replies, kept with the domain that uses them
// (config.ts reads every section at once).
import { optionalText, optionalUrl, positiveInt, type EnvironmentOf } from '../../lib/config-schema';

export const reviewsEnvironment = {
  // AI drafts of review replies (decisions #23): any OpenAI-compatible chat-completions endpoint; unset = off.
  AI_CHAT_COMPLETIONS_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: positiveInt(20_000),
};

export interface AiConfig {
  /** The full URL of an OpenAI-compatible `chat/completions` endpoint. */
  chatCompletionsUrl: string;
  /** Sent as `Authorization: Bearer …` when set (local servers often need none). */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Null when no AI endpoint is configured: smart replies offer templates only. */
export function readAiConfig(env: EnvironmentOf<typeof reviewsEnvironment>): AiConfig | null {
  return env.AI_CHAT_COMPLETIONS_URL && env.AI_MODEL
    ? {
        chatCompletionsUrl: env.AI_CHAT_COMPLETIONS_URL,
        apiKey: env.AI_API_KEY,
        model: env.AI_MODEL,
        timeoutMs: env.AI_TIMEOUT_MS,
      }
    : null;
}
