// In-app notifications behind the header's bell: one row per recipient. The text is written by the browser
// from `kind` and `params` in the reader's language, so a notification reads right after a language switch.
import { z } from 'zod';

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
