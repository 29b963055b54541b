// The periodic schedule's own rule: every look runs the task, a failure is logged and tried again at the next
// look, and a look while the task runs does not start it twice.
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicSchedule } from '../periodic-schedule';

function schedule(task: () => Promise<void>, errors: unknown[] = []) {
  const log = { error: (details: unknown) => errors.push(details) } as unknown as FastifyBaseLogger;
  return new PeriodicSchedule({ name: 'test task', everyMs: 60_000, log, task });
}

describe('PeriodicSchedule', () => {
  it('runs its task at every look, and again after a failure', async () => {
    let attempts = 0;
    const errors: unknown[] = [];
    const periodic = schedule(async () => {
      attempts += 1;
      if (attempts === 2) throw new Error('database busy');
    }, errors);
    expect(await periodic.tick()).toBe(true);
    expect(await periodic.tick()).toBe(false);
    expect(await periodic.tick()).toBe(true);
    expect(attempts).toBe(3);
    expect(errors).toHaveLength(1);
  });

  it('does not start the task again while it runs, and stop waits for it', async () => {
    let runs = 0;
    let finish!: () => void;
    const periodic = schedule(() => {
      runs += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const first = periodic.tick();
    const second = periodic.tick();
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    await stopping;
    expect(stopped).toBe(true);
  });
});
