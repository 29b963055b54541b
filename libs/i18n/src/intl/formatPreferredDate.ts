// Dates as a business chose to see them (settings → preferences): its timezone, its date format
// (dd/mm/yyyy, mm/dd/yyyy, yyyy-mm-dd), its calendar, in the reader's digits. One helper for every date a
// business sees (decisions #11), so the team table, the inbox and the reports cannot disagree.
import type { Language } from '@sumaa/contracts';
import { type DateInput, toDate } from './formatDate';
import { type Calendar, localeTag } from './localeTag';

export interface DatePreferences {
  timezone: string;
  dateFormat: 'dd/mm/yyyy' | 'mm/dd/yyyy' | 'yyyy-mm-dd';
  calendar?: Calendar;
}

function partsOf(date: Date, lang: Language, preferences: DatePreferences, withTime: boolean) {
  const format = new Intl.DateTimeFormat(localeTag(lang, preferences.calendar ?? 'gregory'), {
    timeZone: preferences.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  });
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

function assemble(parts: Record<string, string>, dateFormat: DatePreferences['dateFormat']): string {
  const { day = '', month = '', year = '' } = parts;
  if (dateFormat === 'yyyy-mm-dd') return `${year}-${month}-${day}`;
  if (dateFormat === 'mm/dd/yyyy') return `${month}/${day}/${year}`;
  return `${day}/${month}/${year}`;
}

/** 24/11/2026 (or ٢٤/١١/٢٠٢٦), in the business's timezone and format; '' for an invalid date. */
export function formatPreferredDate(value: DateInput, lang: Language, preferences: DatePreferences): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return assemble(partsOf(date, lang, preferences, false), preferences.dateFormat);
}

/** The date as above, then the time on a 24-hour clock: 24/11/2026 14:05. */
export function formatPreferredDateTime(
  value: DateInput,
  lang: Language,
  preferences: DatePreferences,
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date, lang, preferences, true);
  return `${assemble(parts, preferences.dateFormat)} ${parts.hour ?? ''}:${parts.minute ?? ''}`;
}
