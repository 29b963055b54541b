// The arithmetic of the coming-soon countdown, apart from React and timers so it can be checked exactly.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True from the target instant on. */
  finished: boolean;
}

/**
 * Time left from `now` until `target` (both epoch milliseconds), in whole days, hours, minutes and seconds.
 * A started second counts as a whole one, so the display reads 00:00:00:01 during the last second and
 * reaches zero exactly at the target, when `finished` turns true.
 */
export function countdownTo(target: number, now: number): Countdown {
  const left = target - now;
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, finished: true };
  const total = Math.ceil(left / SECOND) * SECOND;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
    finished: false,
  };
}

/** Milliseconds until the displayed countdown changes next: the ticks follow the target's own seconds. */
export function msUntilNextChange(target: number, now: number): number {
  const left = target - now;
  if (!(left > 0)) return SECOND;
  return left % SECOND || SECOND;
}
