// The queue's guarantees on a real database: one worker per job, leases that outlive a dead worker
// and no longer, retries with backoff that honour Retry-After, failures recorded once.
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerAccount, type RegisteredAccount } from '../../testing/factories';
import { initialStages } from '../../domains/reviews/reviews-store';
import { JobQueue, LeaseLostError, throwIfStopped, type JobKind, type JobRun } from '../job-queue';

let t: TestApp;
let account: RegisteredAccount;
beforeAll(async () => {
  t = await createTestApp();
  account = await registerAccount(t.app);
});
afterAll(async () => {
  await t.close();
});

const LEASE_MS = 60_000;

/** A job kind whose handler the test writes; it records what the queue asked of it. */
function kind(handle: (run: JobRun) => Promise<void>, overrides: Partial<JobKind> = {}) {
  const failures: unknown[] = [];
  const jobKind: JobKind = {
    table: 'sync_jobs',
    handle,
    classify: (error) =>
      error instanceof Error && error.message.startsWith('busy')
        ? { retryable: true, retryAfterMs: Number(error.message.split(':')[1] ?? 0) }
        : { retryable: false },
    recordFailure: async (_tx, _job, error) => {
      failures.push(error);
    },
    ...overrides,
  };
  return { jobKind, failures };
}

function queueFor(jobKind: JobKind, options: { retryBaseMs?: number } = {}) {
  return new JobQueue({
    database: t.app.db,
    now: t.clock.now,
    log: t.app.log,
    kinds: [jobKind],
    leaseMs: LEASE_MS,
    pollIntervalMs: 50,
    concurrency: 1,
    retryBaseMs: options.retryBaseMs ?? 1000,
    retryMaxMs: 60_000,
  });
}

async function insertJob(maxAttempts = 3): Promise<string> {
  // Earlier tests' jobs are finished here; one active job per business is the schema's rule.
  const [row] = await t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
    tx.query<{ id: string }>(
      `INSERT INTO sync_jobs (business_id, max_per_location, stages, run_at, max_attempts, created_at, updated_at)
       VALUES ($1, 10, $2::jsonb, $3, $4, $3, $3) RETURNING id`,
      [account.businessId, JSON.stringify(initialStages()), t.clock.now(), maxAttempts],
    ),
  );
  return row.id;
}

async function jobRow(id: string) {
  const [row] = await t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
    tx.query<{
      status: string;
      attempts: number;
      locked_by: string | null;
      run_at: Date;
      last_error: string | null;
    }>('SELECT status, attempts, locked_by, run_at, last_error FROM sync_jobs WHERE id = $1', [id]),
  );
  return row;
}

async function finishAll(queue: JobQueue) {
  // Leaves no active job behind for the next test.
  await t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
    tx.query(`UPDATE sync_jobs SET status = 'failed' WHERE status IN ('queued', 'running')`),
  );
  await queue.stop();
}

describe('the job queue', () => {
  it('runs a due job once and marks it completed', async () => {
    const runs: number[] = [];
    const { jobKind } = kind(async (run) => {
      runs.push(run.job.attempt);
      await t.app.db.tenantTransaction({ businessId: run.job.businessId, userId: null }, (tx) =>
        run.complete(tx),
      );
    });
    const queue = queueFor(jobKind);
    const id = await insertJob();
    expect(await queue.runUntilIdle()).toBe(1);
    expect(await queue.runUntilIdle()).toBe(0);
    expect(runs).toEqual([1]);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 1, locked_by: null });
  });

  it('lets only one of two workers claim a job', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const handled: string[] = [];
    const makeKind = (name: string) =>
      kind(async (run) => {
        handled.push(name);
        await held;
        await t.app.db.tenantTransaction({ businessId: run.job.businessId, userId: null }, (tx) =>
          run.complete(tx),
        );
      }).jobKind;
    const first = queueFor(makeKind('first'));
    const second = queueFor(makeKind('second'));
    const id = await insertJob();
    const running = first.runUntilIdle();
    // The first worker holds the job (its lease is live): the second finds nothing due.
    while (handled.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await second.runUntilIdle()).toBe(0);
    release();
    await running;
    expect(handled).toEqual(['first']);
    expect((await jobRow(id)).status).toBe('completed');
  });

  it('gives a job whose worker died to another worker once the lease has passed, and fences the dead one', async () => {
    let stopped: JobRun | null = null;
    const crashing = queueFor(
      kind(async (run) => {
        stopped = run;
        // Works until the process "dies" (stop('crash')), leaving its lease behind.
        while (!run.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 5));
        throwIfStopped(run.signal);
      }).jobKind,
    );
    const id = await insertJob();
    const crashed = crashing.runUntilIdle();
    while (!stopped) await new Promise((resolve) => setTimeout(resolve, 5));
    await crashing.stop('crash');
    await crashed;
    expect(await jobRow(id)).toMatchObject({ status: 'running', attempts: 1, locked_by: crashing.workerId });

    const attempts: number[] = [];
    const successor = queueFor(
      kind(async (run) => {
        attempts.push(run.job.attempt);
        await t.app.db.tenantTransaction({ businessId: run.job.businessId, userId: null }, (tx) =>
          run.complete(tx),
        );
      }).jobKind,
    );
    expect(await successor.runUntilIdle()).toBe(0); // the lease still holds
    t.clock.advance(LEASE_MS + 1);
    expect(await successor.runUntilIdle()).toBe(1);
    expect(attempts).toEqual([2]);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 2 });

    // The dead worker, were it to wake up, can write nothing more.
    await expect(
      t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
        const zombie = stopped!;
        await zombie.complete(tx);
      }),
    ).rejects.toBeInstanceOf(LeaseLostError);
  });

  it('retries a passing failure after a backoff no shorter than Retry-After, then succeeds', async () => {
    let calls = 0;
    const { jobKind, failures } = kind(async (run) => {
      calls += 1;
      if (calls === 1) throw new Error('busy:30000');
      await t.app.db.tenantTransaction({ businessId: run.job.businessId, userId: null }, (tx) =>
        run.complete(tx),
      );
    });
    const queue = queueFor(jobKind, { retryBaseMs: 1000 });
    const id = await insertJob();
    const failedAt = t.clock.now().getTime();
    expect(await queue.runUntilIdle()).toBe(1);
    const waiting = await jobRow(id);
    expect(waiting).toMatchObject({ status: 'running', attempts: 1, locked_by: null });
    expect(waiting.last_error).toMatch(/busy/);
    expect(waiting.run_at.getTime() - failedAt).toBeGreaterThanOrEqual(30_000);

    t.clock.advance(29_000);
    expect(await queue.runUntilIdle()).toBe(0);
    t.clock.advance(1_001);
    expect(await queue.runUntilIdle()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(failures).toEqual([]);
  });

  it('fails a job at once on a permanent error, and after its last attempt on passing ones', async () => {
    const permanent = kind(async () => {
      throw new Error('not connected');
    });
    const permanentId = await insertJob();
    await queueFor(permanent.jobKind).runUntilIdle();
    expect(await jobRow(permanentId)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(permanent.failures).toHaveLength(1);

    const passing = kind(async () => {
      throw new Error('busy:0');
    });
    const queue = queueFor(passing.jobKind, { retryBaseMs: 1000 });
    const passingId = await insertJob(2);
    await queue.runUntilIdle();
    expect((await jobRow(passingId)).status).toBe('running');
    t.clock.advance(2_000);
    await queue.runUntilIdle();
    expect(await jobRow(passingId)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(passing.failures).toHaveLength(1);
  });

  it('announces a failure once the transaction that recorded it has committed', async () => {
    const announced: string[] = [];
    const failing = kind(
      async () => {
        throw new Error('not connected');
      },
      {
        announceFailure: async (job) => {
          // Committed by now: a fresh read sees the job failed.
          announced.push((await jobRow(job.id)).status);
        },
      },
    );
    await insertJob();
    await queueFor(failing.jobKind).runUntilIdle();
    expect(announced).toEqual(['failed']);
  });

  it('hands running jobs back on shutdown without counting the attempt', async () => {
    let started = false;
    const queue = queueFor(
      kind(async (run) => {
        started = true;
        while (!run.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 5));
        throwIfStopped(run.signal);
      }).jobKind,
    );
    const id = await insertJob();
    queue.start();
    while (!started) await new Promise((resolve) => setTimeout(resolve, 5));
    await queue.stop('shutdown');
    expect(await jobRow(id)).toMatchObject({ status: 'running', attempts: 0, locked_by: null });
    await finishAll(queue);
  });
});
