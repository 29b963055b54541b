// Money, numbers, percentages and dates of the subscription page, in the reader's language and digits with the
// Gregorian calendar pinned (libs/i18n). Subscription dates are the spec's long format.
import { formatDate, formatMoney, formatNumber, useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';

export interface SubscriptionFormat {
  money(amount: number): string;
  number(value: number): string;
  /** A VAT rate given in percent (15 → 15 %). */
  percent(rate: number): string;
  date(value: string | null | undefined): string;
}

export function useSubscriptionFormat(): SubscriptionFormat {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      money: (amount) => formatMoney(amount, language),
      number: (value) => formatNumber(value, language),
      percent: (rate) => formatNumber(rate / 100, language, { style: 'percent', maximumFractionDigits: 2 }),
      date: (value) => (value ? formatDate(value, language) : ''),
    }),
    [language],
  );
}
