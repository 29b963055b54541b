import { countdownTo, msUntilNextChange } from '../lib/countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = Date.parse('2026-11-21T10:00:00.000Z');

describe('countdownTo', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownTo(now + 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      finished: false,
    });
  });

  it('counts a started second as a whole one, so the last second reads 1 and zero means launched', () => {
    expect(countdownTo(now + 4 * SECOND + 1, now)).toMatchObject({ seconds: 5, finished: false });
    expect(countdownTo(now + 999, now)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownTo(now + 1, now)).toMatchObject({ seconds: 1, finished: false });
  });

  it('carries a full minute, hour and day over instead of showing 60 or 24', () => {
    expect(countdownTo(now + MINUTE - 1, now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 0,
      finished: false,
    });
    expect(countdownTo(now + DAY, now)).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
      finished: false,
    });
    expect(countdownTo(now + DAY - 1, now)).toMatchObject({ days: 1, hours: 0 });
    expect(countdownTo(now + DAY - SECOND, now)).toMatchObject({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('keeps counting days past a hundred', () => {
    expect(countdownTo(now + 365 * DAY + 30 * SECOND, now)).toMatchObject({ days: 365, seconds: 30 });
  });

  it('is finished at the target and after it, never negative', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, finished: true };
    expect(countdownTo(now, now)).toEqual(zero);
    expect(countdownTo(now - 5 * DAY, now)).toEqual(zero);
    expect(countdownTo(Number.NaN, now)).toEqual(zero);
  });
});

describe('msUntilNextChange', () => {
  it('waits for the next whole second before the target', () => {
    expect(msUntilNextChange(now + 10 * SECOND + 250, now)).toBe(250);
    expect(msUntilNextChange(now + 10 * SECOND, now)).toBe(SECOND);
    expect(msUntilNextChange(now + 400, now)).toBe(400);
  });

  it('waits a second once the target has passed', () => {
    expect(msUntilNextChange(now - 10, now)).toBe(SECOND);
  });
});
