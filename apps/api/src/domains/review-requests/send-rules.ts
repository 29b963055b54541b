// The server's rules for asking one contact (issue 23), as one pure decision so that a send, its preview and a
// visit decide alike: never after an opt-out; only by a channel the contact can be reached on; at most once per
// cooldown; within the plan's monthly quota; and never in the quiet hours (queued until they end instead).
import type { ReviewRequestChannel, ReviewRequestSkipReason } from '@sumaa/contracts';

export interface ContactForRules {
  phone: string | null;
  email: string | null;
  optedOutAt: Date | null;
  lastRequestedAt: Date | null;
}

export interface RuleContext {
  now: Date;
  cooldownDays: number;
  /** When the quiet hours the request would leave in end; null outside them. */
  quietHoursEnd: Date | null;
  /** Requests the plan still allows this month (null: no limit); the caller counts each accepted one off. */
  quotaLeft: number | null;
}

export type RuleDecision =
  | { outcome: 'skipped'; reason: Exclude<ReviewRequestSkipReason, 'quietHours'> }
  | { outcome: 'sent'; reason: null; scheduledFor: Date }
  | { outcome: 'queued'; reason: 'quietHours'; scheduledFor: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Saudi numbers that are not mobiles (+966 1…, the landlines) receive neither WhatsApp nor SMS; every other
 * E.164 number is tried.
 */
export function canReceiveMessages(phone: string): boolean {
  return !phone.startsWith('+966') || /^\+9665\d{8}$/.test(phone);
}

export function decideRequest(
  contact: ContactForRules,
  channel: ReviewRequestChannel,
  context: RuleContext,
): RuleDecision {
  if (contact.optedOutAt) return { outcome: 'skipped', reason: 'optedOut' };
  if (channel === 'email') {
    if (!contact.email) return { outcome: 'skipped', reason: 'noEmail' };
  } else {
    if (!contact.phone) return { outcome: 'skipped', reason: 'noPhone' };
    if (!canReceiveMessages(contact.phone)) return { outcome: 'skipped', reason: 'invalidPhone' };
  }
  if (
    contact.lastRequestedAt &&
    context.now.getTime() - contact.lastRequestedAt.getTime() < context.cooldownDays * DAY_MS
  ) {
    return { outcome: 'skipped', reason: 'cooldown' };
  }
  if (context.quotaLeft !== null && context.quotaLeft <= 0) return { outcome: 'skipped', reason: 'quota' };
  if (context.quietHoursEnd) {
    return { outcome: 'queued', reason: 'quietHours', scheduledFor: context.quietHoursEnd };
  }
  return { outcome: 'sent', reason: null, scheduledFor: context.now };
}
