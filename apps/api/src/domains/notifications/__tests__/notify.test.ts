// Who is told what: notifyNewReviews (one notification per review and reader, a summary for a large batch,
// negative reviews e-mailed to the owner, admins and managers when the settings allow only those) and notifyReplyEvent
// (the reply's author, or those who may approve it). Read back through the bell's own route.
import type { AppNotification } from '@sumaa/contracts';
import {
  addTeamMember,
  bearer,
  outboxFor,
  registerAccount,
  type RegisteredAccount,
  type TeamMemberAccount,
} from '../../../testing/factories';
import { captureLogs } from '../../../testing/log-capture';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { NEW_REVIEWS_SUMMARY_AFTER, notifyNewReviews, notifyReplyEvent } from '../notify';
import { insertLocation, insertReview, noticeOf, type SeedReview } from './support/seed-reviews';

let t: TestApp;
let owner: RegisteredAccount;
let admin: TeamMemberAccount;
let manager: TeamMemberAccount;
let managerWithoutReply: TeamMemberAccount;
let agent: TeamMemberAccount;
let agentWithoutViewReviews: TeamMemberAccount;
let viewer: TeamMemberAccount;
let deactivated: TeamMemberAccount;
let outsider: RegisteredAccount;
let locationId: string;
const BRANCH = 'South Branch';

/** Everyone of the business, and who among them reads the inbox. */
let everyone: Array<{ email: string; token: string; userId: string }>;
let readers: typeof everyone;

const logs = captureLogs();

beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'error', stream: logs.stream } });
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House', Full_name: 'Sara Owner' });
  admin = await addTeamMember(t.app, owner, { role: 'Admin', name: 'Adel Admin' });
  manager = await addTeamMember(t.app, owner, { role: 'Manager', name: 'Mona Manager' });
  managerWithoutReply = await addTeamMember(t.app, owner, {
    role: 'Manager',
    permissions: ['ViewReviews', 'ViewAnalytics'],
    name: 'Quiet Manager',
  });
  agent = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Omar Agent' });
  agentWithoutViewReviews = await addTeamMember(t.app, owner, {
    role: 'Agent',
    permissions: ['ReplyReviews'],
    name: 'Blind Agent',
  });
  viewer = await addTeamMember(t.app, owner, { role: 'Viewer', name: 'Vera Viewer' });
  deactivated = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Gone Agent' });
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/team-members/${deactivated.memberId}/deactivate`,
    headers: bearer(owner.token),
    payload: { id: deactivated.memberId, businessId: owner.businessId },
  });
  expect(response.statusCode).toBe(200);
  outsider = await registerAccount(t.app, { Business_name: 'Other House' });

  locationId = await insertLocation(t.app, owner.businessId, BRANCH);
  // The e-mails here are the negative-review alerts: the business wants no e-mail for every new review
  // (that alert and how the two switches combine: new-review-alerts.test.ts).
  await setNotificationSettings({ newReviews: false });
  everyone = [owner, admin, manager, managerWithoutReply, agent, agentWithoutViewReviews, viewer];
  readers = [owner, admin, manager, managerWithoutReply, agent, viewer];
});
afterAll(async () => {
  await t.close();
});

/** Reads since the last call: each test looks at what it caused. */
async function readAllAndReturnNew(session: { token: string }): Promise<AppNotification[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/notifications?pageSize=50',
    headers: bearer(session.token),
  });
  expect(response.statusCode).toBe(200);
  const unread = (response.json().model.items as AppNotification[]).filter((item) => item.readAt === null);
  await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: bearer(session.token) });
  return unread;
}

async function newNotificationsOfEveryone() {
  const seen = new Map<string, AppNotification[]>();
  for (const member of everyone) seen.set(member.userId, await readAllAndReturnNew(member));
  return seen;
}

let counter = 0;
async function seedReviews(...reviews: Array<Omit<SeedReview, 'at'>>) {
  const notices = [];
  for (const review of reviews) {
    counter += 1;
    const seeded = { ...review, at: new Date(Date.UTC(2024, 0, 1, 0, counter)).toISOString() };
    notices.push(noticeOf(await insertReview(t.app, owner.businessId, locationId, seeded), seeded, BRANCH));
  }
  return notices;
}

/** Negative-review e-mails to this address so far. */
async function negativeMails(email: string) {
  return (await outboxFor(t.app, email)).filter((mail) => /negative|سلبي/.test(mail.subject));
}

async function negativeMailCounts() {
  const counts: Record<string, number> = {};
  for (const member of [...everyone, deactivated])
    counts[member.email] = (await negativeMails(member.email)).length;
  return counts;
}

async function setNotificationSettings(notifications: Record<string, boolean>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/business-settings',
    headers: bearer(owner.token),
    payload: { notifications },
  });
  expect(response.statusCode).toBe(200);
}

beforeEach(async () => {
  await newNotificationsOfEveryone();
  t.clock.advance(1000);
});

describe('notifyNewReviews', () => {
  it('tells every active member who can view reviews of each review; negative ones as negativeReview', async () => {
    const [happy, angry] = await seedReviews(
      { author: 'Huda', text: 'Lovely', stars: 5, sentiment: 'Positive' },
      { author: null, text: 'Cold coffee', stars: 1, sentiment: 'Negative' },
    );
    await notifyNewReviews(t.app, owner.businessId, [happy, angry]);

    const seen = await newNotificationsOfEveryone();
    for (const member of readers) {
      const items = seen.get(member.userId)!;
      expect(items).toHaveLength(2);
      expect(items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'newReview',
            reviewId: happy.reviewId,
            params: { authorName: 'Huda', stars: 5, locationName: BRANCH },
          }),
          expect.objectContaining({
            kind: 'negativeReview',
            reviewId: angry.reviewId,
            params: { authorName: null, stars: 1, locationName: BRANCH },
          }),
        ]),
      );
    }
    expect(seen.get(agentWithoutViewReviews.userId)).toEqual([]);
  });

  it('e-mails a negative review to the owner, admins and managers, in the business’s language, with its link', async () => {
    const before = await negativeMailCounts();
    const [angry] = await seedReviews({
      author: 'Fahad',
      text: 'الخدمة سيئة جدا',
      stars: 1,
      sentiment: 'Negative',
    });
    await notifyNewReviews(t.app, owner.businessId, [angry]);

    const after = await negativeMailCounts();
    const mailed = Object.keys(after).filter((email) => after[email] > before[email]);
    expect(new Set(mailed)).toEqual(
      new Set([owner.email, admin.email, manager.email, managerWithoutReply.email]),
    );
    for (const email of mailed) expect(after[email]).toBe(before[email] + 1);

    const [mail] = await negativeMails(owner.email);
    expect(mail.subject).toBe('تقييم سلبي جديد لـ Qahwa House');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('مرحباً Sara Owner،');
    expect(mail.text).toContain('Fahad، 1 من 5 نجوم، South Branch');
    expect(mail.text).toContain('«الخدمة سيئة جدا»');
    expect(mail.text).toContain(`http://app.sumaa.test/customer/reviews?review=${angry.reviewId}`);
  });

  it('e-mails nothing for positive and neutral reviews', async () => {
    const before = await negativeMailCounts();
    await notifyNewReviews(
      t.app,
      owner.businessId,
      await seedReviews(
        { author: 'A', stars: 5, sentiment: 'Positive' },
        { author: 'B', stars: 3, sentiment: 'Neutral' },
      ),
    );
    expect(await negativeMailCounts()).toEqual(before);
    expect((await newNotificationsOfEveryone()).get(owner.userId)).toHaveLength(2);
  });

  it.each([
    ['e-mail notifications are off', { emailNotifications: false }],
    ['negative-review alerts are off', { negativeReviews: false }],
  ])('e-mails nothing when %s, but still notifies in the app', async (_, switchedOff) => {
    await setNotificationSettings(switchedOff);
    try {
      const before = await negativeMailCounts();
      await notifyNewReviews(
        t.app,
        owner.businessId,
        await seedReviews({ author: 'C', stars: 1, sentiment: 'Negative' }),
      );
      expect(await negativeMailCounts()).toEqual(before);
      expect((await newNotificationsOfEveryone()).get(manager.userId)).toEqual([
        expect.objectContaining({ kind: 'negativeReview' }),
      ]);
    } finally {
      await setNotificationSettings({ emailNotifications: true, negativeReviews: true });
    }
  });

  it(`sums up more than ${NEW_REVIEWS_SUMMARY_AFTER} at once: one notification per member, one e-mail listing the negative ones`, async () => {
    const before = await negativeMailCounts();
    const batch = await seedReviews(
      ...Array.from({ length: 25 }, (_, index) => ({
        author: `Reviewer ${index}`,
        text: `Words of ${index}`,
        stars: index < 22 ? 2 : 5,
        sentiment: index < 22 ? ('Negative' as const) : ('Positive' as const),
      })),
    );
    await notifyNewReviews(t.app, owner.businessId, batch);

    const seen = await newNotificationsOfEveryone();
    for (const member of readers) {
      expect(seen.get(member.userId)).toEqual([
        expect.objectContaining({
          kind: 'newReview',
          reviewId: null,
          params: { count: 25, negativeCount: 22 },
        }),
      ]);
    }
    const after = await negativeMailCounts();
    expect(after[admin.email]).toBe(before[admin.email] + 1);
    expect(after[agent.email]).toBe(before[agent.email]);

    const [mail] = await negativeMails(admin.email);
    expect(mail.subject).toBe('تقييمات سلبية جديدة لـ Qahwa House: 22');
    // The first twenty are listed, and the rest counted.
    expect(mail.text).toContain('Reviewer 0، 2 من 5 نجوم، South Branch: «Words of 0»');
    expect(mail.text).toContain('Reviewer 19،');
    expect(mail.text).not.toContain('Reviewer 20،');
    expect(mail.text).toContain('وغيرها في صندوق التقييمات، عددها 2.');
    expect(mail.text).toContain('http://app.sumaa.test/customer/reviews?sentiment=Negative');
  });

  it(`tells of exactly ${NEW_REVIEWS_SUMMARY_AFTER} one by one`, async () => {
    const batch = await seedReviews(
      ...Array.from({ length: NEW_REVIEWS_SUMMARY_AFTER }, () => ({
        author: 'D',
        stars: 4,
        sentiment: 'Positive' as const,
      })),
    );
    await notifyNewReviews(t.app, owner.businessId, batch);
    const items = (await newNotificationsOfEveryone()).get(viewer.userId)!;
    expect(new Set(items.map((item) => item.reviewId))).toEqual(
      new Set(batch.map((notice) => notice.reviewId)),
    );
  });

  it('writes the e-mail in English when that is the business’s language, several reviews listed', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings',
      headers: bearer(owner.token),
      payload: { preferences: { language: 'en' } },
    });
    try {
      await notifyNewReviews(
        t.app,
        owner.businessId,
        await seedReviews(
          { author: 'Eve', text: 'Rude staff', stars: 1, sentiment: 'Negative' },
          { author: null, stars: 2, sentiment: 'Negative' },
        ),
      );
      const [mail] = await negativeMails(manager.email);
      expect(mail.subject).toBe('2 new negative reviews of Qahwa House');
      expect(mail.html).toContain('dir="ltr"');
      expect(mail.text).toContain('• Eve, 1 of 5 stars, South Branch: “Rude staff”');
      expect(mail.text).toContain(
        '• An anonymous reviewer, 2 of 5 stars, South Branch: (a rating without text)',
      );
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/business-settings',
        headers: bearer(owner.token),
        payload: { preferences: { language: 'ar' } },
      });
    }
  });

  it('does nothing for no reviews, and skips a review that is gone', async () => {
    await notifyNewReviews(t.app, owner.businessId, []);
    const [kept] = await seedReviews({ author: 'F', stars: 4, sentiment: 'Positive' });
    const gone = { ...kept, reviewId: '00000000-0000-4000-8000-000000000000' };
    await notifyNewReviews(t.app, owner.businessId, [kept, gone]);
    expect((await newNotificationsOfEveryone()).get(owner.userId)).toEqual([
      expect.objectContaining({ reviewId: kept.reviewId }),
    ]);
  });

  it('never reaches another business’s members', async () => {
    await notifyNewReviews(
      t.app,
      owner.businessId,
      await seedReviews({ author: 'G', stars: 1, sentiment: 'Negative' }),
    );
    expect(await readAllAndReturnNew(outsider)).toEqual([]);
    expect(await negativeMails(outsider.email)).toEqual([]);
  });
});

describe('notifyReplyEvent', () => {
  let reviewId: string;
  beforeAll(async () => {
    [{ reviewId }] = await seedReviews({ author: 'Huda', text: 'Slow', stars: 2, sentiment: 'Negative' });
  });

  it.each(['replyFailed', 'replyReturned', 'replyApproved'] as const)(
    'tells the reply’s author alone of %s, with what the text needs',
    async (kind) => {
      await notifyReplyEvent(t.app, owner.businessId, {
        kind,
        reviewId,
        authorId: agent.userId,
        actorName: 'Mona Manager',
        failureCode: kind === 'replyFailed' ? 'replyGoogleUnavailable' : null,
        note: kind === 'replyReturned' ? 'Please apologise first' : null,
      });
      const seen = await newNotificationsOfEveryone();
      expect(seen.get(agent.userId)).toEqual([
        expect.objectContaining({
          kind,
          reviewId,
          params: {
            authorName: 'Huda',
            stars: 2,
            locationName: BRANCH,
            actorName: 'Mona Manager',
            failureCode: kind === 'replyFailed' ? 'replyGoogleUnavailable' : null,
            note: kind === 'replyReturned' ? 'Please apologise first' : null,
          },
        }),
      ]);
      for (const member of everyone.filter((member) => member !== agent))
        expect(seen.get(member.userId)).toEqual([]);
    },
  );

  it('tells the owner, and the admins and managers who hold ReplyReviews, of a reply awaiting approval', async () => {
    await notifyReplyEvent(t.app, owner.businessId, {
      kind: 'replyAwaitingApproval',
      reviewId,
      authorId: agent.userId,
      actorName: 'Omar Agent',
    });
    const seen = await newNotificationsOfEveryone();
    const told = everyone.filter((member) => seen.get(member.userId)!.length > 0);
    expect(new Set(told)).toEqual(new Set([owner, admin, manager]));
    expect(seen.get(manager.userId)).toEqual([
      expect.objectContaining({
        kind: 'replyAwaitingApproval',
        reviewId,
        params: { authorName: 'Huda', stars: 2, locationName: BRANCH, actorName: 'Omar Agent' },
      }),
    ]);
  });

  it('logs a failure rather than throwing it at a caller whose change is already made', async () => {
    logs.lines.length = 0;
    await expect(
      notifyReplyEvent(t.app, owner.businessId, {
        kind: 'replyFailed',
        reviewId: 'not-an-id',
        authorId: null,
      }),
    ).resolves.toBeUndefined();
    expect(logs.records()).toEqual([
      expect.objectContaining({
        msg: 'notifications could not be written',
        businessId: owner.businessId,
        notification: 'replyFailed',
      }),
    ]);
  });

  it('tells no one when the author is no longer an active member, or unknown', async () => {
    for (const authorId of [deactivated.userId, outsider.userId, null]) {
      await notifyReplyEvent(t.app, owner.businessId, { kind: 'replyFailed', reviewId, authorId });
    }
    const seen = await newNotificationsOfEveryone();
    for (const member of everyone) expect(seen.get(member.userId)).toEqual([]);
  });
});
