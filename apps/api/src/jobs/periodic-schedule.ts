// A task this process runs every `everyMs` (and once on start), never two runs at once; a failure is logged and
// the next look tries again. Like the daily schedule it keeps no state of its own that matters: several
// processes, or a restart, may all run it, so the task must make that harmless (the review-sync schedule moves
// each business's next time forward in the database before it queues anything).
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicScheduleOptions {
  name: string;
  everyMs: number;
  log: FastifyBaseLogger;
  /** Resolves false when there was nothing due this time (the daily schedule's other looks). */
  task: () => Promise<void | boolean>;
}

export class PeriodicSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<boolean> | null = null;

  constructor(private readonly options: PeriodicScheduleOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.everyMs);
    this.timer.unref();
    void this.tick();
  }

  /** Stops looking and waits for a run under way (the database must outlive it). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs the task unless a run is under way (then waits for that one); true when it ran and succeeded. */
  tick(): Promise<boolean> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<boolean> {
    try {
      return (await this.options.task()) !== false;
    } catch (error) {
      this.options.log.error(
        { err: error, task: this.options.name },
        'periodic task failed; tried again later',
      );
      return false;
    }
  }
}
