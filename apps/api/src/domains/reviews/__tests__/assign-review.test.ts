// POST /api/Reviews/{id}/assign through HTTP: assign, reassign and unassign; who may be assigned (an active
// member of this business who can view reviews) and who may assign (agents and above); the assignee's
// notification and e-mail; "assigned to me" in the inbox; and the members' assignment counts.
import { inboxReviewSchema, type InboxReview } from '@sumaa/contracts';
import { randomUUID } from 'node:crypto';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  outboxFor,
  registerAccount,
  type RegisteredAccount,
  type TeamMemberAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertLocation, insertReview } from '../../notifications/__tests__/support/seed-reviews';

let t: TestApp;
let owner: RegisteredAccount;
let agent: TeamMemberAccount;
let manager: TeamMemberAccount;
let viewer: TeamMemberAccount;
let agentWithoutViewReviews: TeamMemberAccount;
let deactivatedAgent: TeamMemberAccount;
let otherOwner: RegisteredAccount;
let otherAgent: TeamMemberAccount;
const reviews: string[] = [];
let otherReview: string;

const BRANCH = 'فرع العليا';

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House', Full_name: 'Sara Al-Harbi' });
  agent = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Omar Agent' });
  manager = await addTeamMember(t.app, owner, { role: 'Manager', name: 'Mona Manager' });
  viewer = await addTeamMember(t.app, owner, { role: 'Viewer', name: 'Vera Viewer' });
  agentWithoutViewReviews = await addTeamMember(t.app, owner, {
    role: 'Agent',
    permissions: ['ReplyReviews'],
    name: 'Blind Agent',
  });
  deactivatedAgent = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Gone Agent' });
  const deactivated = await t.app.inject({
    method: 'PUT',
    url: `/api/team-members/${deactivatedAgent.memberId}/deactivate`,
    headers: bearer(owner.token),
    payload: { id: deactivatedAgent.memberId, businessId: owner.businessId },
  });
  expect(deactivated.statusCode).toBe(200);

  otherOwner = await registerAccount(t.app, { Business_name: 'Other House' });
  otherAgent = await addTeamMember(t.app, otherOwner, { role: 'Agent' });

  const location = await insertLocation(t.app, owner.businessId, BRANCH);
  for (const [index, stars] of [1, 2, 3, 4, 5].entries()) {
    reviews.push(
      await insertReview(t.app, owner.businessId, location, {
        author: `Reviewer ${index}`,
        text: `Review number ${index}`,
        stars,
        sentiment: stars <= 2 ? 'Negative' : 'Positive',
        at: `2024-03-0${index + 1}T09:00:00Z`,
      }),
    );
  }
  const otherLocation = await insertLocation(t.app, otherOwner.businessId, 'Other branch');
  otherReview = await insertReview(t.app, otherOwner.businessId, otherLocation, {
    author: 'Someone',
    stars: 1,
    sentiment: 'Negative',
    at: '2024-03-01T09:00:00Z',
  });
});
afterAll(async () => {
  await t.close();
});

type Session = { token: string };

function assign(
  session: Session,
  reviewId: string,
  AssignedToId: unknown,
  headers: Record<string, string> = ENGLISH,
) {
  // A second apart, so that "newest first" has one answer.
  t.clock.advance(1000);
  return t.app.inject({
    method: 'POST',
    url: `/api/Reviews/${reviewId}/assign`,
    headers: { ...headers, ...bearer(session.token) },
    payload: { AssignedToId },
  });
}

async function assigned(session: Session, reviewId: string, assigneeId: string | null): Promise<InboxReview> {
  const response = await assign(session, reviewId, assigneeId);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status: 200,
    body: { success: true },
  });
  return inboxReviewSchema.parse(response.json().model);
}

function notificationsOf(session: Session) {
  return t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(session.token) });
}

async function assignmentMails(email: string) {
  return (await outboxFor(t.app, email)).filter((mail) => /assigned you|أسند إليك/.test(mail.subject));
}

function inbox(session: Session, query: Record<string, string>) {
  return t.app.inject({
    method: 'GET',
    url: `/api/Reviews?${new URLSearchParams({ pageSize: '100', ...query })}`,
    headers: bearer(session.token),
  });
}

async function idsIn(session: Session, query: Record<string, string>): Promise<string[]> {
  const response = await inbox(session, query);
  expect(response.statusCode).toBe(200);
  return (response.json().model.items as InboxReview[]).map((item) => item.id);
}

async function unassignAll() {
  for (const review of reviews) await assigned(owner, review, null);
}

describe('assigning a review', () => {
  afterEach(unassignAll);

  it('assigns it to a member: the review carries who, by whom and when, as the inbox lists it', async () => {
    const response = await assign(owner, reviews[0], agent.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'The review has been assigned' });
    const review = inboxReviewSchema.parse(response.json().model);
    expect(review).toMatchObject({
      id: reviews[0],
      branch: BRANCH,
      assignment: {
        assignedTo: agent.userId,
        assignedToName: 'Omar Agent',
        assignedById: owner.userId,
        assignedByName: 'Sara Al-Harbi',
        createdAt: t.clock.now().toISOString(),
      },
    });
    const listed = (await inbox(owner, {})).json().model.items as InboxReview[];
    expect(listed.find((item) => item.id === reviews[0])).toEqual(review);
  });

  it('takes the member’s membership id (the team list’s id) as well as their user id', async () => {
    const review = await assigned(owner, reviews[1], manager.memberId);
    expect(review.assignment).toMatchObject({ assignedTo: manager.userId, assignedToName: 'Mona Manager' });
  });

  it('reassigns and unassigns (null or an empty string), in both languages', async () => {
    await assigned(owner, reviews[0], agent.userId);
    const reassigned = await assigned(manager, reviews[0], manager.userId);
    expect(reassigned.assignment).toMatchObject({ assignedTo: manager.userId, assignedById: manager.userId });

    const unassigned = await assign(owner, reviews[0], null);
    expect(unassigned.json()).toMatchObject({
      message: 'The review is no longer assigned',
      model: { assignment: null },
    });

    await assigned(owner, reviews[0], agent.userId);
    const emptied = await assign(owner, reviews[0], '', ARABIC);
    expect(emptied.json()).toMatchObject({ message: 'أُلغي إسناد التقييم', model: { assignment: null } });
  });

  it('lets an agent assign, but not a viewer (403, before the review is looked up)', async () => {
    expect((await assigned(agent, reviews[2], agent.userId)).assignment?.assignedTo).toBe(agent.userId);
    for (const reviewId of [reviews[2], randomUUID()]) {
      const refused = await assign(viewer, reviewId, agent.userId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, model: null });
    }
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Reviews/${reviews[0]}/assign`,
      payload: { AssignedToId: agent.userId },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('who may be assigned', () => {
  const REFUSAL_EN = 'Reviews can be assigned only to an active team member who can view reviews';

  it.each([
    ['a deactivated member', () => deactivatedAgent.userId],
    ['a member without ViewReviews', () => agentWithoutViewReviews.userId],
    ['a member of another business', () => otherAgent.userId],
    ['the owner of another business', () => otherOwner.userId],
    ['an unknown id', () => randomUUID()],
    ['something that is not an id', () => 'not-an-id'],
  ])('refuses %s with 400 under AssignedToId, and leaves the review as it was', async (_, assignee) => {
    await assigned(owner, reviews[3], agent.userId);
    const response = await assign(owner, reviews[3], assignee());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields',
      errors: { AssignedToId: [REFUSAL_EN] },
      model: null,
    });
    const listed = (await inbox(owner, {})).json().model.items as InboxReview[];
    expect(listed.find((item) => item.id === reviews[3])?.assignment?.assignedTo).toBe(agent.userId);
    await assigned(owner, reviews[3], null);
  });

  it('says so in Arabic too', async () => {
    const response = await assign(owner, reviews[3], agentWithoutViewReviews.userId, ARABIC);
    expect(response.json().errors).toEqual({
      AssignedToId: ['لا يُسنَد التقييم إلا إلى عضو نشط في الفريق يملك صلاحية عرض التقييمات'],
    });
  });

  it('asks for a member when AssignedToId is missing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Reviews/${reviews[3]}/assign`,
      headers: { ...ENGLISH, ...bearer(owner.token) },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ AssignedToId: ['Choose a team member'] });
  });

  it('answers 404 for another business’s review, an unknown one and a malformed id', async () => {
    for (const reviewId of [otherReview, randomUUID(), 'not-an-id']) {
      const response = await assign(owner, reviewId, agent.userId);
      expect(response.statusCode).toBe(404);
    }
    // And the other business's review stays unassigned for its own owner.
    const theirs = (await inbox(otherOwner, {})).json().model.items as InboxReview[];
    expect(theirs.map((item) => item.assignment)).toEqual([null]);
  });
});

describe('the assignee is told', () => {
  afterEach(unassignAll);

  it('gets a reviewAssigned notification linking to the review, and an e-mail in the business’s language', async () => {
    const mailsBefore = (await assignmentMails(agent.email)).length;
    await assigned(owner, reviews[1], agent.userId);

    const notifications = (await notificationsOf(agent)).json().model;
    expect(notifications.items[0]).toMatchObject({
      kind: 'reviewAssigned',
      reviewId: reviews[1],
      params: { actorName: 'Sara Al-Harbi', authorName: 'Reviewer 1', stars: 2, locationName: BRANCH },
      readAt: null,
    });

    const mails = await assignmentMails(agent.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    // The business's language is Arabic until it chooses otherwise.
    expect(mails[0].subject).toBe('أسند إليك Sara Al-Harbi تقييماً في Qahwa House');
    expect(mails[0].html).toContain('dir="rtl"');
    expect(mails[0].text).toContain('Reviewer 1، 2 من 5 نجوم، فرع العليا');
    expect(mails[0].text).toContain('«Review number 1»');
    expect(mails[0].text).toContain(`http://app.sumaa.test/customer/reviews?review=${reviews[1]}`);
  });

  it('writes the e-mail in English when that is the business’s language', async () => {
    await setSettings({ preferences: { language: 'en' } });
    try {
      await assigned(owner, reviews[4], manager.userId);
      const [mail] = await assignmentMails(manager.email);
      expect(mail.subject).toBe('Sara Al-Harbi assigned you a review of Qahwa House');
      expect(mail.text).toContain('Reviewer 4, 5 of 5 stars, فرع العليا');
      expect(mail.text).toContain(
        `Open the review: http://app.sumaa.test/customer/reviews?review=${reviews[4]}`,
      );
    } finally {
      await setSettings({ preferences: { language: 'ar' } });
    }
  });

  it('is not e-mailed when the business turned e-mail notifications off, but still notified in the app', async () => {
    await setSettings({ notifications: { emailNotifications: false } });
    try {
      const mailsBefore = (await assignmentMails(agent.email)).length;
      await assigned(owner, reviews[2], agent.userId);
      expect((await notificationsOf(agent)).json().model.items[0]).toMatchObject({
        kind: 'reviewAssigned',
        reviewId: reviews[2],
      });
      expect(await assignmentMails(agent.email)).toHaveLength(mailsBefore);
    } finally {
      await setSettings({ notifications: { emailNotifications: true } });
    }
  });

  it('is told once: not again for the same assignee, and not at all when assigning oneself', async () => {
    const before = (await notificationsOf(manager)).json().model.total;
    const mailsBefore = (await assignmentMails(manager.email)).length;
    await assigned(owner, reviews[3], manager.userId);
    await assigned(owner, reviews[3], manager.userId);
    await assigned(manager, reviews[0], manager.userId);
    expect((await notificationsOf(manager)).json().model.total).toBe(before + 1);
    expect(await assignmentMails(manager.email)).toHaveLength(mailsBefore + 1);
  });

  it('does not tell the one who was unassigned or the one who assigned', async () => {
    await assigned(owner, reviews[0], agent.userId);
    const agentBefore = (await notificationsOf(agent)).json().model.total;
    const ownerBefore = (await notificationsOf(owner)).json().model.total;
    await assigned(owner, reviews[0], null);
    expect((await notificationsOf(agent)).json().model.total).toBe(agentBefore);
    expect((await notificationsOf(owner)).json().model.total).toBe(ownerBefore);
  });
});

async function setSettings(payload: object) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/business-settings',
    headers: bearer(owner.token),
    payload,
  });
  expect(response.statusCode).toBe(200);
}

describe('"assigned to me" in the inbox', () => {
  beforeAll(async () => {
    await unassignAll();
    await assigned(owner, reviews[0], agent.userId);
    await assigned(owner, reviews[2], agent.userId);
    await assigned(owner, reviews[4], manager.userId);
  });
  afterAll(unassignAll);

  it('lists the caller’s own assignments, newest first', async () => {
    expect(await idsIn(agent, { assigned: 'me' })).toEqual([reviews[2], reviews[0]]);
    expect(await idsIn(manager, { assigned: 'me' })).toEqual([reviews[4]]);
    expect(await idsIn(owner, { assigned: 'me' })).toEqual([]);
  });

  it('lists the assigned and the unassigned ones, and everything by default', async () => {
    expect(await idsIn(agent, { assigned: 'anyone' })).toEqual([reviews[4], reviews[2], reviews[0]]);
    expect(await idsIn(agent, { assigned: 'nobody' })).toEqual([reviews[3], reviews[1]]);
    expect(await idsIn(agent, { assigned: 'all' })).toHaveLength(5);
    expect(await idsIn(agent, {})).toHaveLength(5);
  });

  it('combines with search and the other filters', async () => {
    expect(await idsIn(agent, { assigned: 'me', search: 'number' })).toEqual([reviews[2], reviews[0]]);
    expect(await idsIn(agent, { assigned: 'me', search: 'number 2' })).toEqual([reviews[2]]);
    expect(await idsIn(agent, { assigned: 'nobody', search: 'number' })).toEqual([reviews[3], reviews[1]]);
    expect(await idsIn(agent, { assigned: 'anyone', search: 'number 4' })).toEqual([reviews[4]]);
    expect(await idsIn(agent, { assigned: 'me', sentiment: 'Negative' })).toEqual([reviews[0]]);
    expect(await idsIn(agent, { assigned: 'me', replied: 'unreplied', stars: 'THREE' })).toEqual([
      reviews[2],
    ]);
  });

  it('answers 400 for an unknown assignment filter', async () => {
    const response = await inbox(agent, { assigned: 'everyone' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['assigned']);
  });

  it('counts each member’s assigned reviews in the team list', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/team-members',
      headers: bearer(owner.token),
    });
    const stats = new Map(
      (response.json().model as Array<{ userId: string; stats: { assignedReviews: number } }>).map(
        (member) => [member.userId, member.stats.assignedReviews],
      ),
    );
    expect(stats.get(agent.userId)).toBe(2);
    expect(stats.get(manager.userId)).toBe(1);
    expect(stats.get(owner.userId)).toBe(0);
  });
});

describe('a member who can no longer work on reviews', () => {
  it('keeps none assigned once deactivated or without ViewReviews', async () => {
    const leaving = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Leaving Agent' });
    const narrowed = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Narrowed Agent' });
    await assigned(owner, reviews[3], leaving.userId);
    await assigned(owner, reviews[4], narrowed.userId);

    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${leaving.memberId}/deactivate`,
      headers: bearer(owner.token),
      payload: { id: leaving.memberId, businessId: owner.businessId },
    });
    expect(deactivate.statusCode).toBe(200);
    const narrow = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${narrowed.memberId}`,
      headers: bearer(owner.token),
      payload: { id: narrowed.memberId, role: 'Viewer', permissions: ['ViewAnalytics'] },
    });
    expect(narrow.statusCode).toBe(200);

    for (const id of [reviews[3], reviews[4]]) {
      const review = await t.app.inject({
        method: 'GET',
        url: `/api/Reviews/${id}`,
        headers: bearer(owner.token),
      });
      expect(review.json().model.assignment).toBeNull();
    }
  });
});
