// Whether a rule's conditions hold for a review, and what its reply may do under the guard-rails (issue 24): pure
// functions, used alike by the rules acting on synced reviews, by their scheduled publish when it comes due, and
// by the rules tester. Keywords are folded as search and keywords fold them (normalizeArabic: alef forms, taa
// marbuta, tatweel, diacritics, Arabic-Indic digits; English lower-cased), so قهوة matches القهوه.
import type { MessageCode, ReplyRuleActions, ReplyRuleConditions } from '@sumaa/contracts';
import { normalizeArabic } from '../reviews';

/** A review as the rules see it. */
export interface ReviewFacts {
  id: string;
  locationId: string;
  stars: number;
  text: string | null;
  language: string | null;
  sentiment: 'Positive' | 'Negative' | 'Neutral';
  authorName: string | null;
  isAnonymous: boolean;
  createTime: string;
  /** The reviewer (by name) reviewed the business before this review. */
  repeatReviewer: boolean;
  /** Google holds a reply, or Sumaa has one written, held or on its way. */
  hasReply: boolean;
  removedAtGoogle: boolean;
}

export interface RuleForMatching {
  id: string;
  name: string;
  enabled: boolean;
  conditions: ReplyRuleConditions;
  actions: ReplyRuleActions;
}

/** Folded for comparison: Arabic spellings made one, Latin lower-cased, every run of non-letters one space. */
export function foldForMatching(text: string): string {
  return ` ${normalizeArabic(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Arabic's article and attached prepositions (ال، بال، وال، لل…) do not stop a keyword from matching a word. */
const ARABIC_PREFIXES = ['', 'ال', 'وال', 'بال', 'فال', 'كال', 'لل', 'و', 'ب', 'ل', 'ف'];

function containsKeyword(foldedText: string, keyword: string): boolean {
  const folded = foldForMatching(keyword).trim();
  if (!folded) return false;
  const bare = folded.startsWith('ال') && folded.length > 3 ? folded.slice(2) : folded;
  if (!/[\u0600-\u06FF]/u.test(bare))
    return foldedText.includes(` ${bare} `) || foldedText.includes(` ${bare}s `);
  return ARABIC_PREFIXES.some((prefix) => foldedText.includes(` ${prefix}${bare} `));
}

export function conditionsHold(conditions: ReplyRuleConditions, review: ReviewFacts): boolean {
  if (conditions.minStars !== undefined && review.stars < conditions.minStars) return false;
  if (conditions.maxStars !== undefined && review.stars > conditions.maxStars) return false;
  const hasText = (review.text ?? '').trim().length > 0;
  if (conditions.hasText !== undefined && conditions.hasText !== hasText) return false;
  if (conditions.languages && !(review.language && conditions.languages.includes(review.language)))
    return false;
  if (conditions.locationIds && !conditions.locationIds.includes(review.locationId)) return false;
  if (conditions.sentiments && !conditions.sentiments.includes(review.sentiment)) return false;
  if (conditions.keywords) {
    if (!hasText) return false;
    const folded = foldForMatching(review.text!);
    if (!conditions.keywords.some((keyword) => containsKeyword(folded, keyword))) return false;
  }
  if (conditions.repeatReviewer !== undefined && conditions.repeatReviewer !== review.repeatReviewer)
    return false;
  return true;
}

/** The first rule (in order) whose conditions all hold: the only one that acts. */
export function firstMatchingRule<R extends RuleForMatching>(
  rules: readonly R[],
  review: ReviewFacts,
): R | null {
  return rules.find((rule) => conditionsHold(rule.conditions, review)) ?? null;
}

export type ReplyPlan =
  | { outcome: 'publish'; delayMinutes: number }
  | { outcome: 'hold'; reason: MessageCode }
  | { outcome: 'skip'; reason: MessageCode };

/**
 * The guard-rails, whatever the rule says: never a second reply, never over a person's or Google's reply; never
 * published without approval to 3★ or less or to a negative review (held instead).
 */
export function planReply(reply: NonNullable<ReplyRuleActions['reply']>, review: ReviewFacts): ReplyPlan {
  if (review.hasReply) return { outcome: 'skip', reason: 'replyRuleSkippedAlreadyReplied' };
  if (review.removedAtGoogle) return { outcome: 'skip', reason: 'replyRuleSkippedRemoved' };
  const hold = publishHoldReason(review);
  if (hold) return { outcome: 'hold', reason: hold };
  if (reply.requireApproval) return { outcome: 'hold', reason: 'replyRuleHeldByRule' };
  return { outcome: 'publish', delayMinutes: reply.delayMinutes };
}

/** Why a rule may not publish to this review on its own (null: it may). */
export function publishHoldReason(review: { stars: number; sentiment: string }): MessageCode | null {
  if (review.stars <= 3) return 'replyRuleHeldLowStars';
  if (review.sentiment === 'Negative') return 'replyRuleHeldNegative';
  return null;
}
