// The unsubscribe link of the alert and report e-mails (issue 11): a signed token, no sign-in.
import { z } from 'zod';

/** The business notification switches an e-mail's link can turn off (business/settings.ts). */
export const UNSUBSCRIBABLE_SWITCHES = [
  'newReviews',
  'negativeReviews',
  'weeklyReports',
  'monthlyReports',
] as const;
export type UnsubscribableSwitch = (typeof UNSUBSCRIBABLE_SWITCHES)[number];

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'unsubscribeLinkInvalid' })
    .min(1, 'unsubscribeLinkInvalid')
    .max(2000, 'unsubscribeLinkInvalid'),
});

/** An HTML page in the reader's language (Accept-Language, or the language the token carries). */
export const unsubscribePageSchema = z.string();
