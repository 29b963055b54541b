// The events one domain tells the others about, by name, with their payloads. Each domain declares its own by
// declaration merging, next to the code that publishes them, as Fastify's own FastifyInstance is augmented:
//
//   declare module '../../events' {
//     interface DomainEvents {
//       'reply.published': { reviewId: string; authorId: string | null };
//     }
//   }
//
// so that `app.events.publish` and `app.events.subscribe` accept only declared names, with their payloads.
import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../db/database';

/** Event name → payload; empty here, filled by the domains (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging fills it
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents & string;

/** One event as its subscribers receive it. */
export interface DomainEvent<N extends DomainEventName = DomainEventName> {
  id: string;
  businessId: string;
  name: N;
  payload: DomainEvents[N];
  /** When it was published (the app clock, in the publishing transaction). */
  createdAt: Date;
}

/** What a subscriber is given for one delivery attempt. */
export interface EventDelivery {
  /** This delivery's attempt number, from 1; above 1 the handler may have run before (at least once). */
  attempt: number;
  /** Aborted when the worker stops; a long handler checks it between steps (`throwIfStopped`). */
  signal: AbortSignal;
  now(): Date;
  log: FastifyBaseLogger;
  /**
   * The event's business's tenant transaction, fenced: it fails (LeaseLostError, nothing of it kept) when another
   * worker has taken the delivery over, so a worker presumed dead never writes after its successor.
   */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

export type EventHandler<N extends DomainEventName> = (
  event: DomainEvent<N>,
  delivery: EventDelivery,
) => Promise<void>;

// Payloads travel as JSON (jsonb): a Date would arrive as a string, undefined not at all. Optional members are
// fine (absent stays absent).
type Json<T> = T extends string | number | boolean | null
  ? true
  : T extends readonly (infer Item)[]
    ? Json<Item>
    : T extends Date | bigint | symbol | undefined | ((...args: never[]) => unknown)
      ? false
      : T extends object
        ? false extends { [K in keyof T]-?: Json<Exclude<T[K], undefined>> }[keyof T]
          ? false
          : true
        : false;
type EventsWithNonJsonPayloads = {
  [N in DomainEventName]: false extends Json<DomainEvents[N]> ? N : never;
}[DomainEventName];
/** Does not compile while a declared payload holds what JSON cannot carry; the error names the event. */
export const everyPayloadIsJson: [EventsWithNonJsonPayloads] extends [never]
  ? true
  : { [N in EventsWithNonJsonPayloads]: 'this payload holds what JSON cannot carry' } = true;
