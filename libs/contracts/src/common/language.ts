export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ACCEPT_LANGUAGE: Record<Language, string> = { ar: 'ar-SA', en: 'en-US' };

/** Reads an Accept-Language header (or a `lang` value) and picks ar or en; English when unclear. */
export function languageFromHeader(header: string | null | undefined): Language {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}
