// Numbers, durations and dates of the team page in the reader's language and digits (decisions #11), dates in
// the business's timezone and format.
import { formatNumber, useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';
import { useBusinessDates } from '../../../shared/business-settings/useBusinessDates';
import { useTeamTexts } from './useTeamTexts';

export interface TeamFormat {
  count(value: number): string;
  /** An average response time given in hours: minutes under an hour, else hours to one decimal. */
  duration(hours: number): string;
  date(value: string | null | undefined): string;
  /** Spec §9's last-seen wording; a missing or unreadable time reads "Offline" (spec §8). */
  lastSeen(value: string | null | undefined): string;
}

export function useTeamFormat(): TeamFormat {
  const { language } = useLanguage();
  const dates = useBusinessDates();
  const { t } = useTeamTexts();
  return useMemo(
    () => ({
      count: (value) => formatNumber(value, language),
      duration: (hours) =>
        hours < 1
          ? formatNumber(Math.max(1, Math.round(hours * 60)), language, {
              style: 'unit',
              unit: 'minute',
              unitDisplay: 'long',
            })
          : formatNumber(hours, language, {
              style: 'unit',
              unit: 'hour',
              unitDisplay: 'long',
              maximumFractionDigits: 1,
            }),
      date: (value) => dates.date(value) || t('noValue'),
      lastSeen: (value) => dates.relative(value) || t('offline'),
    }),
    [language, dates, t],
  );
}
