// Per-route limits of the auth endpoints. Where an attacker aims at one account (sign-in, codes, reset
// mails) the bucket is IP + e-mail; registration and reset submissions are counted per IP.
import type { RateLimitConfig } from '../../config';
import { byIpAndBodyField, type RouteRateLimit } from '../../plugins/external/rate-limit';

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
