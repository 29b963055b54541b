// The comparison's numbers in the reader's language and digits (decisions #11): Arabic-Indic in Arabic.
import { formatNumber, useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';

export interface CompetitorFormat {
  count(value: number): string;
  /** A rating out of five, one or two decimals: 4 → 4.0, 4.25 → 4.25. */
  rating(value: number): string;
}

export function useCompetitorFormat(): CompetitorFormat {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      count: (value) => formatNumber(value, language),
      rating: (value) =>
        formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
    }),
    [language],
  );
}
