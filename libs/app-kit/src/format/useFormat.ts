// Every number, amount of money and date a dashboard shows, in the reader's language and digits (decisions #11),
// through libs/i18n's helpers (pinned calendar and digits, SAR): one hook for the business dashboard and the admin
// console, so two pages cannot write the same figure two ways. Report days (YYYY-MM-DD) and months (YYYY-MM) are
// calendar days the server has already counted in its time zone: read at noon UTC and written in UTC. Instants
// (ISO times) are written in the business's time zone, date format and calendar when `preferences` are given
// (the business dashboard), else as long Gregorian dates (the admin console).
import {
  type DatePreferences,
  formatDate,
  formatMoney,
  formatNumber,
  formatPreferredDate,
  formatPreferredDateTime,
  formatRelativeTime,
  useLanguage,
} from '@sumaa/i18n';
import { useMemo } from 'react';

type Instant = string | Date | null | undefined;

export interface Format {
  count(value: number): string;
  money(amount: number): string;
  /** A fraction from 0 to 1 as a percent, to one decimal at most: 0.375 → 37.5%. */
  share(fraction: number): string;
  /** A percentage given from 0 to 100, to one decimal at most: 87.5 → 87.5%. */
  percent(value: number): string;
  /** A rate given in percent, to two decimals at most (a VAT rate: 15 → 15%). */
  rate(value: number): string;
  /** A change in percent points, signed: 33.3 → +33.3%, -50 → -50%, 0 → 0%. */
  change(percent: number): string;
  /** A compact amount for an axis: 12,500 → 12.5K. */
  compact(value: number): string;
  /** An average of stars to one decimal, as Google shows it, the same on every screen: 4 → 4.0, 4.14 → 4.1. */
  rating(value: number): string;
  /** Hours as the most readable unit: 45 minutes, 3.5 hours, 2 days (from 48 hours). */
  duration(hours: number): string;
  /** A response time: minutes under an hour, else hours to one decimal (never days). */
  hoursOrMinutes(hours: number): string;
  /** 2025-03 → Mar (a chart's axis). */
  monthShort(month: string): string;
  /** 2025-03 → March 2025. */
  monthLong(month: string): string;
  /** 2025-03-05 → 5 Mar (a chart's axis). */
  dayShort(day: string): string;
  /** 2025-03-05 → 5 March 2025. */
  dayLong(day: string): string;
  /** 2025-03-05 → 05/03/2025 in the business's date format; the long form without preferences. */
  day(day: string): string;
  /** An instant's date; empty for a missing or unreadable one. */
  date(value: Instant): string;
  /** An instant's date and time; empty for a missing or unreadable one. */
  dateTime(value: Instant): string;
  /** now, 5 minutes ago, yesterday … then the date from a week ago; empty for a missing or unreadable one. */
  relative(value: Instant, now?: Date): string;
}

const HOURS_SHOWN_AS_DAYS = 48;
const WEEK_MS = 7 * 24 * 3_600_000;

const noonOf = (day: string) => `${day}T12:00:00Z`;

/** The formats in the reader's language; dates in the business's preferences when they are given. */
export function useFormat(preferences?: DatePreferences): Format {
  const { language } = useLanguage();
  const timezone = preferences?.timezone;
  const dateFormat = preferences?.dateFormat;
  const calendar = preferences?.calendar;
  return useMemo(() => {
    const chosen = timezone && dateFormat ? { timezone, dateFormat, calendar } : undefined;
    const number = (value: number, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, language, options);
    const percentOf = (fraction: number, options?: Intl.NumberFormatOptions) =>
      number(fraction, { style: 'percent', maximumFractionDigits: 1, ...options });
    const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
      number(value, {
        style: 'unit',
        unit: name,
        unitDisplay: 'long',
        maximumFractionDigits: name === 'minute' ? 0 : 1,
      });
    const minutesUnderAnHour = (hours: number) => unit(Math.max(1, Math.round(hours * 60)), 'minute');
    const utcDay = (day: string, options: Omit<Intl.DateTimeFormatOptions, 'calendar'>) =>
      formatDate(noonOf(day), language, { ...options, timeZone: 'UTC' });
    const dayLong = (day: string) => utcDay(day, { day: 'numeric', month: 'long', year: 'numeric' });
    const date = (value: Instant) => {
      if (!value) return '';
      return chosen ? formatPreferredDate(value, language, chosen) : formatDate(value, language);
    };
    return {
      count: (value) => number(value),
      money: (amount) => formatMoney(amount, language),
      share: (fraction) => percentOf(fraction),
      percent: (value) => percentOf(value / 100),
      rate: (value) => percentOf(value / 100, { maximumFractionDigits: 2 }),
      change: (percent) => percentOf(percent / 100, { signDisplay: 'exceptZero' }),
      compact: (value) => number(value, { notation: 'compact', maximumFractionDigits: 1 }),
      rating: (value) => number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      duration: (hours) => {
        if (hours < 1) return minutesUnderAnHour(hours);
        if (hours < HOURS_SHOWN_AS_DAYS) return unit(hours, 'hour');
        return unit(hours / 24, 'day');
      },
      hoursOrMinutes: (hours) => (hours < 1 ? minutesUnderAnHour(hours) : unit(hours, 'hour')),
      monthShort: (month) => utcDay(`${month}-01`, { month: 'short' }),
      monthLong: (month) => utcDay(`${month}-01`, { month: 'long', year: 'numeric' }),
      dayShort: (day) =>
        formatDate(noonOf(day), language, { day: 'numeric', month: 'short', timeZone: 'UTC', calendar }),
      dayLong,
      day: (day) =>
        chosen
          ? formatPreferredDate(noonOf(day), language, {
              timezone: 'UTC',
              dateFormat: chosen.dateFormat,
              calendar,
            })
          : dayLong(day),
      date,
      dateTime: (value) => {
        if (!value) return '';
        if (chosen) return formatPreferredDateTime(value, language, chosen);
        return formatDate(value, language, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        });
      },
      relative: (value, now = new Date()) => {
        if (!value) return '';
        const when = new Date(value);
        if (Number.isNaN(when.getTime())) return '';
        // A week or more ago: the date rather than the long relative form.
        if (Math.abs(now.getTime() - when.getTime()) >= WEEK_MS) return date(when);
        return formatRelativeTime(when, language, now);
      },
    };
  }, [language, timezone, dateFormat, calendar]);
}
