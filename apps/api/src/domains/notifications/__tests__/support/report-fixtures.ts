// What the alert, report and unsubscribe tests share: reviews written straight into a business's tables with
// the keywords and replies a sync and the analysis would have stored, the clock set to a moment, the outbox's
// mails with their headers (the outbox keeps them in mail_outbox.headers, migration 018), and the business's
// notification switches.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer, outboxFor, type OutboxMail } from '../../../../testing/factories';
import type { TestApp } from '../../../../testing/test-app';

export interface ReportReview {
  author?: string | null;
  text?: string | null;
  stars: number;
  sentiment: 'Positive' | 'Negative' | 'Neutral';
  /** UTC. */
  at: string;
  keywords?: string[];
  /** A reply held on Google. */
  reply?: string;
}

export async function insertReportReview(
  app: FastifyInstance,
  businessId: string,
  locationId: string,
  review: ReportReview,
): Promise<string> {
  const googleId = randomUUID();
  return app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, is_anonymous, stars,
                            comment_original, language, sentiment, keywords, create_time, update_time, synced_at,
                            reply_comment, reply_update_time, reply_source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12, $12, $12, $13, $14, $15)
       RETURNING id`,
      [
        businessId,
        locationId,
        `accounts/1/locations/x/reviews/${googleId}`,
        googleId,
        review.author ?? null,
        !review.author,
        review.stars,
        review.text ?? null,
        review.text ? 'en' : null,
        review.sentiment,
        review.keywords ?? [],
        review.at,
        review.reply ?? null,
        review.reply ? review.at : null,
        review.reply ? 'google' : null,
      ],
    );
    return row.id;
  });
}

/** Moves the test clock to an instant (forwards or back). */
export function setClock(t: TestApp, iso: string): void {
  t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
}

export interface MailWithHeaders extends OutboxMail {
  headers: Record<string, string>;
}

/** The mails to this address, newest first, with the headers they were sent with. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<MailWithHeaders[]> {
  const mails = await outboxFor(app, email);
  const rows = await app.db.ownerTransaction((tx) =>
    tx.query<{ subject: string; text_body: string; headers: Record<string, string> }>(
      'SELECT subject, text_body, headers FROM mail_outbox WHERE to_address = $1',
      [email.toLowerCase()],
    ),
  );
  return mails.map((mail) => ({
    ...mail,
    headers: rows.find((row) => row.subject === mail.subject && row.text_body === mail.text)?.headers ?? {},
  }));
}

/** The unsubscribe link of a mail (its List-Unsubscribe header), as a path and query to inject. */
export function unsubscribePathOf(mail: MailWithHeaders): string {
  const header = mail.headers['List-Unsubscribe'];
  const url = /^<(.+)>$/.exec(header ?? '')?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header on “${mail.subject}”`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export async function updateSettings(
  app: FastifyInstance,
  token: string,
  change: Record<string, Record<string, unknown>>,
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/business-settings',
    headers: bearer(token),
    payload: change,
  });
  if (response.statusCode !== 200) throw new Error(`settings not saved: ${response.body}`);
}

export async function notificationSwitches(
  app: FastifyInstance,
  token: string,
): Promise<Record<string, boolean>> {
  const response = await app.inject({ method: 'GET', url: '/api/business-settings', headers: bearer(token) });
  return response.json().model.notifications;
}
