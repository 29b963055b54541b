// app.schedules: the periodic looks that queue work (daily data retention, review syncs, report e-mails, …).
// Each domain adds its own at boot; they start with the worker and stop on close, before the database closes.
// A schedule keeps no state that matters (several processes, or a restart, may all run it: see periodic-schedule).

/** What the registry needs of a schedule (PeriodicSchedule and DailySchedule are ones). */
export interface Schedule {
  start(): void;
  /** Stops looking and waits for a run under way. */
  stop(): Promise<void>;
}

export class Schedules {
  private readonly all: Schedule[] = [];
  private readonly closing = new AbortController();

  /** Aborted on close: a schedule's run checks it between businesses (or competitors) and stops. */
  get signal(): AbortSignal {
    return this.closing.signal;
  }

  add(schedule: Schedule): void {
    this.all.push(schedule);
  }

  start(): void {
    for (const schedule of this.all) schedule.start();
  }

  /** Tells the runs under way to stop and waits for each. */
  async stop(): Promise<void> {
    this.closing.abort();
    await Promise.all(this.all.map((schedule) => schedule.stop()));
  }
}
