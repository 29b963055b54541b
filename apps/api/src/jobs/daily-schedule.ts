// A task this process runs once a day: looked at on start and every `checkEveryMs`, run when the UTC day has
// changed since its last success (a failure is tried again at the next look). Several processes, or a restart,
// may run it twice on one day, so the task itself must make that harmless: the retention task queues jobs
// keyed by business and day (migration 010), and a second run finds them there and queues nothing.
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicSchedule } from './periodic-schedule';

/** How often a daily schedule looks whether a new (UTC) day has begun. */
export const DAILY_SCHEDULE_CHECK_MS = 60 * 60 * 1000;

export interface DailyScheduleOptions {
  name: string;
  now: () => Date;
  checkEveryMs: number;
  log: FastifyBaseLogger;
  task: () => Promise<void>;
}

/** The periodic schedule, with each look skipping the task once it has succeeded on this UTC day. */
export class DailySchedule extends PeriodicSchedule {
  constructor(options: DailyScheduleOptions) {
    let lastSucceededDay: string | null = null;
    super({
      name: options.name,
      everyMs: options.checkEveryMs,
      log: options.log,
      task: async () => {
        const day = options.now().toISOString().slice(0, 10);
        if (day === lastSucceededDay) return false;
        await options.task();
        lastSucceededDay = day;
        return true;
      },
    });
  }
}
