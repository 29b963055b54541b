// A review's smart replies (GET /api/Reviews/{id}/smart-replies) and the AI draft (POST …/ai-draft) through
// HTTP: the templates of the review's sentiment in its language with the names filled in, an anonymous
// reviewer, a rating without text; the draft asked of a small OpenAI-compatible server started here, counted
// against the plan's monthly AI replies in the business's month, given back when the endpoint fails or is
// slow; without an endpoint, no drafts (409). Reviews are written in SQL, as list-reviews.test.ts does.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aiDraftSchema, smartRepliesSchema, translateMessage, type SmartReplies } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import { DEFAULT_REPLY_TEMPLATES } from '../smart-replies/default-templates';
import { fillTemplate } from '../smart-replies/fill-template';
import { usageMonthOf } from '../smart-replies/smart-replies';

// --- A tiny OpenAI-compatible chat-completions server -------------------------------------------------------

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: { model: string; messages: Array<{ role: string; content: string }>; [key: string]: unknown };
}

type AiBehaviour = 'answer' | 'fail' | 'hang' | 'garbage';

class FakeChatCompletions {
  readonly received: ReceivedRequest[] = [];
  behaviour: AiBehaviour = 'answer';
  reply = 'أهلاً أحمد، نشكرك على ملاحظتك. — Qahwa House';
  private readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        if (this.behaviour === 'hang') return; // never answers: the API's timeout ends the wait
        if (this.behaviour === 'fail') {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'upstream exploded' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        if (this.behaviour === 'garbage') {
          response.end('<html>not json</html>');
          return;
        }
        // Asked again because its reply repeated one of the business's this week (ai-draft-in-voice.ts), it
        // words it differently, as a model told so does.
        const askedAgain = /already posted this week/.test(JSON.stringify(this.received.at(-1)?.body));
        const content = askedAgain ? `${this.reply} (${this.received.length})` : this.reply;
        response.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          }),
        );
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1/chat/completions`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

// --- The app, businesses and reviews -------------------------------------------------------------------------

const AI_TIMEOUT_MS = 400;
const ai = new FakeChatCompletions();
let t: TestApp;
let ownerA: RegisteredAccount;
let ownerB: RegisteredAccount;
const BUSINESS_A = 'Qahwa House';

interface SeedReview {
  author: string | null;
  original: string | null;
  language: string | null;
  stars: number;
  sentiment: 'Positive' | 'Negative' | 'Neutral';
}

const REVIEWS = {
  arabicNegative: {
    author: 'أحمد العتيبي',
    original: 'الانتظار كان طويلاً والقهوة وصلت باردة',
    language: 'ar',
    stars: 2,
    sentiment: 'Negative',
  },
  englishPositive: {
    author: 'John Smith',
    original: 'Great coffee and friendly staff',
    language: 'en',
    stars: 5,
    sentiment: 'Positive',
  },
  frenchPositive: {
    author: 'Marie Curie',
    original: 'Les baristas sont très gentils',
    language: 'other',
    stars: 4,
    sentiment: 'Positive',
  },
  anonymousNeutral: { author: null, original: 'It was okay', language: 'en', stars: 3, sentiment: 'Neutral' },
  ratingOnly: { author: 'Sara', original: null, language: null, stars: 4, sentiment: 'Positive' },
} satisfies Record<string, SeedReview>;
type ReviewKey = keyof typeof REVIEWS;
const reviewIds = {} as Record<ReviewKey, string>;

async function insertLocation(t: TestApp, account: RegisteredAccount): Promise<string> {
  const placeId = `place-${randomUUID()}`;
  return t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const now = t.clock.now();
    await tx.query('INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, $3)', [
      placeId,
      account.businessId,
      now,
    ]);
    const [location] = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [account.businessId, `accounts/1/locations/${placeId}`, placeId, 'Main branch', now],
    );
    return location.id;
  });
}

async function insertReview(t: TestApp, account: RegisteredAccount, locationId: string, review: SeedReview) {
  const reviewId = randomUUID();
  return t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, is_anonymous, stars,
                            comment_original, language, sentiment, create_time, update_time, synced_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $11)
       RETURNING id`,
      [
        account.businessId,
        locationId,
        `accounts/1/locations/x/reviews/${reviewId}`,
        reviewId,
        review.author,
        !review.author,
        review.stars,
        review.original,
        review.language,
        review.sentiment,
        '2024-03-10T09:00:00Z',
      ],
    );
    return row.id;
  });
}

/** A business of its own with one review, for the tests that change its plan or its month's count. */
async function businessWithReview(t: TestApp, name: string, review: SeedReview = REVIEWS.englishPositive) {
  const owner = await registerAccount(t.app, { Business_name: name });
  const reviewId = await insertReview(t, owner, await insertLocation(t, owner), review);
  return { owner, reviewId };
}

beforeAll(async () => {
  const url = await ai.start();
  t = await createTestApp({
    AI_CHAT_COMPLETIONS_URL: url,
    AI_API_KEY: 'sk-test-key',
    AI_MODEL: 'sumaa-test-model',
    AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
  });
  ownerA = await registerAccount(t.app, { Business_name: BUSINESS_A });
  ownerB = await registerAccount(t.app, { Business_name: 'Other Business' });
  const locationId = await insertLocation(t, ownerA);
  for (const key of Object.keys(REVIEWS) as ReviewKey[]) {
    reviewIds[key] = await insertReview(t, ownerA, locationId, REVIEWS[key]);
  }
});
afterAll(async () => {
  await t?.close();
  await ai.close();
});
beforeEach(() => {
  ai.behaviour = 'answer';
});

type Session = { token: string };

function smartRepliesCall(app: TestApp, session: Session | null, reviewId: string) {
  return app.app.inject({
    method: 'GET',
    url: `/api/Reviews/${reviewId}/smart-replies`,
    headers: { ...ENGLISH, ...(session ? bearer(session.token) : {}) },
  });
}

function aiDraftCall(app: TestApp, session: Session | null, reviewId: string) {
  return app.app.inject({
    method: 'POST',
    url: `/api/Reviews/${reviewId}/ai-draft`,
    headers: { ...ENGLISH, ...(session ? bearer(session.token) : {}) },
  });
}

async function smartReplies(session: Session, reviewId: string, app: TestApp = t): Promise<SmartReplies> {
  const response = await smartRepliesCall(app, session, reviewId);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 200 });
  return smartRepliesSchema.parse(response.json().model);
}

/** The default templates of a sentiment and language, filled in as the server should. */
function expectedSuggestions(
  sentiment: SeedReview['sentiment'],
  language: 'ar' | 'en',
  reviewerFirstName: string | null,
  businessName = BUSINESS_A,
): string[] {
  return DEFAULT_REPLY_TEMPLATES.filter(
    (item) => item.sentiment === sentiment && item.language === language,
  ).map((item) => fillTemplate(item.content, { reviewerFirstName, businessName }));
}

async function setBusinessLanguage(owner: RegisteredAccount, language: 'ar' | 'en') {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/business-settings',
    headers: { ...ENGLISH, ...bearer(owner.token) },
    payload: { preferences: { language } },
  });
  expect(response.statusCode).toBe(200);
}

async function setDraftsUsed(owner: RegisteredAccount, usageMonth: string, used: number) {
  await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query(
      `INSERT INTO ai_draft_usage (business_id, usage_month, drafts_used, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (business_id, usage_month) DO UPDATE SET drafts_used = EXCLUDED.drafts_used`,
      [owner.businessId, usageMonth, used],
    ),
  );
}

async function usePlan(owner: RegisteredAccount, code: 'basic' | 'professional' | 'enterprise') {
  await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query(
      `UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE code = $2) WHERE business_id = $1`,
      [owner.businessId, code],
    ),
  );
}

const thisMonth = () => usageMonthOf(t.clock.now(), 'Asia/Riyadh');

// --- Smart replies -------------------------------------------------------------------------------------------

describe('GET /api/Reviews/{id}/smart-replies', () => {
  it('fills an Arabic review’s Arabic templates of its sentiment with the first name and the business', async () => {
    const replies = await smartReplies(ownerA, reviewIds.arabicNegative);
    expect(replies.language).toBe('ar');
    expect(replies.suggestions.map((item) => item.content)).toEqual(
      expectedSuggestions('Negative', 'ar', 'أحمد'),
    );
    for (const { content, templateId } of replies.suggestions) {
      expect(templateId).toEqual(expect.any(String));
      expect(content).toContain('أحمد');
      expect(content).not.toContain('العتيبي');
      expect(content).toContain(BUSINESS_A);
      expect(content).not.toMatch(/[{}]/);
    }
  });

  it('answers an English review with English templates', async () => {
    const replies = await smartReplies(ownerA, reviewIds.englishPositive);
    expect(replies.language).toBe('en');
    expect(replies.suggestions.map((item) => item.content)).toEqual(
      expectedSuggestions('Positive', 'en', 'John'),
    );
    expect(replies.suggestions[0].content).toBe(
      `Thank you so much, John, for your kind words and wonderful rating! It was a pleasure having you, and we look forward to welcoming you back to ${BUSINESS_A} soon.`,
    );
  });

  it('answers a review in another language with English templates', async () => {
    const replies = await smartReplies(ownerA, reviewIds.frenchPositive);
    expect(replies.language).toBe('en');
    expect(replies.suggestions.map((item) => item.content)).toEqual(
      expectedSuggestions('Positive', 'en', 'Marie'),
    );
  });

  it('greets an anonymous reviewer without a name, and the sentences still read', async () => {
    const replies = await smartReplies(ownerA, reviewIds.anonymousNeutral);
    expect(replies.suggestions.map((item) => item.content)).toEqual(
      expectedSuggestions('Neutral', 'en', null),
    );
    expect(replies.suggestions.map((item) => item.content)).toEqual([
      `Thank you for your visit and your rating. We are always working to improve, and we would love to hear what would make your next experience even better.\nBest regards, ${BUSINESS_A}`,
      `Hi, thanks for sharing your thoughts with us. Your feedback helps us grow, and we hope to exceed your expectations on your next visit to ${BUSINESS_A}.`,
      `We appreciate your review. It matters to us that every visit feels special, so please don’t hesitate to reach out with any suggestions. We look forward to serving you again at ${BUSINESS_A}.`,
    ]);
  });

  it('answers a rating without text in the business’s preferred language', async () => {
    const arabic = await smartReplies(ownerA, reviewIds.ratingOnly);
    expect(arabic.language).toBe('ar');
    expect(arabic.suggestions.map((item) => item.content)).toEqual(
      expectedSuggestions('Positive', 'ar', 'Sara'),
    );

    await setBusinessLanguage(ownerA, 'en');
    try {
      const english = await smartReplies(ownerA, reviewIds.ratingOnly);
      expect(english.language).toBe('en');
      expect(english.suggestions.map((item) => item.content)).toEqual(
        expectedSuggestions('Positive', 'en', 'Sara'),
      );
    } finally {
      await setBusinessLanguage(ownerA, 'ar');
    }
  });

  it('uses the business’s own templates as they are now', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reply-templates',
      headers: { ...ENGLISH, ...bearer(ownerA.token) },
      payload: {
        sentiment: 'Negative',
        language: 'ar',
        content: 'نعتذر يا {reviewerName}، {businessName} في خدمتك',
      },
    });
    expect(created.statusCode).toBe(201);
    const replies = await smartReplies(ownerA, reviewIds.arabicNegative);
    expect(replies.suggestions).toHaveLength(4);
    expect(replies.suggestions[3]).toEqual({
      templateId: created.json().model.id,
      content: `نعتذر يا أحمد، ${BUSINESS_A} في خدمتك`,
    });
  });

  it('says AI drafts are offered, with the month’s drafts left under the plan (the trial’s 100)', async () => {
    const { owner, reviewId } = await businessWithReview(t, 'Fresh Trial');
    expect(await smartReplies(owner, reviewId)).toMatchObject({ aiDraftAvailable: true, aiDraftsLeft: 100 });
  });

  it('answers 401 without a session, 403 without ReplyReviews, 404 for another business’s or a malformed id', async () => {
    expect((await smartRepliesCall(t, null, reviewIds.englishPositive)).statusCode).toBe(401);
    const viewer = await addTeamMember(t.app, ownerA, { role: 'Viewer' });
    expect((await smartRepliesCall(t, viewer, reviewIds.englishPositive)).statusCode).toBe(403);
    const reader = await addTeamMember(t.app, ownerA, { role: 'Agent', permissions: ['ViewReviews'] });
    expect((await smartRepliesCall(t, reader, reviewIds.englishPositive)).statusCode).toBe(403);
    const agent = await addTeamMember(t.app, ownerA, { role: 'Agent' });
    expect((await smartRepliesCall(t, agent, reviewIds.englishPositive)).statusCode).toBe(200);

    const crossed = await smartRepliesCall(t, ownerB, reviewIds.englishPositive);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ success: false, message: translateMessage('notFound', 'en') });
    expect((await smartRepliesCall(t, ownerA, 'not-an-id')).statusCode).toBe(404);
    expect((await smartRepliesCall(t, ownerA, randomUUID())).statusCode).toBe(404);
  });
});

// --- AI drafts -----------------------------------------------------------------------------------------------

describe('POST /api/Reviews/{id}/ai-draft', () => {
  it('asks the configured endpoint for a reply from the review’s text, in its language, and counts it', async () => {
    const before = ai.received.length;
    const response = await aiDraftCall(t, ownerA, reviewIds.arabicNegative);
    expect(response.statusCode).toBe(200);
    const draft = aiDraftSchema.parse(response.json().model);
    expect(draft).toEqual({ content: ai.reply, aiDraftsLeft: 99 });

    expect(ai.received).toHaveLength(before + 1);
    const [request] = ai.received.slice(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request.headers.authorization).toBe('Bearer sk-test-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body.model).toBe('sumaa-test-model');
    const [system, user] = request.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Arabic');
    // The name leaves Sumaa as [NAME] (personal-data-masking.ts) and the reply gets it back.
    expect(system.content).toContain('"[NAME]"');
    expect(system.content).not.toContain('أحمد');
    expect(system.content).not.toContain('العتيبي');
    expect(system.content).toContain(BUSINESS_A);
    expect(system.content).toMatch(/never invent facts/i);
    expect(user.role).toBe('user');
    expect(user.content).toContain(REVIEWS.arabicNegative.original);
    expect(user.content).toContain('2 of 5 stars');

    expect((await smartReplies(ownerA, reviewIds.arabicNegative)).aiDraftsLeft).toBe(99);
  });

  it('asks for English for an English review, and for no name for an anonymous reviewer', async () => {
    expect((await aiDraftCall(t, ownerA, reviewIds.anonymousNeutral)).statusCode).toBe(200);
    const [system, user] = ai.received.at(-1)!.body.messages;
    expect(system.content).toContain('in English');
    expect(system.content).toMatch(/anonymous: greet them warmly without a name/);
    expect(user.content).toContain(REVIEWS.anonymousNeutral.original);
  });

  it('asks a review in another language to be answered in that language, and a rating alone in the business’s', async () => {
    expect((await aiDraftCall(t, ownerA, reviewIds.frenchPositive)).statusCode).toBe(200);
    expect(ai.received.at(-1)!.body.messages[0].content).toContain(
      'the same language the review is written in',
    );

    expect((await aiDraftCall(t, ownerA, reviewIds.ratingOnly)).statusCode).toBe(200);
    const [system, user] = ai.received.at(-1)!.body.messages;
    expect(system.content).toContain('Arabic');
    expect(user.content).toContain('without writing any text');
  });

  it.each([
    ['an error status', 'fail', 'aiDraftFailed'],
    ['an answer that is not JSON', 'garbage', 'aiDraftFailed'],
    ['no answer in time', 'hang', 'aiDraftTimedOut'],
  ] as const)('answers 503 for %s from the endpoint and counts nothing', async (_case, behaviour, code) => {
    const { owner, reviewId } = await businessWithReview(t, `Upstream ${behaviour}`);
    ai.behaviour = behaviour;
    const startedAt = Date.now();
    const response = await aiDraftCall(t, owner, reviewId);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      message: translateMessage(code, 'en'),
      model: null,
    });
    if (behaviour === 'hang') expect(Date.now() - startedAt).toBeGreaterThanOrEqual(AI_TIMEOUT_MS - 50);
    ai.behaviour = 'answer';
    expect((await smartReplies(owner, reviewId)).aiDraftsLeft).toBe(100);
    // And the next draft counts as the first.
    const next = await aiDraftCall(t, owner, reviewId);
    expect(next.json().model.aiDraftsLeft).toBe(99);
  });

  it('refuses a draft once the month’s AI replies are used up (402), without asking the endpoint', async () => {
    const { owner, reviewId } = await businessWithReview(t, 'Busy Month');
    await setDraftsUsed(owner, thisMonth(), 99);
    const last = await aiDraftCall(t, owner, reviewId);
    expect(last.statusCode).toBe(200);
    expect(last.json().model.aiDraftsLeft).toBe(0);
    expect((await smartReplies(owner, reviewId)).aiDraftsLeft).toBe(0);

    const asked = ai.received.length;
    const refused = await aiDraftCall(t, owner, reviewId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      success: false,
      message: translateMessage('aiDraftsUsedUp', 'en'),
    });
    expect(ai.received).toHaveLength(asked);
  });

  it('counts by the business’s calendar month: last month’s drafts do not count', async () => {
    const { owner, reviewId } = await businessWithReview(t, 'New Month');
    const now = t.clock.now();
    const lastMonth = usageMonthOf(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)),
      'UTC',
    );
    await setDraftsUsed(owner, lastMonth, 100);
    expect((await smartReplies(owner, reviewId)).aiDraftsLeft).toBe(100);
    expect((await aiDraftCall(t, owner, reviewId)).json().model.aiDraftsLeft).toBe(99);
  });

  it('follows the plan: none on a plan without AI replies, no limit on one without a limit or without a plan', async () => {
    const { owner, reviewId } = await businessWithReview(t, 'Plan Changes');
    await usePlan(owner, 'basic');
    expect((await smartReplies(owner, reviewId)).aiDraftsLeft).toBe(0);
    expect((await aiDraftCall(t, owner, reviewId)).statusCode).toBe(402);

    await usePlan(owner, 'enterprise');
    expect((await smartReplies(owner, reviewId)).aiDraftsLeft).toBeNull();
    const unlimited = await aiDraftCall(t, owner, reviewId);
    expect(unlimited.statusCode).toBe(200);
    expect(unlimited.json().model.aiDraftsLeft).toBeNull();

    // No subscription at all (billing comes later): no limit. Deleted as the schema owner, in the tenant's name.
    await t.app.db.ownerTransaction(async (tx) => {
      await tx.query(`SELECT set_config('app.business_id', $1, true)`, [owner.businessId]);
      await tx.query('DELETE FROM subscriptions WHERE business_id = $1', [owner.businessId]);
    });
    expect((await smartReplies(owner, reviewId)).aiDraftsLeft).toBeNull();
    expect((await aiDraftCall(t, owner, reviewId)).json().model.aiDraftsLeft).toBeNull();
  });

  it('answers 401 without a session, 403 without ReplyReviews, 404 for another business’s or a malformed id', async () => {
    const asked = ai.received.length;
    expect((await aiDraftCall(t, null, reviewIds.englishPositive)).statusCode).toBe(401);
    const reader = await addTeamMember(t.app, ownerA, { role: 'Agent', permissions: ['ViewReviews'] });
    expect((await aiDraftCall(t, reader, reviewIds.englishPositive)).statusCode).toBe(403);
    expect((await aiDraftCall(t, ownerB, reviewIds.englishPositive)).statusCode).toBe(404);
    expect((await aiDraftCall(t, ownerA, 'not-an-id')).statusCode).toBe(404);
    expect(ai.received).toHaveLength(asked);
  });
});

describe('without an AI endpoint', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('offers templates only: aiDraftAvailable false, and a draft answers 409', async () => {
    const owner = await registerAccount(plain.app, { Business_name: 'No AI Here' });
    const reviewId = await insertReview(
      plain,
      owner,
      await insertLocation(plain, owner),
      REVIEWS.englishPositive,
    );

    const replies = await smartReplies(owner, reviewId, plain);
    expect(replies).toMatchObject({ language: 'en', aiDraftAvailable: false });
    expect(replies.suggestions.map((item) => item.content)).toEqual(
      expectedSuggestions('Positive', 'en', 'John', 'No AI Here'),
    );

    const refused = await aiDraftCall(plain, owner, reviewId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: translateMessage('aiDraftsUnavailable', 'en'),
    });
    expect((await smartReplies(owner, reviewId, plain)).aiDraftsLeft).toBe(100);
  });
});

describe('the business’s month', () => {
  it('is the month in the business’s time zone', () => {
    const lateOnMarch31 = new Date('2024-03-31T22:30:00Z');
    expect(usageMonthOf(lateOnMarch31, 'UTC')).toBe('2024-03-01');
    expect(usageMonthOf(lateOnMarch31, 'Asia/Riyadh')).toBe('2024-04-01');
    expect(usageMonthOf(new Date('2024-12-31T20:30:00Z'), 'Asia/Dubai')).toBe('2025-01-01');
  });
});
