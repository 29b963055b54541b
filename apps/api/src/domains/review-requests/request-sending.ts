// Asking contacts for a review (issue 23): each contact's outcome under the server's rules (send-rules.ts), and,
// unless it is a preview, the requests made and their deliveries queued — in the caller's tenant transaction,
// so the month's count, the cooldown and the requests move together. The subscription row is locked by the
// allowance read, so two sends at once are counted one after the other and the quota holds.
import type { ReviewRequestChannel, ReviewRequestOutcome } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { readReviewRequestAllowance } from '../billing';
import { quietHoursEndAfter } from './quiet-hours';
import { businessTimeZone, DELIVERY_MAX_ATTEMPTS, newRequestCode } from './request-delivery';
import { decideRequest } from './send-rules';
import {
  countRequestsSince,
  insertRequest,
  readRequestSettings,
  type ContactRow,
  type RequestSettings,
} from './review-requests-store';

/** 402: review requests are paused while the subscription or the trial has ended. */
export const requestsPaused = () =>
  new AppError(402, 'reviewRequestsPaused', null, { upgradeUrl: '/customer/subscription' });

export interface RequestBatch {
  businessId: string;
  userId: string | null;
  now: Date;
  preview: boolean;
}

export interface RequestPlanContext {
  settings: RequestSettings;
  timeZone: string;
  quotaLeft: number | null;
}

/** What every request of a batch shares: settings, time zone, the quota left; 402 when requests are paused. */
export async function readRequestContext(tx: SqlExecutor, batch: RequestBatch): Promise<RequestPlanContext> {
  const allowance = await readReviewRequestAllowance(tx, batch.businessId, batch.now);
  if (!allowance.allowed) throw requestsPaused();
  const settings = await readRequestSettings(tx, batch.businessId);
  const timeZone = await businessTimeZone(tx, batch.businessId);
  const quotaLeft =
    allowance.monthlyQuota === null
      ? null
      : Math.max(
          0,
          allowance.monthlyQuota - (await countRequestsSince(tx, batch.businessId, allowance.monthStart)),
        );
  return { settings, timeZone, quotaLeft };
}

/**
 * One contact's outcome, and its request unless previewing. `notBefore`: the earliest it may leave (a visit's
 * delay); the quiet hours are judged at the moment it would leave.
 */
export async function requestFor(
  tx: SqlExecutor,
  batch: RequestBatch,
  context: RequestPlanContext,
  contact: ContactRow,
  request: { channel: ReviewRequestChannel; locationId: string | null; notBefore?: Date },
): Promise<ReviewRequestOutcome> {
  const leavesAt = request.notBefore && request.notBefore > batch.now ? request.notBefore : batch.now;
  const decision = decideRequest(
    {
      phone: contact.phone,
      email: contact.email,
      optedOutAt: contact.opted_out_at,
      lastRequestedAt: contact.last_requested_at,
    },
    request.channel,
    {
      now: batch.now,
      cooldownDays: context.settings.cooldownDays,
      quietHoursEnd: quietHoursEndAfter(leavesAt, context.timeZone, {
        start: context.settings.quietHoursStart,
        end: context.settings.quietHoursEnd,
      }),
      quotaLeft: context.quotaLeft,
    },
  );
  if (decision.outcome === 'skipped') {
    return {
      contactId: contact.id,
      outcome: 'skipped',
      reason: decision.reason,
      requestId: null,
      scheduledFor: null,
    };
  }
  if (context.quotaLeft !== null) context.quotaLeft -= 1;
  const delayed = leavesAt > batch.now;
  const scheduledFor = decision.outcome === 'queued' ? decision.scheduledFor : leavesAt;
  const outcome = decision.outcome === 'queued' || delayed ? 'queued' : 'sent';
  let requestId: string | null = null;
  if (!batch.preview) {
    requestId = await insertRequest(tx, {
      businessId: batch.businessId,
      contactId: contact.id,
      channel: request.channel,
      locationId: request.locationId,
      code: newRequestCode(),
      language: contact.language,
      queuedReason: decision.outcome === 'queued' ? 'quietHours' : delayed ? 'visit' : null,
      scheduledFor,
      createdBy: batch.userId,
      now: batch.now,
      maxAttempts: DELIVERY_MAX_ATTEMPTS,
    });
    // The next contact of the batch sees this one asked (the same contact is never named twice in a batch).
    contact.last_requested_at = batch.now;
  }
  return {
    contactId: contact.id,
    outcome,
    reason: decision.outcome === 'queued' ? 'quietHours' : null,
    requestId,
    scheduledFor: scheduledFor.toISOString(),
  };
}

/** A visit's channel: WhatsApp, SMS, e-mail, the first that is on, available and reaches the contact. */
export function channelForVisit(
  contact: Pick<ContactRow, 'phone' | 'email'>,
  enabled: readonly ReviewRequestChannel[],
  isAvailable: (channel: ReviewRequestChannel) => boolean,
): ReviewRequestChannel | null {
  const usable = (channel: ReviewRequestChannel) => enabled.includes(channel) && isAvailable(channel);
  if (contact.phone && usable('whatsapp')) return 'whatsapp';
  if (contact.phone && usable('sms')) return 'sms';
  if (contact.email && usable('email')) return 'email';
  return null;
}
