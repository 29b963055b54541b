// Rate limits: a generous floor on every route, and tight per-route limits on the doors attackers
// knock on (sign-in, OTP, password reset, registration), configured in the routes themselves.
// The floor counts a signed-in request per user (a whole office behind one address is many users) and an
// anonymous one per client address; the user comes from a verified access token only, never from a token's
// unverified claims, or anyone could pick their own bucket.
// Counters live in memory: one API process per machine for now (see ADR 0003 for scaling).
// IPv6 clients are counted per /64: one host usually owns a whole /64 and could otherwise rotate through it.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';

export const IPV6_PREFIX_BITS = 64;

export const rateLimitPlugin = fp<{ globalPerMinute: number }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.globalPerMinute,
      timeWindow: 60_000,
      keyGenerator: userOrClientAddressKey,
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
