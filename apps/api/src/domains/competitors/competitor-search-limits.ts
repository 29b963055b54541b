// The two brakes on competitor search, a billable Google Places call per search (issue 21, L1): a per-business
// limit per minute (a loop or a held-down key), and the plan's daily quota (billing), whose refusal says when
// searching resumes, in the reader's language and the business's time zone.
import type { CompetitorSearchAdmission } from '../billing';
import type { Language } from '@sumaa/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { RouteRateLimit } from '../../plugins/external/rate-limit';

const MINUTE_MS = 60_000;

/** One bucket per business (else per user: the handler then refuses the request without a business). */
function businessKey(request: FastifyRequest): string {
  const auth = request.auth;
  return auth?.businessId
    ? `competitor-search:business:${auth.businessId}`
    : `competitor-search:user:${auth?.user.id}`;
}

export function competitorSearchRateLimit(
  perMinute: number,
): RouteRateLimit & { errorResponseBuilder: () => AppError } {
  return {
    max: perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: businessKey,
    errorResponseBuilder: () => new AppError(429, 'competitorSearchRateLimited'),
  };
}

/** "3 December 2026, 00:00" in the business's zone, with the pinned calendar and digits (decisions #11). */
function formatResetTime(instant: Date, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB-u-ca-gregory', {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);
}

/** 429 competitorSearchQuotaReached: the plan's searches of the day are used up until the next local midnight. */
export function quotaReachedError(
  refusal: Extract<CompetitorSearchAdmission, { admitted: false }>,
  language: Language,
): AppError {
  return new AppError(429, 'competitorSearchQuotaReached', null, {
    limit: refusal.limit,
    resetsAt: formatResetTime(refusal.resetsAt, refusal.timeZone, language),
  });
}
