// The message templates the stand-in knows, as a WhatsApp Business Account holds its approved ones: a name, one
// body per language with {{1}}, {{2}}… placeholders. A send of a known template with the wrong number of body
// parameters is refused as Meta refuses it (132000); a name the stand-in does not know is accepted and its text is
// the parameters one per line, so a business may name its own template without registering it here first.

export type TemplateBodies = Record<string, Record<string, string>>;

/** Sumaa's own templates, in the words the product sends (ar and en). */
export const DEFAULT_TEMPLATES: TemplateBodies = {
  review_request: {
    ar: 'مرحباً {{1}}، شكراً لزيارتك {{2}}. يسعدنا أن تشاركنا رأيك على Google: {{3}}',
    en: 'Hi {{1}}, thank you for visiting {{2}}. We would love to hear what you think on Google: {{3}}',
  },
  negative_review_alert: {
    ar: 'تقييم جديد بـ {{1}} نجوم لفرع {{2}}. اقرأه وردّ عليه: {{3}}',
    en: 'A new {{1}}-star review for {{2}}. Read it and reply: {{3}}',
  },
};

export interface RenderedTemplate {
  text: string;
  /** False when the stand-in has no body for this name and language. */
  known: boolean;
}

export class TemplateParameterError extends Error {
  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(
      `Number of parameters does not match the expected number of params (expected ${expected}, received ${received})`,
    );
  }
}

export function placeholderCount(body: string): number {
  let highest = 0;
  for (const match of body.matchAll(/\{\{(\d+)\}\}/g)) highest = Math.max(highest, Number(match[1]));
  return highest;
}

export function renderTemplate(
  templates: TemplateBodies,
  name: string,
  language: string,
  parameters: readonly string[],
): RenderedTemplate {
  const body = templates[name]?.[language] ?? templates[name]?.[language.split('_')[0]];
  if (body === undefined) return { text: parameters.join('\n'), known: false };
  const expected = placeholderCount(body);
  if (expected !== parameters.length) throw new TemplateParameterError(expected, parameters.length);
  return {
    text: body.replace(/\{\{(\d+)\}\}/g, (_, index: string) => parameters[Number(index) - 1]),
    known: true,
  };
}

/** The first http(s) link in a text (the review request's short link). */
export function firstLink(text: string): string | null {
  return /https?:\/\/[^\s<>"']+/.exec(text)?.[0] ?? null;
}
