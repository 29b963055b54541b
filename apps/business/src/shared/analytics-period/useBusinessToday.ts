import { useEffect, useState } from 'react';
import { dayIn } from './analyticsPeriod';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Past midnight rather than on it: a timer that fires a little early would still read yesterday. */
const MIDNIGHT_MARGIN_MS = 1000;

/**
 * Today in the business's time zone (YYYY-MM-DD), null while that zone is unknown. It turns at the business's
 * midnight, so a page left open overnight asks for the new day's figures, and is read again whenever the window
 * comes back (a sleeping computer or a background tab may have held the timer back).
 */
export function useBusinessToday(timeZone: string | null): string | null {
  const [today, setToday] = useState(() => (timeZone === null ? null : dayIn(timeZone, new Date())));
  // A new time zone (the settings arrived or changed) gives its own today at once, not after the next check.
  const [zone, setZone] = useState(timeZone);
  if (zone !== timeZone) {
    setZone(timeZone);
    setToday(timeZone === null ? null : dayIn(timeZone, new Date()));
  }

  useEffect(() => {
    if (timeZone === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = new Date();
      setToday(dayIn(timeZone, now));
      clearTimeout(timer);
      timer = setTimeout(check, msUntilCheck(timeZone, now));
    };
    const checkWhenVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', checkWhenVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', checkWhenVisible);
    };
  }, [timeZone]);

  return today;
}

/**
 * Until just past the next midnight in `timeZone`, and at most an hour: the clock time left in the day is off by
 * an hour across a daylight-saving change, which the hourly check then corrects.
 */
export function msUntilCheck(timeZone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value ?? 0);
  const elapsed =
    ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + (now.getTime() % 1000);
  return Math.min(DAY_MS - elapsed + MIDNIGHT_MARGIN_MS, HOUR_MS);
}
