// Events between domains on a real database: written with the change that raises them or not at all, delivered
// after the commit through the job queue, to each subscriber at least once and, across crashes and retries, not
// again once it has finished.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { SqlExecutor } from '../../db/database';
import { JobQueue, throwIfStopped } from '../../jobs/job-queue';
import { registerAccount, type RegisteredAccount } from '../../testing/factories';
import { captureLogs } from '../../testing/log-capture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { EVENT_DELIVERY_MAX_ATTEMPTS, EventBus, type DomainEvent } from '..';

// The events of this file, declared as a domain declares its own.
declare module '..' {
  interface DomainEvents {
    'eventsTest.rolledBack': { note: string };
    'eventsTest.committed': { description: string; tags?: string[] };
    'eventsTest.interrupted': { step: number };
    'eventsTest.flaky': { step: number };
    'eventsTest.broken': { step: number };
  }
}

const logs = captureLogs();
let t: TestApp;
let owner: RegisteredAccount;
const successors: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'warn', stream: logs.stream } });
  owner = await registerAccount(t.app, { Business_name: 'Events' });
});
afterAll(async () => {
  for (const app of successors) await app.close();
  await t.close();
});

const LEASE_MS = 60_000;
/** Past the queue's longest backoff (JOBS_RETRY_MAX_SECONDS). */
const PAST_ANY_BACKOFF_MS = 600_001;

function asOwner<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, work);
}

interface EventRow {
  name: string;
  status: string;
  attempts: number;
  delivered_to: string[];
  locked_by: string | null;
  last_error: string | null;
}

async function eventRow(id: string): Promise<EventRow | undefined> {
  const [row] = await asOwner((tx) =>
    tx.query<EventRow>(
      `SELECT name, status, attempts, delivered_to, locked_by, last_error FROM domain_events WHERE id = $1`,
      [id],
    ),
  );
  return row;
}

/**
 * Another API process starting on the same database (the first one "died"): its own queue and worker id, its
 * subscribers registered at boot as domain plugins register theirs.
 */
async function anotherProcess(subscribe: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = await buildApp({
    config: t.app.config,
    database: t.app.db,
    now: t.clock.now,
    logger: false,
    extraRoutes: async (booting) => subscribe(booting),
  });
  successors.push(app);
  return app;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('events between domains', () => {
  it('never delivers an event whose transaction rolled back, nor keeps the change that raised it', async () => {
    const received: string[] = [];
    t.app.events.subscribe('eventsTest.rolledBack', 'eventsTest.recorder', async (event) => {
      received.push(event.payload.note);
    });
    let published = '';
    await expect(
      asOwner(async (tx) => {
        await tx.query(`UPDATE businesses SET description = 'rolled back' WHERE business_id = $1`, [
          owner.businessId,
        ]);
        published = await t.app.events.publish(tx, {
          businessId: owner.businessId,
          name: 'eventsTest.rolledBack',
          payload: { note: 'never' },
        });
        throw new Error('the change fails after publishing');
      }),
    ).rejects.toThrow('the change fails');
    expect(published).not.toBe('');
    expect(await eventRow(published)).toBeUndefined();
    expect(await t.app.jobs.runUntilIdle()).toBe(0);
    expect(received).toEqual([]);
    const [business] = await asOwner((tx) =>
      tx.query<{ description: string }>(`SELECT description FROM businesses WHERE business_id = $1`, [
        owner.businessId,
      ]),
    );
    expect(business.description).not.toBe('rolled back');
  });

  it('delivers a committed event once to each subscriber in a new process, when the first died before delivering', async () => {
    const id = await asOwner(async (tx) => {
      await tx.query(`UPDATE businesses SET description = 'committed' WHERE business_id = $1`, [
        owner.businessId,
      ]);
      return t.app.events.publish(tx, {
        businessId: owner.businessId,
        name: 'eventsTest.committed',
        payload: { description: 'committed', tags: ['a', 'b'] },
      });
    });
    // The publishing process dies here: no worker of it ever ran.
    expect(await eventRow(id)).toMatchObject({ status: 'queued', attempts: 0, delivered_to: [] });

    const received: { subscriber: string; event: DomainEvent<'eventsTest.committed'> }[] = [];
    const next = await anotherProcess((app) => {
      for (const subscriber of ['notifications.onCommitted', 'reports.onCommitted']) {
        app.events.subscribe('eventsTest.committed', subscriber, async (event) => {
          received.push({ subscriber, event });
        });
      }
    });
    expect(await next.jobs.runUntilIdle()).toBe(1);
    expect(await next.jobs.runUntilIdle()).toBe(0);
    expect(received.map((each) => each.subscriber)).toEqual([
      'notifications.onCommitted',
      'reports.onCommitted',
    ]);
    expect(received[0].event).toEqual({
      id,
      businessId: owner.businessId,
      name: 'eventsTest.committed',
      payload: { description: 'committed', tags: ['a', 'b'] },
      createdAt: expect.any(Date),
    });
    expect(await eventRow(id)).toMatchObject({
      status: 'completed',
      attempts: 1,
      locked_by: null,
      delivered_to: ['notifications.onCommitted', 'reports.onCommitted'],
    });
  });

  it('after a crash between two subscribers, runs only the interrupted one, once the lease has passed', async () => {
    const runs: string[] = [];
    let secondStarted = false;
    t.app.events.subscribe('eventsTest.interrupted', 'eventsTest.first', async (_event, delivery) => {
      // Its work and the record that it is done commit separately; the record is what a retry reads.
      await delivery.transaction(async (tx) => {
        await tx.query(`UPDATE businesses SET description = 'first done' WHERE business_id = $1`, [
          owner.businessId,
        ]);
      });
      runs.push('first');
    });
    t.app.events.subscribe('eventsTest.interrupted', 'eventsTest.second', async (_event, delivery) => {
      runs.push('second (dies)');
      secondStarted = true;
      // Works until the process "dies" (stop('crash')), leaving its lease behind.
      while (!delivery.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 5));
      throwIfStopped(delivery.signal);
    });
    const id = await asOwner((tx) =>
      t.app.events.publish(tx, {
        businessId: owner.businessId,
        name: 'eventsTest.interrupted',
        payload: { step: 1 },
      }),
    );
    t.app.events.wake(); // after the commit, as a domain does; this app runs no worker, so it changes nothing
    const crashed = t.app.jobs.runUntilIdle();
    await until(() => secondStarted);
    await t.app.jobs.stop('crash');
    await crashed;
    expect(await eventRow(id)).toMatchObject({
      status: 'running',
      attempts: 1,
      locked_by: t.app.jobs.workerId,
      delivered_to: ['eventsTest.first'],
    });

    const next = await anotherProcess((app) => {
      app.events.subscribe('eventsTest.interrupted', 'eventsTest.first', async () => {
        runs.push('first again');
      });
      app.events.subscribe('eventsTest.interrupted', 'eventsTest.second', async (event, delivery) => {
        runs.push(`second, attempt ${delivery.attempt}, step ${event.payload.step}`);
      });
    });
    expect(await next.jobs.runUntilIdle()).toBe(0); // the dead worker's lease still holds
    t.clock.advance(LEASE_MS + 1);
    expect(await next.jobs.runUntilIdle()).toBe(1);
    expect(runs).toEqual(['first', 'second (dies)', 'second, attempt 2, step 1']);
    expect(await eventRow(id)).toMatchObject({
      status: 'completed',
      attempts: 2,
      delivered_to: ['eventsTest.first', 'eventsTest.second'],
    });
  });

  it('retries a failing subscriber with backoff, without running the others again, until it succeeds', async () => {
    const next = successors[successors.length - 1];
    const runs: string[] = [];
    next.events.subscribe('eventsTest.flaky', 'eventsTest.steady', async () => {
      runs.push('steady');
    });
    let flakyCalls = 0;
    next.events.subscribe('eventsTest.flaky', 'eventsTest.flaky', async (_event, delivery) => {
      flakyCalls += 1;
      runs.push(`flaky ${delivery.attempt}`);
      if (flakyCalls === 1) throw new Error('the mailer is down');
    });
    const id = await asOwner((tx) =>
      next.events.publish(tx, {
        businessId: owner.businessId,
        name: 'eventsTest.flaky',
        payload: { step: 1 },
      }),
    );
    expect(await next.jobs.runUntilIdle()).toBe(1);
    const waiting = await eventRow(id);
    expect(waiting).toMatchObject({
      status: 'running',
      attempts: 1,
      locked_by: null,
      delivered_to: ['eventsTest.steady'],
    });
    expect(waiting?.last_error).toMatch(/eventsTest\.flaky failed: Error: the mailer is down/);
    expect(await next.jobs.runUntilIdle()).toBe(0); // waiting for its backoff

    t.clock.advance(PAST_ANY_BACKOFF_MS);
    expect(await next.jobs.runUntilIdle()).toBe(1);
    expect(runs).toEqual(['steady', 'flaky 1', 'flaky 2']);
    expect(await eventRow(id)).toMatchObject({
      status: 'completed',
      attempts: 2,
      delivered_to: ['eventsTest.steady', 'eventsTest.flaky'],
    });
  });

  it('fails the event after its last attempt and logs which subscriber never succeeded', async () => {
    t.app.events.subscribe('eventsTest.broken', 'eventsTest.broken', async () => {
      throw new Error('always broken');
    });
    const id = await asOwner((tx) =>
      t.app.events.publish(tx, {
        businessId: owner.businessId,
        name: 'eventsTest.broken',
        payload: { step: 1 },
      }),
    );
    logs.lines.length = 0;
    for (let attempt = 1; attempt <= EVENT_DELIVERY_MAX_ATTEMPTS; attempt += 1) {
      expect(await t.app.jobs.runUntilIdle()).toBe(1);
      t.clock.advance(PAST_ANY_BACKOFF_MS);
    }
    expect(await t.app.jobs.runUntilIdle()).toBe(0);
    expect(await eventRow(id)).toMatchObject({
      status: 'failed',
      attempts: EVENT_DELIVERY_MAX_ATTEMPTS,
      delivered_to: [],
    });
    expect(logs.records()).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'domain event not delivered: its attempts ran out',
        event: id,
        name: 'eventsTest.broken',
        subscribers: ['eventsTest.broken'],
      }),
    );
  });

  it('writes an event only for the business of the transaction (row-level security)', async () => {
    const other = await registerAccount(t.app, { Business_name: 'Events, other business' });
    await expect(
      asOwner((tx) =>
        t.app.events.publish(tx, {
          businessId: other.businessId,
          name: 'eventsTest.flaky',
          payload: { step: 2 },
        }),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('takes subscribers only before the worker starts, each name once per event', async () => {
    const jobs = new JobQueue({
      database: t.app.db,
      now: t.clock.now,
      log: t.app.log,
      leaseMs: LEASE_MS,
      pollIntervalMs: 60_000,
      concurrency: 1,
      retryBaseMs: 1000,
      retryMaxMs: 60_000,
    });
    const bus = new EventBus({
      database: t.app.db,
      jobs,
      now: t.clock.now,
      log: t.app.log,
      leaseMs: LEASE_MS,
    });
    const handler = async () => undefined;
    bus.subscribe('eventsTest.flaky', 'reports.onFlaky', handler);
    expect(() => bus.subscribe('eventsTest.flaky', 'reports.onFlaky', handler)).toThrow(/twice/);
    expect(() => bus.subscribe('eventsTest.flaky', 'not a name', handler)).toThrow(/subscriber name/);
    jobs.start();
    try {
      expect(() => bus.subscribe('eventsTest.broken', 'reports.onBroken', handler)).toThrow(
        /after the job worker started/,
      );
    } finally {
      await jobs.stop();
    }
  });

  it('is delivered at once by a running worker woken after the commit, not at its next poll', async () => {
    const received: string[] = [];
    const config = t.app.config;
    const running = await buildApp({
      // The worker on, its polls a minute apart: only wake() can make the delivery prompt.
      config: { ...config, jobs: { ...config.jobs, workerEnabled: true, pollIntervalMs: 60_000 } },
      database: t.app.db,
      now: t.clock.now,
      logger: false,
      extraRoutes: async (app) =>
        app.events.subscribe('eventsTest.committed', 'eventsTest.live', async (event) => {
          received.push(event.payload.description);
        }),
    });
    try {
      expect(() =>
        running.events.subscribe('eventsTest.committed', 'eventsTest.late', async () => undefined),
      ).toThrow(/after the job worker started/);
      // Past its first poll at start (and the jobs the other domains queue then): the worker is idle now.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await asOwner((tx) =>
        running.events.publish(tx, {
          businessId: owner.businessId,
          name: 'eventsTest.committed',
          payload: { description: 'live' },
        }),
      );
      running.events.wake();
      const deadline = Date.now() + 10_000;
      while (received.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(received).toEqual(['live']);
    } finally {
      await running.close();
    }
  });
});

// Compiled, never run: publish and subscribe accept only declared events with their own payloads.
export function typeChecks(app: FastifyInstance, tx: SqlExecutor): void {
  // @ts-expect-error an event no domain declared
  void app.events.publish(tx, { businessId: '', name: 'eventsTest.undeclared', payload: {} });
  // @ts-expect-error another event's payload
  void app.events.publish(tx, { businessId: '', name: 'eventsTest.flaky', payload: { note: 'x' } });
  app.events.subscribe('eventsTest.committed', 'x', async (event) => {
    const description: string = event.payload.description;
    // @ts-expect-error not in this event's payload
    void event.payload.step;
    void description;
  });
}
