import type { Language } from '@sumaa/contracts';
import { type DateInput, formatDate, toDate } from './formatDate';
import { localeTag } from './localeTag';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * Spec §9's last-seen wording: "now" under a minute, minutes under an hour, hours under a day,
 * days under a week, then the date. `numeric: 'auto'` gives the natural forms (الآن، أمس، قبل ٣ أيام).
 */
export function formatRelativeTime(value: DateInput, lang: Language, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const difference = date.getTime() - now.getTime();
  const distance = Math.abs(difference);
  if (distance >= WEEK) return formatDate(date, lang);

  const format = new Intl.RelativeTimeFormat(localeTag(lang), { numeric: 'auto' });
  const sign = difference < 0 ? -1 : 1;
  if (distance < MINUTE) return format.format(0, 'second');
  if (distance < HOUR) return format.format(sign * Math.floor(distance / MINUTE), 'minute');
  if (distance < DAY) return format.format(sign * Math.floor(distance / HOUR), 'hour');
  return format.format(sign * Math.floor(distance / DAY), 'day');
}
