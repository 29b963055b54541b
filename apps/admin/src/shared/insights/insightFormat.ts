// The console's figures for overview and analytics in the reader's language and digits (decisions #11): the
// admin format (money in SAR, counts) plus percentages and the server's calendar days and months (Asia/Riyadh,
// already counted: shown as such, read at noon UTC and formatted in UTC).
import { formatDate, formatNumber, useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';
import { type AdminFormat, useAdminFormat } from '../format/useAdminFormat';

export interface InsightFormat extends AdminFormat {
  /** 33.3 → 33.3% */
  percent(value: number): string;
  /** A signed change: 12.5 → +12.5%. */
  change(value: number): string;
  /** A compact amount for an axis: 12,500 → 12.5K. */
  compact(value: number): string;
  /** 2025-03 → Mar */
  monthShort(month: string): string;
  /** 2025-03 → March 2025 */
  monthLong(month: string): string;
  /** 2025-03-05 → 5 Mar */
  dayShort(day: string): string;
  /** 2025-03-05 → 5 March 2025 */
  dayLong(day: string): string;
}

const noonOf = (day: string) => `${day}T12:00:00Z`;

export function useInsightFormat(): InsightFormat {
  const { language } = useLanguage();
  const admin = useAdminFormat();
  return useMemo(
    () => ({
      ...admin,
      percent: (value) => formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 1 }),
      change: (value) =>
        formatNumber(value / 100, language, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }),
      compact: (value) => formatNumber(value, language, { notation: 'compact', maximumFractionDigits: 1 }),
      monthShort: (month) => formatDate(noonOf(`${month}-01`), language, { month: 'short', timeZone: 'UTC' }),
      monthLong: (month) =>
        formatDate(noonOf(`${month}-01`), language, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      dayShort: (day) =>
        formatDate(noonOf(day), language, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      dayLong: (day) =>
        formatDate(noonOf(day), language, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
    }),
    [admin, language],
  );
}
