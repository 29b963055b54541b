import { formatDate, type Language } from '@sumaa/i18n';
import { SUPPORT_HOURS } from './siteContact';

const HOUR_MS = 60 * 60 * 1000;

/** Whether the support team is at work at `now`: Sunday–Thursday 9:00–18:00 Riyadh time (UTC+3, no DST). */
export function isSupportOpen(now: Date): boolean {
  const riyadh = new Date(now.getTime() + SUPPORT_HOURS.utcOffsetHours * HOUR_MS);
  const day = riyadh.getUTCDay();
  const hour = riyadh.getUTCHours();
  return (
    (SUPPORT_HOURS.days as readonly number[]).includes(day) &&
    hour >= SUPPORT_HOURS.opensAt &&
    hour < SUPPORT_HOURS.closesAt
  );
}

/** An hour of the day as the reader writes times ("9:00 AM", "٩:٠٠ ص"); the date itself is irrelevant. */
export function formatSupportHour(hour: number, language: Language): string {
  return formatDate(Date.UTC(2026, 0, 4, hour), language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}
