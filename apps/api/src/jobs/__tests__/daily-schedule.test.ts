// The daily schedule's own rule: a task runs at most once per UTC day per process once it succeeded, a
// failed day is tried again at the next look, and a look while the task runs does not start it twice.
import type { FastifyBaseLogger } from 'fastify';
import { TestClock } from '../../testing/test-clock';
import { DailySchedule } from '../daily-schedule';

const HOUR_MS = 60 * 60 * 1000;
/** The schedule only logs a failed day. */
const quietLog = { error: () => undefined } as unknown as FastifyBaseLogger;

function schedule(clock: TestClock, task: () => Promise<void>) {
  return new DailySchedule({
    name: 'test task',
    now: clock.now,
    checkEveryMs: HOUR_MS,
    log: quietLog,
    task,
  });
}

describe('DailySchedule', () => {
  it('runs its task once a day, again after midnight UTC', async () => {
    const clock = new TestClock(new Date('2026-03-01T22:30:00Z'));
    let runs = 0;
    const daily = schedule(clock, async () => {
      runs += 1;
    });
    expect(await daily.tick()).toBe(true);
    clock.advance(HOUR_MS);
    expect(await daily.tick()).toBe(false);
    clock.advance(HOUR_MS); // 00:30 the next day
    expect(await daily.tick()).toBe(true);
    expect(await daily.tick()).toBe(false);
    expect(runs).toBe(2);
  });

  it('tries a failed day again at the next look', async () => {
    const clock = new TestClock(new Date('2026-03-01T08:00:00Z'));
    let attempts = 0;
    const daily = schedule(clock, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('database busy');
    });
    expect(await daily.tick()).toBe(false);
    expect(await daily.tick()).toBe(true);
    expect(await daily.tick()).toBe(false);
    expect(attempts).toBe(2);
  });

  it('does not start the task again while it runs', async () => {
    const clock = new TestClock(new Date('2026-03-01T08:00:00Z'));
    let runs = 0;
    let finish!: () => void;
    const daily = schedule(clock, () => {
      runs += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const first = daily.tick();
    const second = daily.tick();
    finish();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(runs).toBe(1);
  });
});
