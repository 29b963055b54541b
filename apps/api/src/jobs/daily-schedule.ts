// A task this process runs once a day: looked at on start and every `checkEveryMs`, run when the UTC day has
// changed since its last success (a failure is tried again at the next look). Several processes, or a restart,
// may run it twice on one day, so the task itself must make that harmless: the retention task queues jobs
// keyed by business and day (migration 010), and a second run finds them there and queues nothing.
import type { FastifyBaseLogger } from 'fastify';

export interface DailyScheduleOptions {
  name: string;
  now: () => Date;
  checkEveryMs: number;
  log: FastifyBaseLogger;
  task: () => Promise<void>;
}

export class DailySchedule {
  private lastSucceededDay: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<boolean> | null = null;

  constructor(private readonly options: DailyScheduleOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.checkEveryMs);
    this.timer.unref();
    void this.tick();
  }

  /** Stops looking and waits for a run under way (the database must outlive it). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs the task unless it already succeeded today or is running; true when it ran and succeeded. */
  tick(): Promise<boolean> {
    this.running ??= this.runIfDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runIfDue(): Promise<boolean> {
    const day = this.options.now().toISOString().slice(0, 10);
    if (day === this.lastSucceededDay) return false;
    try {
      await this.options.task();
      this.lastSucceededDay = day;
      return true;
    } catch (error) {
      this.options.log.error({ err: error, task: this.options.name }, 'daily task failed; tried again later');
      return false;
    }
  }
}
