// The notifications domain's SQL, in the business's tenant transaction. A signed-in user's transaction sees
// only their own rows (migration 013's policy); every query still names the recipient, so the rule holds
// whichever transaction runs it.
import type { AppNotification, NotificationKind, NotificationPage } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';

export type NotificationParams = AppNotification['params'];

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  reviewId: string | null;
  params: NotificationParams;
}

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  review_id: string | null;
  params: NotificationParams;
  created_at: Date;
  read_at: Date | null;
}

const NOTIFICATION_COLUMNS = 'id, kind, review_id, params, created_at, read_at';

function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    reviewId: row.review_id,
    params: row.params,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

/**
 * One row per notification, in one statement however many there are. A notification about a review that
 * is gone meanwhile (data retention) is left out rather than failing the others.
 */
export async function insertNotifications(
  tx: SqlExecutor,
  businessId: string,
  notifications: readonly NewNotification[],
  now: Date,
): Promise<number> {
  if (notifications.length === 0) return 0;
  const inserted = await tx.query(
    `INSERT INTO notifications (business_id, user_id, kind, review_id, params, created_at)
     SELECT $1, given.user_id, given.kind, nullif(given.review_id, '')::uuid, given.params, $6
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::jsonb[]) AS given (user_id, kind, review_id, params)
      WHERE given.review_id = ''
         OR EXISTS (SELECT 1 FROM reviews AS r
                     WHERE r.business_id = $1 AND r.id = nullif(given.review_id, '')::uuid)
     RETURNING id`,
    [
      businessId,
      notifications.map((notification) => notification.userId),
      notifications.map((notification) => notification.kind),
      // '' for none: a parameter array holds strings only.
      notifications.map((notification) => notification.reviewId ?? ''),
      notifications.map((notification) => JSON.stringify(notification.params)),
      now,
    ],
  );
  return inserted.length;
}

/** One page of the user's notifications, unread first, then newest; with their total and unread count. */
export async function listNotifications(
  tx: SqlExecutor,
  businessId: string,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<NotificationPage> {
  const rows = await tx.query<NotificationRow>(
    `SELECT ${NOTIFICATION_COLUMNS}
       FROM notifications
      WHERE business_id = $1 AND user_id = $2
      ORDER BY (read_at IS NOT NULL), created_at DESC, id DESC
      LIMIT $3 OFFSET $4`,
    [businessId, userId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  const [counts] = await tx.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
       FROM notifications
      WHERE business_id = $1 AND user_id = $2`,
    [businessId, userId],
  );
  return {
    items: rows.map(toNotification),
    total: counts.total,
    unread: counts.unread,
    page: page.page,
    pageSize: page.pageSize,
  };
}

export async function countUnreadNotifications(
  tx: SqlExecutor,
  businessId: string,
  userId: string,
): Promise<number> {
  const [row] = await tx.query<{ unread: number }>(
    `SELECT count(*)::int AS unread
       FROM notifications
      WHERE business_id = $1 AND user_id = $2 AND read_at IS NULL`,
    [businessId, userId],
  );
  return row.unread;
}

/** The user's notification, read from now on (one already read keeps its time); null when not theirs. */
export async function markNotificationRead(
  tx: SqlExecutor,
  businessId: string,
  userId: string,
  notificationId: string,
  now: Date,
): Promise<AppNotification | null> {
  const [row] = await tx.query<NotificationRow>(
    `UPDATE notifications SET read_at = coalesce(read_at, $4)
      WHERE business_id = $1 AND user_id = $2 AND id = $3
      RETURNING ${NOTIFICATION_COLUMNS}`,
    [businessId, userId, notificationId, now],
  );
  return row ? toNotification(row) : null;
}

/** Every unread notification of the user in this business, read; how many that was. */
export async function markAllNotificationsRead(
  tx: SqlExecutor,
  businessId: string,
  userId: string,
  now: Date,
): Promise<number> {
  const updated = await tx.query(
    `UPDATE notifications SET read_at = $3
      WHERE business_id = $1 AND user_id = $2 AND read_at IS NULL
      RETURNING id`,
    [businessId, userId, now],
  );
  return updated.length;
}

export interface ReviewSummaryRow {
  id: string;
  author_name: string | null;
  stars: number;
  text: string | null;
  location_name: string;
}

/** What a notification or an e-mail says about these reviews of the business (those still there). */
export async function readReviewSummaries(
  tx: SqlExecutor,
  businessId: string,
  reviewIds: readonly string[],
): Promise<Map<string, ReviewSummaryRow>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await tx.query<ReviewSummaryRow>(
    `SELECT r.id, r.author_name, r.stars, coalesce(r.comment_original, r.comment_translated) AS text,
            l.name AS location_name
       FROM reviews AS r
       JOIN locations AS l ON l.business_id = r.business_id AND l.id = r.location_id
      WHERE r.business_id = $1 AND r.id = ANY($2::uuid[])`,
    [businessId, reviewIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
