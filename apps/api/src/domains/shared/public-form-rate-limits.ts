// Limits of the public-site forms, which anyone can post without an account. Per client address
// (IPv6 per /64) through @fastify/rate-limit; contact messages also per sender e-mail from any address,
// so nobody fills one inbox with acknowledgement mails from many addresses.
import type { RateLimitConfig } from '../../config';
import { clientAddressKey, type RouteRateLimit } from '../../plugins/external/rate-limit';

export function publicFormRateLimits(
  config: RateLimitConfig,
): Record<'contactPerIp' | 'launchReminderPerIp', RouteRateLimit> {
  const timeWindow = config.publicFormsWindowSeconds * 1000;
  return {
    contactPerIp: { max: config.contactPerIp, timeWindow, keyGenerator: clientAddressKey },
    launchReminderPerIp: { max: config.launchReminderPerIp, timeWindow, keyGenerator: clientAddressKey },
  };
}
