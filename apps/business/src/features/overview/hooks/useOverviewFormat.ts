// The overview's numbers in the reader's language and digits (decisions #11): Arabic-Indic in Arabic.
import { formatNumber, useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';

export interface OverviewFormat {
  count(value: number): string;
  /** A fraction from 0 to 1 as a percent, to one decimal at most: 0.375 → 37.5%. */
  share(fraction: number): string;
  /** A change given in percent points, signed: 33.3 → +33.3%, -50 → -50%, 0 → 0%. */
  change(percent: number): string;
  /** A rating out of five, to two decimals at most, at least one: 4 → 4.0, 3.625 → 3.63. */
  rating(value: number): string;
}

export function useOverviewFormat(): OverviewFormat {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      count: (value) => formatNumber(value, language),
      share: (fraction) => formatNumber(fraction, language, { style: 'percent', maximumFractionDigits: 1 }),
      change: (percent) =>
        formatNumber(percent / 100, language, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }),
      rating: (value) =>
        formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
    }),
    [language],
  );
}
