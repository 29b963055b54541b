// Limits of the invitation link's public routes, per client address (IPv6 per /64), like the other forms
// anyone may post. Completing creates an account, so it is counted like a registration; opening the page is
// allowed a few times per invitee (reloads), still far below what walking through tokens would need.
import type { RateLimitConfig } from '../../config';
import { clientAddressKey, type RouteRateLimit } from '../../plugins/external/rate-limit';

const PAGE_OPENINGS_PER_INVITEE = 3;

export function invitationLinkRateLimits(
  config: RateLimitConfig,
): Record<'preview' | 'complete', RouteRateLimit> {
  const timeWindow = config.windowSeconds * 1000;
  return {
    preview: { max: config.register * PAGE_OPENINGS_PER_INVITEE, timeWindow, keyGenerator: clientAddressKey },
    complete: { max: config.register, timeWindow, keyGenerator: clientAddressKey },
  };
}
