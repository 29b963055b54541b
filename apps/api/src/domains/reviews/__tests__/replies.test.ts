// Replies through HTTP, published by the job to the Google stand-in in this process: what Google holds after
// each step (the stand-in's inspection), the reply's state on the review and in the list, who may write, edit,
// delete, retry, approve and return, Google failing in every way the job tells apart, and the sync keeping
// "what Google holds wins".
import { inboxReviewSchema, translateMessage, type InboxReview, type TeamMember } from '@sumaa/contracts';
import type { GoogleReview } from '../../google';
import { toReviewRecord } from '../review-records';
import { upsertReviews } from '../reviews-store';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import {
  STANDIN_USERS,
  asMember,
  connectGoogle,
  connectedOwner,
  linkOrFail,
  seededLocations,
  startStandinTestBed,
  type StandinTestBed,
} from './support/standin-steps';

let bed: StandinTestBed;
const app = () => bed.t.app;

interface Session {
  token: string;
  businessId: string;
  userId: string;
  name: string;
}

interface StoredReview {
  id: string;
  googleName: string;
  replied: boolean;
}

let owner: Session;
let agent: Session;
let otherAgent: Session;
let manager: Session;
let outsider: Session;
let location: { name: string; placeId: string };
let locationId: string;
let reviews: StoredReview[] = [];

const OWNER_NAME = 'Sara Al-Harbi';

/** A review of the business nobody has used yet: without a reply at Google, or with one made on Google. */
function takeReview(replied = false): StoredReview {
  const index = reviews.findIndex((review) => review.replied === replied);
  if (index < 0) throw new Error('the test location has run out of reviews');
  return reviews.splice(index, 1)[0];
}

function sessionOf(account: RegisteredAccount, name = OWNER_NAME): Session {
  return { token: account.token, businessId: account.businessId, userId: account.userId, name };
}

async function member(role: 'Agent' | 'Manager', name: string, permissions?: string[]): Promise<Session> {
  const added = await addTeamMember(app(), { ...ownerAccount }, { role, name, permissions });
  return { token: added.token, businessId: owner.businessId, userId: added.userId, name };
}

let ownerAccount: RegisteredAccount;

/** The location's reviews as the sync stores them (the same records and upsert), so Google's names are real. */
async function storeGoogleReviews(): Promise<void> {
  const records = bed.standin
    .reviewsOf(location.name)
    .flatMap((review) => toReviewRecord(review as unknown as GoogleReview) ?? []);
  await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    upsertReviews(tx, { businessId: owner.businessId, locationId, syncedAt: bed.t.clock.now() }, records),
  );
}

beforeAll(async () => {
  bed = await startStandinTestBed({
    env: {
      // One quick retry inside a Google call; the rest is the job's own backoff, which the tests skip over.
      GOOGLE_HTTP_MAX_ATTEMPTS: '2',
      GOOGLE_HTTP_TIMEOUT_MS: '2000',
      JOBS_RETRY_BASE_SECONDS: '1',
      JOBS_RETRY_MAX_SECONDS: '5',
    },
  });
  ownerAccount = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
  owner = sessionOf(ownerAccount);
  // A small branch: 95 reviews, about half of them already answered on Google.
  location = seededLocations(bed.standin, STANDIN_USERS.cafeOwner)[6];
  [{ id: locationId }] = await linkOrFail(app(), ownerAccount, [location.placeId]);
  await storeGoogleReviews();
  reviews = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<StoredReview>(
      `SELECT id, google_name AS "googleName", reply_comment IS NOT NULL AS replied
         FROM reviews WHERE business_id = $1 ORDER BY create_time DESC`,
      [owner.businessId],
    ),
  );
  agent = await member('Agent', 'Agent Noura');
  otherAgent = await member('Agent', 'Agent Khalid');
  manager = await member('Manager', 'Manager Reem');
  outsider = sessionOf(await registerAccount(app(), { Business_name: 'Another business' }), 'Outsider');
});
afterAll(async () => {
  await bed.close();
});
afterEach(() => {
  bed.standin.clearFaults();
});

// --- Calls ---------------------------------------------------------------------------------------------

const headersOf = (who: Session, language: Record<string, string> = ENGLISH) =>
  asMember({ token: who.token, businessId: who.businessId }, language);

function postReply(
  who: Session,
  reviewId: string,
  content: unknown,
  language: Record<string, string> = ENGLISH,
) {
  return app().inject({
    method: 'POST',
    url: `/api/Reviews/${reviewId}/reply`,
    headers: headersOf(who, language),
    payload: { content, isPublic: true },
  });
}

const deleteReply = (who: Session, reviewId: string) =>
  app().inject({ method: 'DELETE', url: `/api/Reviews/reply/${reviewId}`, headers: headersOf(who) });

const action = (who: Session, reviewId: string, step: 'retry' | 'approve' | 'return', payload?: object) =>
  app().inject({
    method: 'POST',
    url: `/api/Reviews/${reviewId}/reply/${step}`,
    headers: headersOf(who),
    ...(payload ? { payload } : {}),
  });

async function readReview(who: Session, reviewId: string): Promise<InboxReview> {
  const response = await app().inject({
    method: 'GET',
    url: `/api/Reviews/${reviewId}`,
    headers: headersOf(who),
  });
  expect(response.statusCode).toBe(200);
  return inboxReviewSchema.parse(response.json().model);
}

/** What the inbox's list says of the review (the business has fewer than 100 reviews: one page). */
async function listed(who: Session, reviewId: string): Promise<InboxReview> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/Reviews?pageSize=100',
    headers: headersOf(who),
  });
  expect(response.statusCode).toBe(200);
  return inboxReviewSchema.parse(
    (response.json().model.items as Array<{ id: string }>).find((item) => item.id === reviewId),
  );
}

/** Expects 200 and returns the review of the answer. */
async function ok(response: Awaited<ReturnType<typeof postReply>>, message?: string): Promise<InboxReview> {
  expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
  const body = response.json();
  if (message) expect(body.message).toBe(message);
  return inboxReviewSchema.parse(body.model);
}

function refused(response: Awaited<ReturnType<typeof postReply>>, status: number, code?: string) {
  expect([response.statusCode, response.body]).toEqual([status, expect.any(String)]);
  expect(response.json()).toMatchObject({ success: false, model: null });
  if (code) expect(response.json().message).toBe(translateMessage(code, 'en'));
}

/** The reply "Google" holds for the review now (the stand-in's inspection path), or undefined. */
async function atGoogle(googleName: string): Promise<{ comment: string; updateTime: string } | undefined> {
  const response = await fetch(`${bed.standin.url}/__standin/${location.name}/reviews`);
  expect(response.status).toBe(200);
  const { reviews: held } = (await response.json()) as {
    reviews: Array<{ name: string; reviewReply?: { comment: string; updateTime: string } }>;
  };
  const review = held.find((candidate) => candidate.name === googleName);
  if (!review) throw new Error(`Google no longer has ${googleName}`);
  return review.reviewReply;
}

const repliesWritten = () => bed.standin.state().replies;

async function runJobs(): Promise<void> {
  await app().jobs.runUntilIdle();
}

/** Runs due jobs and moves the clock past their backoff until none is left to retry (at most `rounds`). */
async function runJobsThroughRetries(rounds = 6): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await runJobs();
    bed.t.clock.advance(10_000);
  }
}

async function setApprovalForAgents(required: boolean): Promise<void> {
  const response = await app().inject({
    method: 'PUT',
    url: '/api/business-settings',
    headers: headersOf(owner),
    payload: { replies: { requireApprovalForAgents: required } },
  });
  expect(response.statusCode).toBe(200);
}

// --- Tests ---------------------------------------------------------------------------------------------

describe('replying', () => {
  it('stores the reply, publishes it with a job and shows it published by its author', async () => {
    const review = takeReview();
    const text = 'شكراً لزيارتك، نسعد بخدمتك دائماً 🌿';
    const before = repliesWritten().updated;

    const queued = await ok(
      await postReply(owner, review.id, `  ${text}  `),
      'Your reply is on its way to Google',
    );
    expect(queued).toMatchObject({ id: review.id, replied: false, reply: null, replySource: null });
    expect(queued.replyState).toMatchObject({
      status: 'sending',
      content: text,
      authorId: owner.userId,
      authorName: OWNER_NAME,
      failureCode: null,
      attempts: 0,
    });
    expect(await atGoogle(review.googleName)).toBeUndefined();

    await runJobs();
    const atGoogleNow = await atGoogle(review.googleName);
    expect(atGoogleNow?.comment).toBe(text);
    expect(repliesWritten().updated - before).toBe(1);

    const published = await readReview(owner, review.id);
    expect(published).toMatchObject({
      replied: true,
      reply: text,
      replyDate: atGoogleNow!.updateTime,
      replyUser: OWNER_NAME,
      replyUserId: owner.userId,
      replySource: 'sumaa',
    });
    expect(published.replyState).toMatchObject({ status: 'published', content: text, attempts: 1 });
    // The list shows the same review, reply state included.
    expect(await listed(agent, review.id)).toEqual(published);
    // The team's stats count the reply Google holds for its author.
    const members = await app().inject({
      method: 'GET',
      url: '/api/team-members',
      headers: headersOf(owner),
    });
    const author = (members.json().model as TeamMember[]).find((member) => member.userId === owner.userId);
    expect(author?.stats?.totalReplies).toBeGreaterThanOrEqual(1);
  });

  it('replaces the reply at Google when its author posts again', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'First version'));
    await runJobs();
    const edited = await ok(await postReply(agent, review.id, 'Second, better version'));
    // Google still holds the first until the job runs.
    expect(edited).toMatchObject({ reply: 'First version', replySource: 'sumaa', replyUser: 'Agent Noura' });
    expect(edited.replyState).toMatchObject({ status: 'sending', content: 'Second, better version' });

    await runJobs();
    expect((await atGoogle(review.googleName))?.comment).toBe('Second, better version');
    expect(await readReview(agent, review.id)).toMatchObject({
      reply: 'Second, better version',
      replyUserId: agent.userId,
      replyState: { status: 'published', content: 'Second, better version' },
    });
  });

  it('publishes the newest text when the reply is edited while the job is publishing', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'Draft one'));
    // The edit arrives while Google is answering the first PUT.
    bed.standin.setFaults({ delayMs: { ms: 300, count: 1 } });
    const running = runJobs();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await ok(await postReply(agent, review.id, 'Draft two'));
    await running;
    await runJobs();

    expect((await atGoogle(review.googleName))?.comment).toBe('Draft two');
    expect(await readReview(agent, review.id)).toMatchObject({
      reply: 'Draft two',
      replyState: { status: 'published', content: 'Draft two' },
    });
  });

  it('deletes the reply at Google, then here', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'To be deleted'));
    await runJobs();
    const before = repliesWritten().deleted;

    const deleting = await ok(await deleteReply(agent, review.id), 'The reply is being deleted from Google');
    expect(deleting).toMatchObject({ reply: 'To be deleted', replyState: { status: 'deleting' } });
    expect((await atGoogle(review.googleName))?.comment).toBe('To be deleted');

    await runJobs();
    expect(await atGoogle(review.googleName)).toBeUndefined();
    expect(repliesWritten().deleted - before).toBe(1);
    expect(await readReview(agent, review.id)).toMatchObject({
      replied: false,
      reply: null,
      replyDate: null,
      replyUser: null,
      replyUserId: null,
      replySource: null,
      replyState: null,
    });
    refused(await deleteReply(agent, review.id), 404, 'replyNotFound');
  });

  it('answers 400 in the envelope for a blank reply or one over 4,096 bytes (Arabic letters count two)', async () => {
    const review = takeReview();
    for (const content of ['', '   \n ', undefined, 42]) {
      const response = await postReply(owner, review.id, content);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, model: null });
      expect(response.json().errors.content).toHaveLength(1);
    }
    expect((await postReply(owner, review.id, ' ')).json().errors.content).toEqual([
      'Write a reply before sending it',
    ]);

    // 2,049 Arabic letters: 2,049 characters but 4,098 bytes.
    const tooLong = await postReply(owner, review.id, 'ع'.repeat(2049), ARABIC);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.content).toEqual([translateMessage('replyContentTooLong', 'ar')]);
    expect((await readReview(owner, review.id)).replyState).toBeNull();

    // Exactly 4,096 bytes is Google's limit, and accepted there too.
    await ok(await postReply(owner, review.id, 'ع'.repeat(2048)));
    await runJobs();
    expect((await atGoogle(review.googleName))?.comment).toBe('ع'.repeat(2048));
  });
});

describe('who may change a reply', () => {
  it('lets only the reply’s author edit or delete it', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'Noura’s reply'));
    await runJobs();
    for (const someone of [otherAgent, manager, owner]) {
      refused(await postReply(someone, review.id, 'Not mine to change'), 403, 'replyNotYours');
      refused(await deleteReply(someone, review.id), 403, 'replyNotYours');
    }
    expect((await atGoogle(review.googleName))?.comment).toBe('Noura’s reply');
    expect(await readReview(owner, review.id)).toMatchObject({
      reply: 'Noura’s reply',
      replyState: { status: 'published', content: 'Noura’s reply' },
    });
  });

  it('lets only an admin replace or delete a reply made on Google', async () => {
    const replaced = takeReview(true);
    const original = await readReview(owner, replaced.id);
    expect(original).toMatchObject({
      replied: true,
      replySource: 'google',
      replyUser: null,
      replyState: null,
    });
    for (const someone of [agent, manager]) {
      refused(await postReply(someone, replaced.id, 'Over Google’s reply'), 403, 'replyMadeOnGoogle');
      refused(await deleteReply(someone, replaced.id), 403, 'replyMadeOnGoogle');
    }
    await ok(await postReply(owner, replaced.id, 'The owner’s new reply'));
    await runJobs();
    expect((await atGoogle(replaced.googleName))?.comment).toBe('The owner’s new reply');
    expect(await readReview(owner, replaced.id)).toMatchObject({
      replySource: 'sumaa',
      replyUser: OWNER_NAME,
    });

    const deleted = takeReview(true);
    await ok(await deleteReply(owner, deleted.id));
    await runJobs();
    expect(await atGoogle(deleted.googleName)).toBeUndefined();
    expect(await readReview(owner, deleted.id)).toMatchObject({ replied: false, replyState: null });
  });

  it('refuses members without ReplyReviews, and anyone signed out', async () => {
    const review = takeReview();
    const readOnlyAgent = await member('Agent', 'Agent Without Reply', ['ViewReviews']);
    refused(await postReply(readOnlyAgent, review.id, 'Hello'), 403);
    refused(await deleteReply(readOnlyAgent, review.id), 403);
    refused(await action(readOnlyAgent, review.id, 'retry'), 403);
    // They still read the review.
    expect((await readReview(readOnlyAgent, review.id)).id).toBe(review.id);

    const unsigned = await app().inject({
      method: 'POST',
      url: `/api/Reviews/${review.id}/reply`,
      payload: { content: 'Hello' },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('answers 404 to a member of another business on every reply endpoint, and for ids that are not reviews', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'Ours'));
    const calls = (who: Session, id: string) => [
      app().inject({ method: 'GET', url: `/api/Reviews/${id}`, headers: headersOf(who) }),
      postReply(who, id, 'Theirs'),
      deleteReply(who, id),
      action(who, id, 'retry'),
      action(who, id, 'approve'),
      action(who, id, 'return', { note: 'No' }),
    ];
    for (const response of await Promise.all(calls(outsider, review.id))) refused(response, 404);
    for (const id of ['not-a-review', '00000000-0000-4000-8000-000000000000']) {
      for (const response of await Promise.all(calls(owner, id))) refused(response, 404);
    }
    await runJobs();
    expect((await atGoogle(review.googleName))?.comment).toBe('Ours');
  });
});

describe('publishing when Google fails', () => {
  it('retries after 429s, waiting as long as Retry-After says, and publishes exactly once', async () => {
    const review = takeReview();
    const before = repliesWritten().updated;
    await ok(await postReply(agent, review.id, 'Despite the rate limit'));
    // Google asks for 30 s: longer than the client waits inside one call, so the job waits instead.
    bed.standin.setFaults({ rate429: { count: 1, retryAfterSeconds: 30 } });
    await runJobs();
    expect(await readReview(agent, review.id)).toMatchObject({
      replied: false,
      replyState: { status: 'sending', failureCode: 'replyGoogleBusy', attempts: 1 },
    });
    bed.t.clock.advance(10_000);
    expect(await app().jobs.runUntilIdle()).toBe(0); // Retry-After not yet over
    bed.t.clock.advance(21_000);
    expect(await app().jobs.runUntilIdle()).toBe(1);

    expect((await atGoogle(review.googleName))?.comment).toBe('Despite the rate limit');
    expect(repliesWritten().updated - before).toBe(1);
    expect(await readReview(agent, review.id)).toMatchObject({
      replied: true,
      replyState: { status: 'published', failureCode: null, attempts: 2 },
    });
  });

  it('retries after 500s and publishes exactly once', async () => {
    const review = takeReview();
    const before = repliesWritten().updated;
    await ok(await postReply(agent, review.id, 'Despite the outage'));
    bed.standin.setFaults({ rate500: { count: 4, status: 500 } });
    await runJobsThroughRetries();
    expect((await atGoogle(review.googleName))?.comment).toBe('Despite the outage');
    expect(repliesWritten().updated - before).toBe(1);
    expect(await readReview(agent, review.id)).toMatchObject({
      replyState: { status: 'published', failureCode: null, attempts: 3 },
    });
  });

  it('ends as failed with its reason once the attempts run out, and publishes on retry', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'Google is down'));
    bed.standin.setFaults({ rate500: { status: 503 } });
    await runJobsThroughRetries(8);
    const failed = await readReview(agent, review.id);
    expect(failed).toMatchObject({
      replied: false,
      replyState: { status: 'failed', failureCode: 'replyGoogleUnavailable', attempts: 5 },
    });
    expect(await atGoogle(review.googleName)).toBeUndefined();

    bed.standin.clearFaults();
    refused(await action(otherAgent, review.id, 'retry'), 403, 'replyRetryNotAllowed');
    const retried = await ok(await action(manager, review.id, 'retry'), 'The reply is being published again');
    expect(retried.replyState).toMatchObject({ status: 'sending', failureCode: null, attempts: 0 });
    await runJobs();
    expect((await atGoogle(review.googleName))?.comment).toBe('Google is down');
    expect((await readReview(agent, review.id)).replyState).toMatchObject({ status: 'published' });
    refused(await action(agent, review.id, 'retry'), 409, 'replyNotFailed');
  });

  it('fails at once when the Google connection is revoked, and publishes on retry after reconnecting', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'After reconnecting'));
    // The user removed Sumaa's access at Google: tokens expire and cannot be refreshed.
    bed.standin.setFaults({ expireTokens: true, revokeRefreshTokens: true });
    await runJobs();
    expect(await readReview(agent, review.id)).toMatchObject({
      replyState: { status: 'failed', failureCode: 'replyGoogleNotConnected', attempts: 1 },
    });
    // Retrying before reconnecting fails the same way, at once.
    await ok(await action(agent, review.id, 'retry'));
    await runJobs();
    expect((await readReview(agent, review.id)).replyState).toMatchObject({
      status: 'failed',
      failureCode: 'replyGoogleNotConnected',
    });

    await connectGoogle(bed, ownerAccount, STANDIN_USERS.cafeOwner);
    await ok(await action(agent, review.id, 'retry'));
    await runJobs();
    expect((await atGoogle(review.googleName))?.comment).toBe('After reconnecting');
    expect((await readReview(agent, review.id)).replyState).toMatchObject({ status: 'published' });
  });

  it('fails saying so when Google no longer has the review, and refuses replying to it again', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'Too late'));
    bed.standin.removeReview(review.googleName);
    await runJobs();
    const failed = await readReview(agent, review.id);
    expect(failed.replyState).toMatchObject({
      status: 'failed',
      failureCode: 'replyReviewGoneAtGoogle',
      attempts: 1,
    });
    expect(translateMessage(failed.replyState!.failureCode!, 'en')).toBe(
      'Google no longer has this review, so it can no longer be answered',
    );
    expect(failed.removedAtGoogle).not.toBeNull();
    refused(await postReply(agent, review.id, 'Once more'), 409, 'replyReviewGoneAtGoogle');
  });
});

describe('approval of agents’ replies', () => {
  beforeAll(() => setApprovalForAgents(true));
  afterAll(() => setApprovalForAgents(false));

  it('lets neither the held reply’s author nor its approver replace or delete a reply made on Google since', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'Agent’s draft'));
    // The owner answered on Google meanwhile, and a sync brought it in.
    await app().db.tenantTransaction({ businessId: owner.businessId, userId: owner.userId }, (tx) =>
      tx.query(
        `UPDATE reviews SET reply_comment = 'Made on Google', reply_update_time = now(), reply_source = 'google',
                reply_author_id = NULL
          WHERE business_id = $1 AND id = $2`,
        [owner.businessId, review.id],
      ),
    );
    refused(await deleteReply(agent, review.id), 403, 'replyMadeOnGoogle');
    refused(await postReply(agent, review.id, 'Over it'), 403, 'replyMadeOnGoogle');
    refused(await action(manager, review.id, 'approve'), 403, 'replyMadeOnGoogle');
    await runJobs();
    expect(await readReview(owner, review.id)).toMatchObject({
      reply: 'Made on Google',
      replySource: 'google',
    });
  });

  it('holds an agent’s reply until a manager approves it, then publishes it', async () => {
    const review = takeReview();
    const held = await ok(
      await postReply(agent, review.id, 'Awaiting approval'),
      'Your reply is waiting for a manager’s approval before it is published',
    );
    expect(held.replyState).toMatchObject({ status: 'awaitingApproval', authorName: 'Agent Noura' });
    await runJobs();
    expect(await atGoogle(review.googleName)).toBeUndefined();

    refused(await action(otherAgent, review.id, 'approve'), 403, 'replyApproversOnly');
    // The author may still edit it while it waits.
    await ok(await postReply(agent, review.id, 'Awaiting approval, edited'));
    const approved = await ok(await action(manager, review.id, 'approve'));
    expect(approved.replyState).toMatchObject({ status: 'sending', reviewedByName: 'Manager Reem' });
    await runJobs();

    expect((await atGoogle(review.googleName))?.comment).toBe('Awaiting approval, edited');
    expect(await readReview(agent, review.id)).toMatchObject({
      replyUser: 'Agent Noura',
      replySource: 'sumaa',
      replyState: { status: 'published' },
    });
    refused(await action(manager, review.id, 'approve'), 409, 'replyNotAwaitingApproval');
  });

  it('returns a reply with a note; the author edits it and sends it again', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'Too short'));
    refused(await action(manager, review.id, 'return', { note: '  ' }), 400);
    const returned = await ok(
      await action(manager, review.id, 'return', { note: 'Thank them by name, please' }),
    );
    expect(returned.replyState).toMatchObject({
      status: 'returned',
      returnNote: 'Thank them by name, please',
      reviewedByName: 'Manager Reem',
    });
    refused(await action(manager, review.id, 'approve'), 409, 'replyNotAwaitingApproval');
    refused(await postReply(otherAgent, review.id, 'Mine instead'), 403, 'replyNotYours');

    const resent = await ok(await postReply(agent, review.id, 'Thank you, Ahmad, for your visit'));
    expect(resent.replyState).toMatchObject({ status: 'awaitingApproval', returnNote: null });
    await ok(await action(owner, review.id, 'approve'));
    await runJobs();
    expect((await atGoogle(review.googleName))?.comment).toBe('Thank you, Ahmad, for your visit');
  });

  it('publishes managers’ and admins’ replies at once', async () => {
    const review = takeReview();
    expect((await ok(await postReply(manager, review.id, 'No approval needed'))).replyState?.status).toBe(
      'sending',
    );
    await runJobs();
    expect((await atGoogle(review.googleName))?.comment).toBe('No approval needed');
  });

  it('deletes a held reply here only, since Google never had it', async () => {
    const review = takeReview();
    await ok(await postReply(agent, review.id, 'Never mind'));
    const before = repliesWritten().deleted;
    expect(await ok(await deleteReply(agent, review.id), 'The reply was deleted')).toMatchObject({
      replyState: null,
    });
    await runJobs();
    expect(repliesWritten().deleted).toBe(before);
  });
});

describe('what Google holds wins', () => {
  it('shows a reply changed on Google as made on Google at the next sync, and keeps an unchanged one', async () => {
    const kept = takeReview();
    const changed = takeReview();
    await ok(await postReply(agent, kept.id, 'Stays as published'));
    await ok(await postReply(agent, changed.id, 'Will be overwritten on Google'));
    await runJobs();

    // Someone answers again directly on Google.
    const tokens = await bed.standin.issueTokens({ email: STANDIN_USERS.cafeOwner });
    const put = await fetch(`${bed.standin.url}/v4/${changed.googleName}/reply`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ comment: 'Written on Google' }),
    });
    expect(put.status).toBe(200);
    await storeGoogleReviews();

    expect(await readReview(owner, changed.id)).toMatchObject({
      reply: 'Written on Google',
      replySource: 'google',
      replyUser: null,
      replyUserId: null,
      replyState: null,
    });
    expect(await readReview(owner, kept.id)).toMatchObject({
      reply: 'Stays as published',
      replySource: 'sumaa',
      replyUser: 'Agent Noura',
      replyState: { status: 'published' },
    });
    // The reply is no longer Noura's to change: only an admin replaces a reply made on Google.
    refused(await postReply(agent, changed.id, 'Back to mine'), 403, 'replyMadeOnGoogle');
  });
});
