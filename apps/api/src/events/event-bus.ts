// app.events: events between domains through a transactional outbox (README.md here). publish() writes the event
// in the caller's transaction; the job queue delivers it once that has committed, to each subscriber, at least
// once, recording after each which ones are done, so that a retry or a successor of a dead worker runs only the
// others. Subscribers are named (the name keys that record) and must be idempotent: one that finished its work
// but died before the record committed runs again.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, SqlExecutor } from '../db/database';
import {
  LeaseLostError,
  throwIfStopped,
  type ClaimedJob,
  type JobKind,
  type JobQueue,
  type JobRun,
} from '../jobs/job-queue';
import type {
  DomainEvent,
  DomainEventName,
  DomainEvents,
  EventDelivery,
  EventHandler,
} from './domain-events';
import { holdEvent, insertEvent, readEvent } from './outbox-store';

/** Attempts of one delivery: with the queue's backoff (10 s doubling, capped at 10 min) about half an hour. */
export const EVENT_DELIVERY_MAX_ATTEMPTS = 8;

/** After the reply someone waits to see published (10), before the long syncs and recomputes (20 and up). */
export const EVENT_DELIVERY_PRIORITY = 15;

/** A subscriber's stable name: it is what delivered_to records, so renaming one delivers old events again. */
const SUBSCRIBER_NAME = /^[a-zA-Z][a-zA-Z0-9]*([.-][a-zA-Z0-9]+)*$/;

export interface PublishedEvent<N extends DomainEventName> {
  businessId: string;
  name: N;
  payload: DomainEvents[N];
}

interface Subscription {
  subscriber: string;
  handler: (event: DomainEvent, delivery: EventDelivery) => Promise<void>;
}

/** One or more subscribers threw; the others of this attempt are recorded as done. */
export class SubscriberFailedError extends Error {
  constructor(
    readonly event: { id: string; name: string },
    readonly failures: { subscriber: string; error: unknown }[],
  ) {
    const first = failures[0].error;
    super(
      `${event.name} ${event.id}: ${failures.map((f) => f.subscriber).join(', ')} failed: ` +
        (first instanceof Error ? `${first.name}: ${first.message}` : String(first)),
      { cause: first },
    );
    this.name = 'SubscriberFailedError';
  }
}

export interface EventBusOptions {
  database: Database;
  jobs: JobQueue;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The queue's lease, renewed with each subscriber's record. */
  leaseMs: number;
}

export class EventBus {
  private readonly subscriptions = new Map<string, Subscription[]>();

  constructor(private readonly options: EventBusOptions) {}

  /**
   * Writes the event inside `tx`, the tenant transaction of the change that raises it: it is delivered if and only
   * if that commits. Call `wake()` once it has, for a prompt delivery; otherwise the worker's next poll finds it.
   */
  publish<N extends DomainEventName>(tx: SqlExecutor, event: PublishedEvent<N>): Promise<string> {
    return insertEvent(tx, {
      businessId: event.businessId,
      name: event.name,
      payload: event.payload,
      maxAttempts: EVENT_DELIVERY_MAX_ATTEMPTS,
      now: this.options.now(),
    });
  }

  /**
   * Runs `handler` for every `name` event (a domain plugin does this at boot, before the worker starts).
   * `subscriber` is stable and unique per event name: it records that this handler is done with an event.
   */
  subscribe<N extends DomainEventName>(name: N, subscriber: string, handler: EventHandler<N>): void {
    if (this.options.jobs.isStarted)
      throw new Error(`${subscriber} subscribed to ${name} after the job worker started`);
    if (!SUBSCRIBER_NAME.test(subscriber)) throw new Error(`not a subscriber name: '${subscriber}'`);
    const list = this.subscriptions.get(name) ?? [];
    if (list.some((each) => each.subscriber === subscriber))
      throw new Error(`${subscriber} subscribed to ${name} twice`);
    // Its event is DomainEvent<N>, as rows of this name are (publish is typed the same way).
    list.push({ subscriber, handler: handler as unknown as Subscription['handler'] });
    this.subscriptions.set(name, list);
  }

  /** After the transaction that published has committed: the worker, if this process runs one, looks now. */
  wake(): void {
    this.options.jobs.wake();
  }

  /** The job kind that delivers the outbox's rows (registered with app.jobs by the plugin). */
  deliveryJob(): JobKind {
    return {
      table: 'domain_events',
      priority: EVENT_DELIVERY_PRIORITY,
      handle: (run) => this.deliver(run),
      // A subscriber's failure is our own code or the database: worth another attempt, until they run out.
      classify: () => ({ retryable: true }),
      recordFailure: async (_tx, job, error) => {
        this.options.log.error(
          {
            err: error,
            event: job.id,
            businessId: job.businessId,
            ...(error instanceof SubscriberFailedError
              ? { name: error.event.name, subscribers: error.failures.map((f) => f.subscriber) }
              : {}),
          },
          'domain event not delivered: its attempts ran out',
        );
      },
    };
  }

  private async deliver(run: JobRun): Promise<void> {
    const { job } = run;
    throwIfStopped(run.signal);
    const row = await this.tenant(job, (tx) => readEvent(tx, job));
    // Gone with its business: nothing to deliver, and no row left to complete.
    if (!row) return;
    const event: DomainEvent = {
      id: job.id,
      businessId: job.businessId,
      name: row.name as DomainEventName,
      payload: row.payload as DomainEvent['payload'],
      createdAt: row.created_at,
    };
    const done = new Set(row.delivered_to);
    const failures: { subscriber: string; error: unknown }[] = [];
    for (const { subscriber, handler } of this.subscriptions.get(row.name) ?? []) {
      if (done.has(subscriber)) continue;
      throwIfStopped(run.signal);
      const log = this.options.log.child({ event: job.id, name: row.name, subscriber, attempt: job.attempt });
      try {
        await handler(event, this.deliveryFor(run, log));
      } catch (error) {
        if (error instanceof LeaseLostError || run.signal.aborted) throw error;
        // The others still run: one broken subscriber does not hold theirs back.
        log.warn({ err: error }, 'event subscriber failed');
        failures.push({ subscriber, error });
        continue;
      }
      // Recorded even when the worker is stopping: the handler's work is done, and need not run again.
      const now = this.options.now();
      const lease = {
        workerId: this.options.jobs.workerId,
        lockedUntil: new Date(now.getTime() + this.options.leaseMs),
      };
      if (!(await this.tenant(job, (tx) => holdEvent(tx, job, lease, now, subscriber))))
        throw new LeaseLostError(job);
    }
    if (failures.length > 0) throw new SubscriberFailedError({ id: job.id, name: row.name }, failures);
    await this.tenant(job, (tx) => run.complete(tx));
  }

  private deliveryFor(run: JobRun, log: FastifyBaseLogger): EventDelivery {
    return {
      attempt: run.job.attempt,
      signal: run.signal,
      now: run.now,
      log,
      transaction: (work) =>
        this.tenant(run.job, async (tx) => {
          // First, so the rest of the transaction holds the row: a successor's claim skips it meanwhile.
          if (!(await holdEvent(tx, run.job, run.lease(), run.now()))) throw new LeaseLostError(run.job);
          return work(tx);
        }),
    };
  }

  private tenant<T>(job: ClaimedJob, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.options.database.tenantTransaction({ businessId: job.businessId, userId: null }, work);
  }
}
