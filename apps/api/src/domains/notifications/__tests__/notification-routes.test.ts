// The bell's routes through HTTP: GET /api/notifications (unread first, then newest, paged),
// GET /api/notifications/unread-count, POST /api/notifications/{id}/read and /read-all. A member reads and
// marks only their own, in the business they act for: someone else's id is 404, like an unknown one.
import { notificationPageSchema, type AppNotification } from '@sumaa/contracts';
import { randomUUID } from 'node:crypto';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  latestInvitationToken,
  registerAccount,
  type RegisteredAccount,
  type TeamMemberAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { notifyReplyEvent } from '../notify';
import { insertLocation, insertReview } from './support/seed-reviews';

let t: TestApp;
let owner: RegisteredAccount;
let agent: TeamMemberAccount;
/** Owner of business B, and also an agent of business A (a user of two businesses). */
let both: RegisteredAccount;
let reviewOfA: string;
let reviewOfB: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app, { Business_name: 'Business A' });
  agent = await addTeamMember(t.app, owner, { role: 'Agent' });
  both = await registerAccount(t.app, { Business_name: 'Business B' });
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/team-members/invite',
    headers: bearer(owner.token),
    payload: { email: both.email, role: 'Agent' },
  });
  expect(invited.statusCode).toBe(201);
  const token = await latestInvitationToken(t.app, both.email);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/team-members/accept/${token}`,
    headers: bearer(both.token),
  });
  expect(accepted.statusCode).toBe(200);

  const review = { author: 'Huda', stars: 2, sentiment: 'Negative' as const, at: '2024-03-01T09:00:00Z' };
  reviewOfA = await insertReview(
    t.app,
    owner.businessId,
    await insertLocation(t.app, owner.businessId, 'A1'),
    review,
  );
  reviewOfB = await insertReview(
    t.app,
    both.businessId,
    await insertLocation(t.app, both.businessId, 'B1'),
    review,
  );
});
afterAll(async () => {
  await t.close();
});

interface Session {
  token: string;
}

/** The session acting for a business (X-Business-Id), as the shell sends it. */
const inBusiness = (session: Session, businessId: string) => ({ token: session.token, businessId });

function headersOf(session: Session & { businessId?: string }, language: Record<string, string> = ENGLISH) {
  return {
    ...language,
    ...bearer(session.token),
    ...(session.businessId ? { 'x-business-id': session.businessId } : {}),
  };
}

function list(session: Session & { businessId?: string }, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: headersOf(session) });
}

async function pageOf(session: Session & { businessId?: string }, query = '') {
  const response = await list(session, query);
  expect(response.statusCode).toBe(200);
  return notificationPageSchema.parse(response.json().model);
}

async function unreadOf(session: Session & { businessId?: string }) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: headersOf(session),
  });
  expect(response.statusCode).toBe(200);
  return response.json().model.unread as number;
}

function markRead(session: Session & { businessId?: string }, id: string) {
  return t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: headersOf(session) });
}

function markAllRead(session: Session & { businessId?: string }, language: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'POST',
    url: '/api/notifications/read-all',
    headers: headersOf(session, language),
  });
}

/** A notification for this member (a failed reply of theirs), a second after the previous one. */
async function notify(businessId: string, userId: string, reviewId: string) {
  t.clock.advance(1000);
  await notifyReplyEvent(t.app, businessId, { kind: 'replyFailed', reviewId, authorId: userId });
}

describe('the bell’s routes', () => {
  it('answer 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', `/api/notifications/${randomUUID()}/read`],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('list the caller’s notifications unread first, then newest, with the total and the unread count', async () => {
    for (let index = 0; index < 4; index += 1) await notify(owner.businessId, agent.userId, reviewOfA);
    const first = await pageOf(agent);
    expect(first).toMatchObject({ total: 4, unread: 4, page: 1, pageSize: 20 });
    const ids = first.items.map((item) => item.id);
    const newest = first.items[0];
    expect(first.items.map((item) => item.createdAt)).toEqual(
      [...first.items.map((item) => item.createdAt)].sort().reverse(),
    );
    expect(newest).toMatchObject({ kind: 'replyFailed', reviewId: reviewOfA, readAt: null });

    // Reading the newest sends it below the unread ones.
    const read = await markRead(agent, newest.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().model).toEqual({ ...newest, readAt: t.clock.now().toISOString() });
    const after = await pageOf(agent);
    expect(after.items.map((item) => item.id)).toEqual([ids[1], ids[2], ids[3], ids[0]]);
    expect(after).toMatchObject({ total: 4, unread: 3 });
    expect(await unreadOf(agent)).toBe(3);

    // Paged.
    const secondPage = await pageOf(agent, '?page=2&pageSize=3');
    expect(secondPage).toMatchObject({ total: 4, unread: 3, page: 2, pageSize: 3 });
    expect(secondPage.items.map((item) => item.id)).toEqual([newest.id]);
  });

  it('keep the time a notification was first read', async () => {
    await notify(owner.businessId, agent.userId, reviewOfA);
    const [unread] = (await pageOf(agent)).items;
    const first = (await markRead(agent, unread.id)).json().model as AppNotification;
    t.clock.advance(60_000);
    const again = await markRead(agent, unread.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().model.readAt).toBe(first.readAt);
  });

  it('mark all of the caller’s notifications read, and only theirs', async () => {
    await notify(owner.businessId, agent.userId, reviewOfA);
    await notify(owner.businessId, owner.userId, reviewOfA);
    const ownerUnread = await unreadOf(owner);
    expect(ownerUnread).toBeGreaterThan(0);

    const response = await markAllRead(agent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'All notifications are marked as read',
      model: { updated: expect.any(Number) },
    });
    expect(response.json().model.updated).toBeGreaterThan(0);
    expect(await unreadOf(agent)).toBe(0);
    expect((await pageOf(agent)).items.every((item) => item.readAt !== null)).toBe(true);
    expect(await unreadOf(owner)).toBe(ownerUnread);

    const arabic = await markAllRead(agent, ARABIC);
    expect(arabic.json()).toMatchObject({ message: 'تم تعليم كل الإشعارات كمقروءة', model: { updated: 0 } });
  });

  it('refuse bad paging values with 400', async () => {
    for (const query of ['?pageSize=51', '?pageSize=0', '?page=0', '?page=x']) {
      expect((await list(agent, query)).statusCode).toBe(400);
    }
  });
});

describe('whose notifications', () => {
  it('answers 404 for another member’s notification and leaves it unread', async () => {
    await notify(owner.businessId, owner.userId, reviewOfA);
    const [ownerNotification] = (await pageOf(owner)).items;
    expect(ownerNotification.readAt).toBeNull();
    const response = await markRead(agent, ownerNotification.id);
    expect(response.statusCode).toBe(404);
    expect((await pageOf(owner)).items[0]).toEqual(ownerNotification);
    expect((await pageOf(agent)).items.map((item) => item.id)).not.toContain(ownerNotification.id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id']) expect((await markRead(agent, id)).statusCode).toBe(404);
  });

  it('shows a user of two businesses only the notifications of the business they act for', async () => {
    await notify(owner.businessId, both.userId, reviewOfA);
    await notify(both.businessId, both.userId, reviewOfB);
    const inA = inBusiness(both, owner.businessId);
    const inB = inBusiness(both, both.businessId);

    const [ofA] = (await pageOf(inA)).items;
    const [ofB] = (await pageOf(inB)).items;
    expect((await pageOf(inA)).items.map((item) => item.reviewId)).toEqual([reviewOfA]);
    expect((await pageOf(inB)).items.map((item) => item.reviewId)).toEqual([reviewOfB]);
    expect(await unreadOf(inA)).toBe(1);

    // A's notification cannot be marked while acting for B, nor does "read all" in B reach A's.
    expect((await markRead(inB, ofA.id)).statusCode).toBe(404);
    expect((await markAllRead(inB)).json().model.updated).toBe(1);
    expect(await unreadOf(inA)).toBe(1);
    expect(await unreadOf(inB)).toBe(0);
    expect(ofB.readAt).toBeNull();
    expect((await markRead(inA, ofA.id)).statusCode).toBe(200);
    expect(await unreadOf(inA)).toBe(0);
  });

  it('keeps a member’s notifications from the others even in SQL without a recipient filter', async () => {
    await notify(owner.businessId, owner.userId, reviewOfA);
    await notify(owner.businessId, agent.userId, reviewOfA);
    const seenBy = (userId: string | null) =>
      t.app.db.tenantTransaction({ businessId: owner.businessId, userId }, (tx) =>
        tx.query<{ user_id: string; business_id: string }>('SELECT user_id, business_id FROM notifications'),
      );
    expect(new Set((await seenBy(agent.userId)).map((row) => row.user_id))).toEqual(new Set([agent.userId]));
    // A job telling the team (no user) sees the business's rows, and only that business's.
    const all = await seenBy(null);
    expect(new Set(all.map((row) => row.user_id))).toEqual(
      new Set([owner.userId, agent.userId, both.userId]),
    );
    expect(new Set(all.map((row) => row.business_id))).toEqual(new Set([owner.businessId]));
    const updated = await t.app.db.tenantTransaction(
      { businessId: owner.businessId, userId: agent.userId },
      (tx) =>
        tx.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 RETURNING id', [owner.userId]),
    );
    expect(updated).toEqual([]);
  });
});
