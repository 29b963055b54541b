// The analytics' numbers and dates in the reader's language and digits (decisions #11): Arabic-Indic in Arabic.
// Report days (YYYY-MM-DD) are calendar days already counted in the business's time zone, so they are shown as
// such (read at noon UTC, formatted in UTC) in the business's date format and calendar; report months are the
// server's Gregorian months.
import { formatDate, formatNumber, formatPreferredDate, useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';
import { useBusinessSettings } from '../../../shared/business-settings/useBusinessSettings';

export interface AnalyticsFormat {
  count(value: number): string;
  /** A fraction from 0 to 1 as a percent, to one decimal at most: 0.375 → 37.5%. */
  share(fraction: number): string;
  /** A percentage the server gives from 0 to 100: 87.5 → 87.5%. */
  percent(value: number): string;
  /** A change in percent points, signed: 33.3 → +33.3%, -50 → -50%, 0 → 0%. */
  change(percent: number): string;
  /** An average of stars, two decimals at most, at least one: 4 → 4.0, 3.625 → 3.63. */
  rating(value: number): string;
  /** Hours as the most readable unit: 45 minutes, 3.5 hours, 2 days. */
  duration(hours: number): string;
  /** 2025-03 → Mar (a chart's axis). */
  monthShort(month: string): string;
  /** 2025-03 → March 2025. */
  monthLong(month: string): string;
  /** 2025-03-01 → 1 Mar (a chart's axis). */
  dayShort(day: string): string;
  /** 2025-03-01 → 01/03/2025, in the business's date format. */
  day(day: string): string;
}

const HOURS_SHOWN_AS_DAYS = 48;

const noonOf = (day: string) => `${day}T12:00:00Z`;

export function useAnalyticsFormat(): AnalyticsFormat {
  const { language } = useLanguage();
  const { calendar, dateFormat } = useBusinessSettings().preferences;
  return useMemo(() => {
    const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
      formatNumber(value, language, {
        style: 'unit',
        unit: name,
        unitDisplay: 'long',
        maximumFractionDigits: name === 'minute' ? 0 : 1,
      });
    return {
      count: (value) => formatNumber(value, language),
      share: (fraction) => formatNumber(fraction, language, { style: 'percent', maximumFractionDigits: 1 }),
      percent: (value) => formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 1 }),
      change: (percent) =>
        formatNumber(percent / 100, language, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }),
      rating: (value) =>
        formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
      duration: (hours) => {
        if (hours < 1) return unit(Math.max(1, Math.round(hours * 60)), 'minute');
        if (hours < HOURS_SHOWN_AS_DAYS) return unit(hours, 'hour');
        return unit(hours / 24, 'day');
      },
      monthShort: (month) => formatDate(noonOf(`${month}-01`), language, { month: 'short', timeZone: 'UTC' }),
      monthLong: (month) =>
        formatDate(noonOf(`${month}-01`), language, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      dayShort: (day) =>
        formatDate(noonOf(day), language, { day: 'numeric', month: 'short', timeZone: 'UTC', calendar }),
      day: (day) =>
        formatPreferredDate(noonOf(day), language, {
          timezone: 'UTC',
          dateFormat,
          calendar,
        }),
    };
  }, [language, calendar, dateFormat]);
}
