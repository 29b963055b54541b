// The period's first and last day in the business's time zone, the last being today there. Until its settings
// are read the time zone is not known, and asking with the default one would count other days than the server
// does near midnight, so the reports wait for it (the defaults apply when the settings cannot be read). The
// days follow the business's midnight while the page stays open.
import { DEFAULT_BUSINESS_SETTINGS } from '@sumaa/contracts';
import { useMemo } from 'react';
import { useBusinessSettingsQuery } from '../business-settings/useBusinessSettings';
import { type AnalyticsPeriod, type PeriodDays, periodEndingOn } from './analyticsPeriod';
import { useBusinessToday } from './useBusinessToday';

export function usePeriodDays(period: AnalyticsPeriod): PeriodDays | null {
  const settings = useBusinessSettingsQuery();
  const timeZone = settings.isPending
    ? null
    : (settings.data ?? DEFAULT_BUSINESS_SETTINGS).preferences.timezone;
  const today = useBusinessToday(timeZone);
  return useMemo(() => (today === null ? null : periodEndingOn(period, today)), [period, today]);
}
