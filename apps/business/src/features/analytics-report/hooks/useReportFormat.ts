// The report's numbers and dates in the reader's language and digits (decisions #11). Report days (YYYY-MM-DD)
// are calendar days already counted in the business's time zone: read at noon UTC and written in UTC, in the
// business's date format and calendar. Report months are the server's Gregorian months.
import {
  formatDate,
  formatNumber,
  formatPreferredDate,
  formatPreferredDateTime,
  useLanguage,
} from '@sumaa/i18n';
import { useMemo } from 'react';
import { useBusinessSettings } from '../../../shared/business-settings/useBusinessSettings';

export interface ReportFormat {
  count(value: number): string;
  /** A fraction from 0 to 1 as a percent: 0.375 → 37.5%. */
  share(fraction: number): string;
  /** A percentage the server gives from 0 to 100: 87.5 → 87.5%. */
  percent(value: number): string;
  /** A change in percent points, signed: 33.3 → +33.3%. */
  change(percent: number): string;
  /** An average of stars: 4 → 4.0, 3.625 → 3.63. */
  rating(value: number): string;
  /** Hours as the most readable unit: 45 minutes, 3.5 hours, 2 days. */
  duration(hours: number): string;
  /** 2025-03 → March 2025. */
  month(month: string): string;
  /** 2025-03-01 → 01/03/2025. */
  day(day: string): string;
  /** Now, in the business's time zone and date format. */
  dateTime(value: Date): string;
}

const HOURS_SHOWN_AS_DAYS = 48;

const noonOf = (day: string) => `${day}T12:00:00Z`;

export function useReportFormat(): ReportFormat {
  const { language } = useLanguage();
  const { preferences } = useBusinessSettings();
  return useMemo(() => {
    const { calendar, dateFormat, timezone } = preferences;
    const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
      formatNumber(value, language, {
        style: 'unit',
        unit: name,
        unitDisplay: 'long',
        maximumFractionDigits: name === 'minute' ? 0 : 1,
      });
    const percentOf = (fraction: number, signed = false) =>
      formatNumber(fraction, language, {
        style: 'percent',
        maximumFractionDigits: 1,
        ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
      });
    return {
      count: (value) => formatNumber(value, language),
      share: (fraction) => percentOf(fraction),
      percent: (value) => percentOf(value / 100),
      change: (percent) => percentOf(percent / 100, true),
      rating: (value) =>
        formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
      duration: (hours) => {
        if (hours < 1) return unit(Math.max(1, Math.round(hours * 60)), 'minute');
        if (hours < HOURS_SHOWN_AS_DAYS) return unit(hours, 'hour');
        return unit(hours / 24, 'day');
      },
      month: (month) =>
        formatDate(noonOf(`${month}-01`), language, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      day: (day) => formatPreferredDate(noonOf(day), language, { timezone: 'UTC', dateFormat, calendar }),
      dateTime: (value) => formatPreferredDateTime(value, language, { timezone, dateFormat, calendar }),
    };
  }, [language, preferences]);
}
