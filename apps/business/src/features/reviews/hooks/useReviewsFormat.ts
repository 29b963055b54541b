// Numbers and dates of the inbox in the reader's language and digits (decisions #11), dates in the business's
// timezone, date format and calendar.
import { formatNumber, useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';
import { useBusinessDates } from '../../../shared/business-settings/useBusinessDates';

export interface ReviewsFormat {
  count(value: number): string;
  /** An average of stars: one decimal (4.3). */
  rating(value: number): string;
  /** A share from 0 to 100: at most one decimal (87.5%). */
  percent(value: number): string;
  date(value: string | null | undefined): string;
  dateTime(value: string | null | undefined): string;
  /** "5 minutes ago", then the business's date format after a week. */
  relative(value: string | null | undefined): string;
}

export function useReviewsFormat(): ReviewsFormat {
  const { language } = useLanguage();
  const dates = useBusinessDates();
  return useMemo(
    () => ({
      count: (value) => formatNumber(value, language),
      rating: (value) =>
        formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      percent: (value) => formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 1 }),
      date: (value) => dates.date(value),
      dateTime: (value) => dates.dateTime(value),
      relative: (value) => dates.relative(value),
    }),
    [language, dates],
  );
}
