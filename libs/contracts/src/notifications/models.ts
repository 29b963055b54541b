// In-app notifications behind the header's bell: one row per recipient. The text is written by the browser
// from `kind` and `params` in the reader's language, so a notification reads right after a language switch.
import { z } from 'zod';
import { normalizePhoneNumber } from '../review-requests/phone';

export const NOTIFICATION_KINDS = [
  'newReview',
  'negativeReview',
  'reviewAssigned',
  'replyFailed',
  'replyAwaitingApproval',
  'replyReturned',
  'replyApproved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATIONS_PAGE_SIZE_MAX = 50;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The review it is about (the link opens it in the inbox); null for none. */
  reviewId: z.string().nullable(),
  /** What the text needs: authorName, stars, locationName, actorName, count, failureCode… */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number({ error: 'invalidValue' }).int('invalidValue').min(1, 'invalidValue').default(1),
  pageSize: z.coerce
    .number({ error: 'invalidValue' })
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(NOTIFICATIONS_PAGE_SIZE_MAX, 'invalidValue')
    .default(20),
});

/** Unread first, then newest first. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadNotificationsSchema = z.object({ unread: z.number().int() });
export const notificationParamsSchema = z.object({ id: z.string() });

// WhatsApp alerts of new negative reviews (issue 23): each member's own choice in the business they are signed in
// to. The phone is normalised as contacts' phones are (review-requests/phone.ts: 05xxxxxxxx → +9665xxxxxxxx).

/** The caller's choice; `available`: WhatsApp is configured on this server (else nothing can be sent). */
export const whatsAppAlertChoiceSchema = z.object({
  on: z.boolean(),
  /** E.164, or null when none was given. */
  phone: z.string().nullable(),
  available: z.boolean(),
});
export type WhatsAppAlertChoice = z.infer<typeof whatsAppAlertChoiceSchema>;

/** A phone as typed, kept in E.164; absent keeps the stored one, null or blank clears it. */
const whatsAppAlertPhoneField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: 'whatsAppAlertPhoneInvalid' })
    .max(40, 'whatsAppAlertPhoneInvalid')
    .transform((value, ctx) => {
      const phone = normalizePhoneNumber(value);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: 'whatsAppAlertPhoneInvalid' });
        return z.NEVER;
      }
      return phone;
    })
    .nullable()
    .optional(),
);

/** PUT: on or off, and the phone. On needs a phone, given here or stored before (the server checks). */
export const updateWhatsAppAlertChoiceSchema = z.object({
  on: z.boolean({ error: 'invalidValue' }),
  phone: whatsAppAlertPhoneField,
});
export type UpdateWhatsAppAlertChoiceRequest = z.input<typeof updateWhatsAppAlertChoiceSchema>;
