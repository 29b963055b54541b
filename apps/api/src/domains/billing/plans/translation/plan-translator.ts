// Machine translation of plan texts (decisions #19, guide "integrations"): a LibreTranslate-style HTTP
// service, `POST {url}/translate` with `{ q, source, target, format: 'text', api_key? }`, answering
// `{ translatedText }`. Configured by TRANSLATE_URL (and TRANSLATE_API_KEY); without it there is no
// translator. Any failure (network, timeout, a non-2xx, an odd body) gives null: the caller keeps the original.
import type { Language } from '@sumaa/contracts';
import type { TranslationConfig } from '../../billing-config';

export interface PlanTranslator {
  /** The text in `target`, or null when the service could not translate it. */
  translate(text: string, source: Language, target: Language): Promise<string | null>;
}

export function createPlanTranslator(config: TranslationConfig | null): PlanTranslator | null {
  if (!config) return null;
  return {
    async translate(text, source, target) {
      if (!text.trim()) return text;
      try {
        const response = await fetch(`${config.url}/translate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: text,
            source,
            target,
            format: 'text',
            ...(config.apiKey ? { api_key: config.apiKey } : {}),
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { translatedText?: unknown };
        const translated = typeof body.translatedText === 'string' ? body.translatedText.trim() : '';
        return translated || null;
      } catch {
        return null;
      }
    },
  };
}
