import type { AppNotification } from '@sumaa/contracts';
import { batchSizeOf } from './notificationText';

/**
 * Where opening a notification goes: the review in the inbox (`?review=<id>`), or the inbox itself for a
 * batch of new reviews; nowhere when the area has no inbox for this reader.
 */
export function notificationLink(
  notification: AppNotification,
  reviewsPath: string | undefined,
): string | null {
  if (!reviewsPath) return null;
  if (!notification.reviewId || batchSizeOf(notification) > 1) return reviewsPath;
  return `${reviewsPath}?${new URLSearchParams({ review: notification.reviewId })}`;
}
