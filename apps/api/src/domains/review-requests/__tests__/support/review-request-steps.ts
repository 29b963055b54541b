// What the review-request tests share: a business with linked locations, contacts added through the API, fake
// WhatsApp and SMS clients in the domain's channel registry (the providers' own clients and stand-ins are tested
// with channels/), and the clock moved to a time of day on the business's clock.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer, type RegisteredAccount } from '../../../../testing/factories';
import type { TestApp } from '../../../../testing/test-app';
import type { ChannelMessage, ReviewRequestChannel } from '../..';

export class FakeChannel implements ReviewRequestChannel {
  readonly sent: ChannelMessage[] = [];
  /** Thrown by the next sends, one each, before anything is recorded as sent. */
  readonly failures: Error[] = [];

  constructor(readonly name: 'whatsapp' | 'sms') {}

  async send(message: ChannelMessage): Promise<{ providerMessageId: string }> {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.sent.push(message);
    return { providerMessageId: `${this.name}-${randomUUID()}` };
  }
}

/** The shape of the channels' ChannelSendError (channels/channel.ts). */
export class FakeChannelError extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
  }
}

export function useFakeChannels(app: FastifyInstance): { whatsapp: FakeChannel; sms: FakeChannel } {
  const whatsapp = new FakeChannel('whatsapp');
  const sms = new FakeChannel('sms');
  app.reviewRequests.channels.use(whatsapp);
  app.reviewRequests.channels.use(sms);
  return { whatsapp, sms };
}

/** A linked location of the business, named as given; returns its id. */
export async function addLocation(app: FastifyInstance, businessId: string, name: string): Promise<string> {
  const placeId = `place-${randomUUID()}`;
  return app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
    await tx.query(
      'INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, now())',
      [placeId, businessId],
    );
    const [location] = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, $4, now(), now()) RETURNING id`,
      [businessId, `accounts/1/locations/${placeId}`, placeId, name],
    );
    return location.id;
  });
}

export async function addContact(
  app: FastifyInstance,
  owner: RegisteredAccount,
  fields: { name: string; phone?: string; email?: string; language?: 'ar' | 'en'; locationId?: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/review-requests/contacts',
    headers: bearer(owner.token),
    payload: { language: 'ar', ...fields },
  });
  if (response.statusCode !== 201)
    throw new Error(`contact not added: ${response.statusCode} ${response.body}`);
  return response.json().model.id;
}

/** Moves the test clock forward to the next hh:mm on Riyadh's clock (UTC+3, no summer time). */
export function advanceToRiyadhTime(t: TestApp, hour: number, minute = 0): void {
  const now = t.clock.now();
  const target = new Date(now);
  target.setUTCHours(hour - 3, minute, 0, 0);
  while (target.getTime() <= now.getTime()) target.setUTCDate(target.getUTCDate() + 1);
  t.clock.advance(target.getTime() - now.getTime());
}

/** The business's subscription active (paid) until `until`: the tests move the clock past the trial. */
export async function activateSubscription(
  app: FastifyInstance,
  businessId: string,
  until: Date,
): Promise<void> {
  await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    tx.query(
      `UPDATE subscriptions SET status = 'active', trial_ends_at = NULL, current_period_end = $2
        WHERE business_id = $1`,
      [businessId, until],
    ),
  );
}

/** The business's trial ended a day before `now`. */
export async function endTrial(app: FastifyInstance, businessId: string, now: Date): Promise<void> {
  const ended = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    tx.query(
      `UPDATE subscriptions SET status = 'trialing', trial_ends_at = $2, current_period_end = $2
        WHERE business_id = $1`,
      [businessId, ended],
    ),
  );
}
