// Limits of the auth endpoints, in two layers.
// Per client: where an attacker aims at one account (sign-in, codes, reset mails) the bucket is IP + e-mail;
// registration and reset submissions are counted per IP (IPv6 per /64).
// Per account, whatever the client address (an attacker with many addresses): codes sent, codes tried and
// reset mails per e-mail per day (shared/per-account-limit.ts), and failed sign-ins per e-mail per window
// (see routes/sign-in.ts). They key on the e-mail as typed, known or not, so hitting one tells nothing
// about whether the account exists.
import type { FastifyInstance } from 'fastify';
import type { RateLimitConfig } from '../../config';
import { byIpAndBodyField, clientAddressKey, type RouteRateLimit } from '../../plugins/external/rate-limit';
import { DAY_MS, perAccountLimit } from '../shared/per-account-limit';

type AuthRoute = 'signIn' | 'sendOtp' | 'confirmOtp' | 'forgotPassword' | 'resetPassword' | 'register';

export function authRateLimits(config: RateLimitConfig): Record<AuthRoute, RouteRateLimit> {
  const timeWindow = config.windowSeconds * 1000;
  return {
    signIn: { max: config.login, timeWindow, keyGenerator: byIpAndBodyField('username') },
    sendOtp: { max: config.otp, timeWindow, keyGenerator: byIpAndBodyField('email') },
    confirmOtp: { max: config.otpConfirm, timeWindow, keyGenerator: byIpAndBodyField('email') },
    forgotPassword: { max: config.passwordReset, timeWindow, keyGenerator: byIpAndBodyField('email') },
    resetPassword: { max: config.passwordReset, timeWindow, keyGenerator: clientAddressKey },
    register: { max: config.register, timeWindow, keyGenerator: clientAddressKey },
  };
}

/**
 * Both layers of a route keyed on the typed e-mail (codes sent, codes tried, reset mails): the per-client limit
 * and the per-e-mail daily one, as route options.
 */
export function emailKeyedLimits(app: FastifyInstance, route: AuthRoute, perEmailDaily: number) {
  return {
    config: { rateLimit: authRateLimits(app.config.rateLimits)[route] },
    preHandler: perAccountLimit(app, { name: route, max: perEmailDaily, windowMs: DAY_MS, field: 'email' }),
  };
}
