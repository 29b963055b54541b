// The history's `sending` status: a request whose message is at the provider right now (its delivery carries the
// "sending" mark of delivery-claims.ts) reads `sending`, and the status filter finds it apart from the queued
// ones; once the provider answered it reads `sent`. Never stored: the request's own row stays `queued` meanwhile.
import { reviewRequestPageSchema, type ReviewRequest } from '@sumaa/contracts';
import { bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import type { ChannelMessage, ReviewRequestChannel } from '..';
import {
  activateSubscription,
  addContact,
  addLocation,
  advanceToRiyadhTime,
} from './support/review-request-steps';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A WhatsApp client whose sends wait until the test lets them answer. */
class HeldChannel implements ReviewRequestChannel {
  readonly name = 'whatsapp' as const;
  readonly waiting: Array<{ message: ChannelMessage; answer: () => void }> = [];

  send(message: ChannelMessage): Promise<{ providerMessageId: string }> {
    return new Promise((resolve) => {
      this.waiting.push({
        message,
        answer: () => resolve({ providerMessageId: `wamid.held-${this.waiting.length}` }),
      });
    });
  }
}

let t: TestApp;
let channel: HeldChannel;

beforeAll(async () => {
  t = await createTestApp();
  channel = new HeldChannel();
  t.app.reviewRequests.channels.use(channel);
});
afterAll(async () => {
  await t.close();
});

async function history(owner: RegisteredAccount, status?: string): Promise<ReviewRequest[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/review-requests?pageSize=100${status ? `&status=${status}` : ''}`,
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  return reviewRequestPageSchema.parse(response.json().model).items;
}

it('reads sending while the message is at the provider, and sent once it answered', async () => {
  advanceToRiyadhTime(t, 12);
  const owner = await registerAccount(t.app, { Business_name: 'Held Café' });
  await activateSubscription(t.app, owner.businessId, new Date(t.clock.now().getTime() + YEAR_MS));
  const locationId = await addLocation(t.app, owner.businessId, 'Olaya');
  const held = await addContact(t.app, owner, { name: 'Reem', phone: '0501230001' });
  const later = await addContact(t.app, owner, { name: 'Majed', phone: '0501230002' });

  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/review-requests',
    headers: bearer(owner.token),
    payload: { contactIds: [held], channel: 'whatsapp', locationId },
  });
  expect(sent.statusCode).toBe(200);
  // The second one waits for its time (the hours after a visit), so it stays queued.
  const visit = await t.app.inject({
    method: 'POST',
    url: '/api/review-requests/visits',
    headers: bearer(owner.token),
    payload: { contactId: later },
  });
  expect(visit.json().model.request).toMatchObject({ outcome: 'queued' });

  const running = t.app.jobs.runUntilIdle();
  for (let tries = 0; channel.waiting.length === 0 && tries < 400; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(channel.waiting).toHaveLength(1);

  const during = await history(owner);
  expect(during.find((request) => request.contactId === held)?.status).toBe('sending');
  expect((await history(owner, 'sending')).map((request) => request.contactId)).toEqual([held]);
  expect((await history(owner, 'queued')).map((request) => request.contactId)).toEqual([later]);

  channel.waiting[0].answer();
  await running;
  expect((await history(owner)).find((request) => request.contactId === held)?.status).toBe('sent');
  expect(await history(owner, 'sending')).toEqual([]);
});
