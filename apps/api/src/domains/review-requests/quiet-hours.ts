// Quiet hours (issue 23): no request leaves between their start and end on the business's wall clock (22:00 to
// 09:00 by default); one asked for then waits for their end. A window may wrap midnight (22:00–09:00) or not
// (13:00–16:00); a start equal to its end means none.

const DAY_SECONDS = 24 * 60 * 60;

/** 'HH:MM' or 'HH:MM:SS' (PostgreSQL's time) as seconds after midnight. */
export function secondsOfClock(clock: string): number {
  const [hours, minutes, seconds] = clock.split(':').map(Number);
  return hours * 3600 + minutes * 60 + (seconds || 0);
}

/** Seconds after the local midnight of `instant` in `timeZone`, with its milliseconds. */
function localSecondsOfDay(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)!.value);
  return part('hour') * 3600 + part('minute') * 60 + part('second') + instant.getUTCMilliseconds() / 1000;
}

export interface QuietHours {
  /** 'HH:MM' on the business's clock. */
  start: string;
  end: string;
}

/** When the quiet hours `instant` falls in end, or null when it falls outside them. */
export function quietHoursEndAfter(instant: Date, timeZone: string, quiet: QuietHours): Date | null {
  const start = secondsOfClock(quiet.start);
  const end = secondsOfClock(quiet.end);
  if (start === end) return null;
  const now = localSecondsOfDay(instant, timeZone);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return null;
  const wait = (((end - now) % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  return new Date(instant.getTime() + Math.round(wait * 1000));
}
