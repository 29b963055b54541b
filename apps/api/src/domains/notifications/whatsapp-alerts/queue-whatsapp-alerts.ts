// Which new reviews make WhatsApp alerts, and for whom (issue 23): each negative one (the sentiment the e-mails of
// negative reviews use, decisions #22), for each active member who reads the inbox and has their alerts on, when
// the owner's business-wide switch (settings' notifications.smsNotifications) is on and the subscription has not
// ended. Written in the caller's tenant transaction; the job (whatsapp-alert-job.ts) sends them.
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../../db/database';
import { subscriptionAllowsSyncAndReply } from '../../billing';
import { readBusinessSettings } from '../../businesses';
import type { NewReviewNotice } from '../../reviews';
import type { MemberRow } from '../../team';
import { reviewReaders } from '../recipients';
import { WHATSAPP_ALERT_MAX_ATTEMPTS } from './whatsapp-alert-job';
import { listMembersWithAlertsOn, queueWhatsAppAlerts } from './whatsapp-alert-store';

/** Queues the alerts of these new reviews; answers how many were new (0: nothing for the job queue to wake for). */
export async function queueNegativeReviewAlerts(
  app: FastifyInstance,
  tx: SqlExecutor,
  businessId: string,
  members: readonly MemberRow[],
  reviews: readonly NewReviewNotice[],
): Promise<number> {
  const negatives = reviews.filter((review) => review.sentiment === 'Negative');
  if (negatives.length === 0) return 0;
  const settings = await readBusinessSettings(tx, businessId);
  if (!settings.notifications.smsNotifications) return 0;
  if (!(await subscriptionAllowsSyncAndReply(tx, businessId, app.now()))) return 0;
  const optedIn = new Set(await listMembersWithAlertsOn(tx, businessId));
  const recipients = reviewReaders(members).filter((member) => optedIn.has(member.user_id));
  return queueWhatsAppAlerts(
    tx,
    businessId,
    negatives.flatMap((review) =>
      recipients.map((member) => ({ reviewId: review.reviewId, userId: member.user_id })),
    ),
    { now: app.now(), maxAttempts: WHATSAPP_ALERT_MAX_ATTEMPTS },
  );
}
