// Limits of the auth endpoints, in two layers.
// Per client: where an attacker aims at one account (sign-in, codes, reset mails) the bucket is IP + e-mail;
// registration and reset submissions are counted per IP (IPv6 per /64).
// Per account, whatever the client address (an attacker with many addresses): codes sent, codes tried and
// reset mails per e-mail per day, and failed sign-ins per e-mail per window (see sign-in.ts). They key on
// the e-mail as typed, known or not, so hitting one tells nothing about whether the account exists.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from '../../config';
import { AppError } from '../../http/app-error';
import { WindowCounters } from '../../http/window-counters';
import {
  byIpAndBodyField,
  normalizedBodyField,
  type RouteRateLimit,
} from '../../plugins/external/rate-limit';

export const DAY_MS = 24 * 60 * 60 * 1000;

export function authRateLimits(
  config: RateLimitConfig,
): Record<
  'signIn' | 'sendOtp' | 'confirmOtp' | 'forgotPassword' | 'resetPassword' | 'register',
  RouteRateLimit
> {
  const timeWindow = config.windowSeconds * 1000;
  return {
    signIn: { max: config.login, timeWindow, keyGenerator: byIpAndBodyField('username') },
    sendOtp: { max: config.otp, timeWindow, keyGenerator: byIpAndBodyField('email') },
    confirmOtp: { max: config.otpConfirm, timeWindow, keyGenerator: byIpAndBodyField('email') },
    forgotPassword: { max: config.passwordReset, timeWindow, keyGenerator: byIpAndBodyField('email') },
    resetPassword: { max: config.passwordReset, timeWindow },
    register: { max: config.register, timeWindow },
  };
}

/**
 * A preHandler counting every valid request per account (the body field `field`, normalised) over
 * `windowMs`, from any address; past `max` the request is refused before its handler runs. It runs after
 * the per-client limit and the schema, so floods from one address and malformed requests do not count.
 */
export function perAccountLimit(
  app: FastifyInstance,
  options: { max: number; windowMs: number; field: string },
): preHandlerAsyncHookHandler {
  const counters = new WindowCounters(options.windowMs, app.now);
  return async (request, reply) => {
    const account = normalizedBodyField(request, options.field);
    if (!account) return;
    if (counters.add(account) > options.max) {
      void reply.header('retry-after', counters.secondsLeft(account));
      throw new AppError(429, 'tooManyRequests');
    }
  };
}
