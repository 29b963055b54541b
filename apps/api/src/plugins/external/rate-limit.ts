// Rate limits: a generous per-IP floor on every route, and tight per-route limits on the doors attackers
// knock on (sign-in, OTP, password reset, registration), configured in the routes themselves.
// Counters live in memory: one API process per machine for now (see ADR 0003 for scaling).
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';

export const rateLimitPlugin = fp<{ globalPerMinute: number }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.globalPerMinute,
      timeWindow: 60_000,
      // After body parsing, so per-route key generators can read the e-mail being attacked.
      hook: 'preValidation',
      errorResponseBuilder: () => new AppError(429, 'tooManyRequests'),
    });
  },
  { name: 'rate-limit' },
);

function normalizedBodyField(request: FastifyRequest, field: string): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
}

/** One bucket per client address and target account, so one attacker cannot lock out everybody. */
export function byIpAndBodyField(field: string) {
  return (request: FastifyRequest) => `${request.ip}|${normalizedBodyField(request, field)}`;
}

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
  keyGenerator?: (request: FastifyRequest) => string;
}
