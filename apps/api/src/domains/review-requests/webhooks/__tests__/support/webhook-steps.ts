// What the webhook, attribution and analytics tests share: a recording WhatsApp/SMS client that hands out the
// provider message ids the webhooks then name, businesses with a paid subscription and a location, requests
// sent through the API and the delivery job, and webhook bodies as Meta and Unifonic post them, signed or not.
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { reviewRequestPageSchema, type ReviewRequest } from '@sumaa/contracts';
import { bearer, registerAccount, type RegisteredAccount } from '../../../../../testing/factories';
import type { TestApp } from '../../../../../testing/test-app';
import type { ChannelMessage, ReviewRequestChannel } from '../../..';
import {
  activateSubscription,
  addContact,
  addLocation,
} from '../../../__tests__/support/review-request-steps';

export const APP_SECRET = 'test-whatsapp-app-secret';
export const VERIFY_TOKEN = 'test-whatsapp-verify-token';
export const SMS_SECRET = 'test-sms-webhook-secret';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A provider client that records each message with the id it answered. */
export class RecordingChannel implements ReviewRequestChannel {
  readonly sent: Array<ChannelMessage & { providerMessageId: string }> = [];

  constructor(readonly name: 'whatsapp' | 'sms') {}

  async send(message: ChannelMessage): Promise<{ providerMessageId: string }> {
    const providerMessageId =
      this.name === 'whatsapp' ? `wamid.${randomUUID()}` : String(Math.floor(Math.random() * 1e15));
    this.sent.push({ ...message, providerMessageId });
    return { providerMessageId };
  }

  idSentTo(phone: string): string {
    const message = [...this.sent].reverse().find((each) => each.to === phone);
    if (!message) throw new Error(`nothing sent to ${phone}`);
    return message.providerMessageId;
  }
}

export function useRecordingChannels(app: FastifyInstance): {
  whatsapp: RecordingChannel;
  sms: RecordingChannel;
} {
  const whatsapp = new RecordingChannel('whatsapp');
  const sms = new RecordingChannel('sms');
  app.reviewRequests.channels.use(whatsapp);
  app.reviewRequests.channels.use(sms);
  app.reviewRequests.webhookSecrets.whatsapp = { appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN };
  app.reviewRequests.webhookSecrets.sms = { webhookSecret: SMS_SECRET };
  return { whatsapp, sms };
}

export interface Business {
  owner: RegisteredAccount;
  locationId: string;
}

export async function newBusiness(t: TestApp, name: string, locationName = 'Olaya'): Promise<Business> {
  const owner = await registerAccount(t.app, { Business_name: name });
  await activateSubscription(t.app, owner.businessId, new Date(t.clock.now().getTime() + 365 * DAY_MS));
  return { owner, locationId: await addLocation(t.app, owner.businessId, locationName) };
}

export function sendRequests(
  t: TestApp,
  business: Business,
  body: { contactIds: string[]; channel: 'whatsapp' | 'sms' | 'email'; locationId?: string },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/review-requests',
    headers: bearer(business.owner.token),
    payload: { locationId: business.locationId, ...body },
  });
}

/** A contact asked now by the channel, the request delivered by the job; its request's id. */
export async function askedContact(
  t: TestApp,
  business: Business,
  contact: { name: string; phone?: string; email?: string; language?: 'ar' | 'en' },
  channel: 'whatsapp' | 'sms' | 'email',
  locationId = business.locationId,
): Promise<{ contactId: string; requestId: string }> {
  const contactId = await addContact(t.app, business.owner, contact);
  const response = await sendRequests(t, business, { contactIds: [contactId], channel, locationId });
  const outcome = response.json().model?.outcomes?.[0];
  if (response.statusCode !== 200 || !outcome?.requestId)
    throw new Error(`not sent: ${response.statusCode} ${response.body}`);
  await t.app.jobs.runUntilIdle();
  return { contactId, requestId: outcome.requestId };
}

export async function historyOf(t: TestApp, business: Business): Promise<ReviewRequest[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/review-requests?pageSize=100',
    headers: bearer(business.owner.token),
  });
  if (response.statusCode !== 200) throw new Error(`history: ${response.statusCode} ${response.body}`);
  return reviewRequestPageSchema.parse(response.json().model).items;
}

export async function requestOf(t: TestApp, business: Business, requestId: string): Promise<ReviewRequest> {
  const found = (await historyOf(t, business)).find((request) => request.id === requestId);
  if (!found) throw new Error(`request ${requestId} not in the history`);
  return found;
}

export const signatureOf = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Meta's webhook of statuses, as the Cloud API (and tools/whatsapp-standin) posts it. */
export function whatsAppStatuses(
  statuses: Array<{ id: string; status: string; at?: Date; error?: { code: number; title: string } }>,
): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: statuses.map((status) => ({
                id: status.id,
                status: status.status,
                timestamp: String(Math.floor((status.at ?? new Date()).getTime() / 1000)),
                recipient_id: '966501234567',
                ...(status.error ? { errors: [{ code: status.error.code, title: status.error.title }] } : {}),
              })),
            },
          },
        ],
      },
    ],
  });
}

/** A customer's text reply on WhatsApp; `from` in E.164 (Meta writes it as digits). */
export function whatsAppReply(from: string, text: string, id = `wamid.${randomUUID()}`): string {
  const digits = from.replace(/^\+/, '');
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Customer' }, wa_id: digits }],
              messages: [{ from: digits, id, timestamp: '1733212800', type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });
}

export function postWhatsApp(
  t: TestApp,
  body: string,
  signature: string | null = signatureOf(body),
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
      ...headers,
    },
    payload: body,
  });
}

export function postSms(
  t: TestApp,
  report: unknown,
  secret: string | null = SMS_SECRET,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/webhooks/sms${secret === null ? '' : `?secret=${encodeURIComponent(secret)}`}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof report === 'string' ? report : JSON.stringify(report),
  });
}

/** Opens the request's own link, as the customer does: the landing page marks it clicked now. */
export async function clickRequest(t: TestApp, business: Business, requestId: string): Promise<Date> {
  const { link } = await requestOf(t, business, requestId);
  const response = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
  if (response.statusCode !== 200) throw new Error(`landing page: ${response.statusCode}`);
  return t.clock.now();
}

/** A Google review as the sync stores it, at the location, by that author, at that time; its id. */
export async function storeReview(
  t: TestApp,
  business: Business,
  review: { author: string; at: Date; stars?: number; locationId?: string },
): Promise<string> {
  const businessId = business.owner.businessId;
  return t.app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, stars, sentiment,
                            create_time, update_time, synced_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'Positive', $7, $7, now()) RETURNING id`,
      [
        businessId,
        review.locationId ?? business.locationId,
        `accounts/1/locations/x/reviews/${randomUUID()}`,
        randomUUID(),
        review.author,
        review.stars ?? 5,
        review.at,
      ],
    );
    return row.id;
  });
}

/** The sync's completion, as the reviews domain raises it (reviews.synced), delivered by the job queue. */
export async function completeSync(t: TestApp, business: Business, newReviewIds: string[]): Promise<void> {
  const businessId = business.owner.businessId;
  await t.app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    t.app.events.publish(tx, {
      businessId,
      name: 'reviews.synced',
      payload: { syncJobId: randomUUID(), mode: 'incremental', newReviewIds },
    }),
  );
  await t.app.jobs.runUntilIdle();
}
