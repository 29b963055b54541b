// Numbers, money and dates of the admin console in the reader's language and digits (decisions #11): SAR
// through libs/i18n's money helper, Gregorian dates with pinned digits. Nothing calls toLocaleString itself.
import { formatDate, formatMoney, formatNumber, useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';

export interface AdminFormat {
  count(value: number): string;
  money(amount: number): string;
  /** A rating to one decimal (4.5 / ٤٫٥). */
  rating(value: number): string;
  /** A long date (5 March 2025 / ٥ مارس ٢٠٢٥); empty for a missing or unreadable one. */
  date(value: string | null | undefined): string;
  dateTime(value: string | null | undefined): string;
}

export function useAdminFormat(): AdminFormat {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      count: (value) => formatNumber(value, language),
      money: (amount) => formatMoney(amount, language),
      rating: (value) =>
        formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      date: (value) => (value ? formatDate(value, language) : ''),
      dateTime: (value) =>
        value
          ? formatDate(value, language, {
              year: 'numeric',
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            })
          : '',
    }),
    [language],
  );
}
