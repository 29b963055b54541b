// One place that turns a language into an Intl locale with calendar and digits pinned (decisions #11):
// what bare `ar-SA` means differs between ICU versions (Hijri vs Gregorian, Arabic-Indic vs Latin digits).
import type { Language } from '@sumaa/contracts';

export type Calendar = 'gregory' | 'islamic-umalqura';

export function localeTag(lang: Language, calendar: Calendar = 'gregory'): string {
  return lang === 'ar' ? `ar-SA-u-ca-${calendar}-nu-arab` : `en-US-u-ca-${calendar}-nu-latn`;
}
