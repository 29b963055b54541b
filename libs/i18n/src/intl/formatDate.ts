import type { Language } from '@sumaa/contracts';
import { type Calendar, localeTag } from './localeTag';

export type DateInput = Date | string | number;
export type FormatDateOptions = Intl.DateTimeFormatOptions & { calendar?: Calendar };

const FIELD_OPTIONS = [
  'dateStyle',
  'timeStyle',
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'dayPeriod',
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'timeZoneName',
] as const;

/** The spec's "long" date (5 March 2025 / ٥ مارس ٢٠٢٥) unless the caller asks for other fields. */
const DEFAULT_FIELDS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * A date in the reader's language, Gregorian unless `calendar: 'islamic-umalqura'` (a business preference).
 * Invalid input gives an empty string rather than a thrown RangeError in the middle of a render.
 */
export function formatDate(value: DateInput, lang: Language, options: FormatDateOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  // `calendar` and `numberingSystem` travel in the locale tag so they cannot disagree with it.
  const { calendar = 'gregory', numberingSystem: _ignored, ...rest } = options;
  const hasFields = FIELD_OPTIONS.some((field) => rest[field] !== undefined);
  return new Intl.DateTimeFormat(
    localeTag(lang, calendar),
    hasFields ? rest : { ...DEFAULT_FIELDS, ...rest },
  ).format(date);
}
