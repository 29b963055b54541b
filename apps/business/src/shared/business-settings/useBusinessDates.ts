// Every date the business sees, in its timezone, date format and calendar (settings → preferences), in the
// reader's language and digits; relative times follow spec §9's last-seen wording.
import { formatPreferredDate, formatPreferredDateTime, formatRelativeTime, useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';
import { useBusinessSettings } from './useBusinessSettings';

export interface BusinessDates {
  /** 24/11/2026 */
  date(value: string | Date | null | undefined): string;
  /** 24/11/2026 14:05 */
  dateTime(value: string | Date | null | undefined): string;
  /** now, 5 minutes ago, 3 hours ago, yesterday … then the date. */
  relative(value: string | Date | null | undefined, now?: Date): string;
}

export function useBusinessDates(): BusinessDates {
  const { language } = useLanguage();
  const { preferences } = useBusinessSettings();
  return useMemo(() => {
    const options = {
      timezone: preferences.timezone,
      dateFormat: preferences.dateFormat,
      calendar: preferences.calendar,
    };
    const date = (value: string | Date | null | undefined) =>
      value ? formatPreferredDate(value, language, options) : '';
    return {
      date,
      dateTime: (value) => (value ? formatPreferredDateTime(value, language, options) : ''),
      relative: (value, now = new Date()) => {
        if (!value) return '';
        const when = new Date(value);
        if (Number.isNaN(when.getTime())) return '';
        // A week or more ago: the business's date format rather than the long form.
        if (Math.abs(now.getTime() - when.getTime()) >= 7 * 24 * 3_600_000) return date(when);
        return formatRelativeTime(when, language, now);
      },
    };
  }, [language, preferences.timezone, preferences.dateFormat, preferences.calendar]);
}
