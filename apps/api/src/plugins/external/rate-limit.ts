// Rate limits: a generous floor on every route, and tight per-route limits on the doors attackers
// knock on (sign-in, OTP, password reset, registration), configured in the routes themselves.
// The floor counts a signed-in request per user (a whole office behind one address is many users) and an
// anonymous one per client address; the user comes from a verified access token only, never from a token's
// unverified claims, or anyone could pick their own bucket.
// Counters live in the app's counter store (http/counter-store.ts): in memory for the embedded single process,
// in PostgreSQL for several processes, so the floor and every route limit hold across a load balancer.
// IPv6 clients are counted per /64: one host usually owns a whole /64 and could otherwise rotate through it.
// On PostgreSQL a signed-in request's floor is counted in its authentication's round trip (app.rateFloor): the
// floor then reads that hit instead of a round trip of its own.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SqlStatement } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CounterStore, WindowCount } from '../../http/counter-store';

const FLOOR_WINDOW_MS = 60_000;

/**
 * The floor's hit of a signed-in request, counted by another round trip (authentication's); `hitFor` gives none
 * where it cannot travel so (counters in memory, a route with a limit of its own).
 */
export interface FloorHit {
  /** The statement that counts it. */
  statement: SqlStatement;
  /** Hands the statement's rows back: the floor uses this hit for the request. */
  counted(rows: readonly Record<string, unknown>[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateFloor: { hitFor(request: FastifyRequest, userId: string): FloorHit | null };
  }
}

export const IPV6_PREFIX_BITS = 64;

interface RateLimitResult {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: RateLimitResult) => void;

/**
 * @fastify/rate-limit's store protocol over a CounterStore: the floor counts under `floor`, each route's own
 * limit under its method and path (the plugin asks a child store per route), so no two limits share a key.
 * Fixed windows on the wall clock, as the plugin's own store counts.
 */
function storeOver(counters: CounterStore, precounted: Map<string, WindowCount>) {
  return class CounterRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly scope = 'floor',
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const now = Date.now();
      const hit = precounted.get(key);
      if (hit) {
        precounted.delete(key);
        done(null, { current: hit.count, ttl: Math.max(0, hit.endsAt - now) });
        return;
      }
      counters.hit(`rate:${this.scope}:${key}`, timeWindow, now).then(
        (window) => done(null, { current: window.count, ttl: Math.max(0, window.endsAt - now) }),
        (error: Error) => done(error),
      );
    }

    read(key: string, done: Done): void {
      const now = Date.now();
      counters.read(`rate:${this.scope}:${key}`, now).then(
        (window) =>
          done(null, window ? { current: window.count, ttl: window.endsAt - now } : { current: 0, ttl: 0 }),
        (error: Error) => done(error),
      );
    }

    // The plugin hands its merged route parameters, with the route under routeInfo (its types say otherwise).
    child(params: object): CounterRateLimitStore {
      const route = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new CounterRateLimitStore(undefined, `route:${method}:${route.url ?? 'custom'}`);
    }
  };
}

export const rateLimitPlugin = fp<{ globalPerMinute: number; counters: CounterStore }>(
  async (app, options) => {
    const { counters } = options;
    // A request's floor hit counted in its authentication's round trip, under a key of that request alone, which
    // the key generator hands the store; taken out at once.
    const precounted = new Map<string, WindowCount>();
    const precountedKeys = new WeakMap<FastifyRequest, string>();
    app.decorate('rateFloor', {
      hitFor(request: FastifyRequest, userId: string): FloorHit | null {
        // The floor counts routes without a limit of their own (@fastify/rate-limit's rule).
        const routeLimit = (request.routeOptions.config as { rateLimit?: unknown } | undefined)?.rateLimit;
        if (!counters.hitStatement || !counters.windowOfHit || routeLimit != null) return null;
        const windowOfHit = counters.windowOfHit.bind(counters);
        return {
          statement: counters.hitStatement(`rate:floor:user:${userId}`, FLOOR_WINDOW_MS, Date.now()),
          counted(rows) {
            const key = `precounted:${request.id}:user:${userId}`;
            precounted.set(key, windowOfHit(rows));
            precountedKeys.set(request, key);
          },
        };
      },
    });
    // A request that never reaches the floor (its authentication refused it) leaves no hit behind.
    app.addHook('onResponse', async (request) => {
      const key = precountedKeys.get(request);
      if (key) precounted.delete(key);
    });

    await app.register(rateLimit, {
      global: true,
      max: options.globalPerMinute,
      timeWindow: FLOOR_WINDOW_MS,
      store: storeOver(counters, precounted),
      keyGenerator: (request) => precountedKeys.get(request) ?? userOrClientAddressKey(request),
      // After body parsing, so per-route key generators can read the e-mail being attacked.
      hook: 'preValidation',
      errorResponseBuilder: () => new AppError(429, 'tooManyRequests'),
    });
  },
  { name: 'rate-limit' },
);

/** The client address as rate limits count it: IPv4 as is (also when IPv4-mapped), IPv6 as its /64. */
export function clientAddressKey(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIP(request.ip, IPV6_PREFIX_BITS);
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** `user:<id>` for a request whose bearer access token verifies, else `ip:<client address>`. */
export async function userOrClientAddressKey(request: FastifyRequest): Promise<string> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  const claims = match ? await request.server.accessTokens.verify(match[1]) : null;
  return claims ? `user:${claims.userId}` : `ip:${clientAddressKey(request)}`;
}

/** A body field as an account key: trimmed, lower-cased, bounded ('' when absent or not text). */
export function normalizedBodyField(request: FastifyRequest, field: string): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
}

/** One bucket per client address and target account, so one attacker cannot lock out everybody. */
export function byIpAndBodyField(field: string) {
  return (request: FastifyRequest) => `${clientAddressKey(request)}|${normalizedBodyField(request, field)}`;
}

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
  /** Always explicit: a route limit without one would inherit the floor's per-user key. */
  keyGenerator: (request: FastifyRequest) => string;
}
