// The team page's figures: the dashboards' formats (reader's digits, the business's dates) with the page's own
// words where there is nothing to show.
import { useMemo } from 'react';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';
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
  const format = useBusinessFormat();
  const { t } = useTeamTexts();
  return useMemo(
    () => ({
      count: format.count,
      duration: format.hoursOrMinutes,
      date: (value) => format.date(value) || t('noValue'),
      lastSeen: (value) => format.relative(value) || t('offline'),
    }),
    [format, t],
  );
}
