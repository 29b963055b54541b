// Issue 24's "the AI stand-in never receives a phone number or an e-mail that was in the review", through the real
// route (POST /api/Reviews/{id}/ai-draft) and the local AI stand-in (tools/ai-standin): what reached it holds no
// phone, e-mail, ID number or name of the reviewer; the draft the caller gets has the first name back and no
// placeholder or number. And the log of AI calls (migration 049): one row per call, success or failure, with the
// tokens and no text, pruned after 90 days by the jobs worker, and seen by its own business only.
import { randomUUID } from 'node:crypto';
import { startAiStandin, type AiStandin } from '@sumaa/ai-standin';
import { aiDraftSchema, translateMessage } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { ENGLISH, bearer, registerAccount, type RegisteredAccount } from '../../../../testing/factories';
import { AI_CALL_LOG_KEEP_DAYS, insertAiCallLog, pruneAiCallLog } from '../ai-call-log';

const AI_KEY = 'sk-standin-test-key';
const DAY_MS = 24 * 60 * 60 * 1000;

let standin: AiStandin;
let t: TestApp;
let owner: RegisteredAccount;
let other: RegisteredAccount;
let locationId: string;

interface SeedReview {
  author: string | null;
  text: string;
  language: 'ar' | 'en';
  stars: number;
  sentiment: 'Positive' | 'Negative' | 'Neutral';
}

const PERSONAL = {
  phones: ['0501234567', '+966 55 987 6543', '٠٥٤٤٣٣٢٢١١'],
  emails: ['ahmed.otaibi@gmail.com'],
  ids: ['1012345678'],
};

const ARABIC_REVIEW: SeedReview = {
  author: 'أحمد العتيبي',
  text:
    'أنا أحمد العتيبي، انتظرت ساعة والقهوة باردة. اتصلوا بي على 0501234567 أو +966 55 987 6543 أو ٠٥٤٤٣٣٢٢١١، ' +
    'بريدي ahmed.otaibi@gmail.com ورقم هويتي 1012345678. دفعت 45 ريال يوم 2024-03-10.',
  language: 'ar',
  stars: 1,
  sentiment: 'Negative',
};

const ENGLISH_REVIEW: SeedReview = {
  author: 'John Smith',
  text: 'John Smith here: lovely coffee! Text me on +44 20 7946 0958 or john.smith@example.co.uk. Order #12345678.',
  language: 'en',
  stars: 5,
  sentiment: 'Positive',
};

async function insertLocation(account: RegisteredAccount, app: TestApp = t): Promise<string> {
  const placeId = `place-${randomUUID()}`;
  return app.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const now = app.clock.now();
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

async function insertReview(
  account: RegisteredAccount,
  location: string,
  review: SeedReview,
  app: TestApp = t,
) {
  const googleId = randomUUID();
  return app.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, is_anonymous, stars,
                            comment_original, language, sentiment, create_time, update_time, synced_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $11)
       RETURNING id`,
      [
        account.businessId,
        location,
        `accounts/1/locations/x/reviews/${googleId}`,
        googleId,
        review.author,
        !review.author,
        review.stars,
        review.text,
        review.language,
        review.sentiment,
        '2024-03-10T09:00:00Z',
      ],
    );
    return row.id;
  });
}

function aiDraft(account: RegisteredAccount, reviewId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Reviews/${reviewId}/ai-draft`,
    headers: { ...ENGLISH, ...bearer(account.token) },
  });
}

interface LogRow {
  business_id: string;
  review_id: string | null;
  model: string;
  endpoint_host: string;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  outcome: string;
  duration_ms: number;
  called_at: Date;
}

function logOf(account: RegisteredAccount): Promise<LogRow[]> {
  return t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
    tx.query<LogRow>('SELECT * FROM ai_call_log ORDER BY called_at, id'),
  );
}

/** Everything that reached the stand-in since it was last cleared, as one text. */
const whatReachedTheStandin = () => JSON.stringify(standin.requests().map((request) => request.body));

/** The digits of a text, Arabic-Indic ones as Latin: a number is found however it was spaced or written. */
const digitsOf = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/\D/g, '');

beforeAll(async () => {
  standin = await startAiStandin({ port: 0, apiKey: AI_KEY });
  t = await createTestApp({
    AI_CHAT_COMPLETIONS_URL: standin.chatCompletionsUrl,
    AI_API_KEY: AI_KEY,
    AI_MODEL: 'sumaa-local-standin',
    AI_TIMEOUT_MS: '5000',
  });
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House' });
  other = await registerAccount(t.app, { Business_name: 'Other Place' });
  locationId = await insertLocation(owner);
});
afterAll(async () => {
  await t?.close();
  await standin?.stop();
});
beforeEach(() => standin.clearRequests());

describe('an AI draft through the stand-in', () => {
  it('sends no phone, e-mail, ID or name of an Arabic review, and the draft has the first name back', async () => {
    const reviewId = await insertReview(owner, locationId, ARABIC_REVIEW);
    const response = await aiDraft(owner, reviewId);
    expect(response.statusCode).toBe(200);
    const draft = aiDraftSchema.parse(response.json().model);

    const [request] = standin.requests();
    expect(standin.requests()).toHaveLength(1);
    expect(request).toMatchObject({ status: 200, hadAuthorization: true });
    const sent = whatReachedTheStandin();
    for (const phone of PERSONAL.phones) expect(sent).not.toContain(phone);
    for (const email of PERSONAL.emails) expect(sent).not.toContain(email);
    for (const id of PERSONAL.ids) expect(sent).not.toContain(id);
    // Whatever the spacing or digits: no run of the numbers' digits reached it.
    const sentDigits = digitsOf(sent);
    for (const number of [...PERSONAL.phones, ...PERSONAL.ids]) {
      expect(sentDigits).not.toContain(digitsOf(number).slice(-9));
    }
    expect(sent).not.toContain('أحمد');
    expect(sent).not.toContain('العتيبي');
    // What it did get: the placeholders, and what is not personal (the price, the date, the complaint).
    const user = (request.body as { messages: Array<{ role: string; content: string }> }).messages[1].content;
    expect(user).toContain('[PHONE_1]');
    expect(user).toContain('[PHONE_3]');
    expect(user).toContain('[EMAIL_1]');
    expect(user).toContain('[ID_1]');
    expect(user).toContain('[NAME]');
    expect(user).toContain('45 ريال');
    expect(user).toContain('2024-03-10');
    expect(user).toContain('القهوة باردة');

    // The stand-in answered a 1★ review by offering to call [PHONE_1] back: the caller never sees the number,
    // a neutral "your number" stands in its place.
    expect(draft.content).toContain('أحمد');
    expect(draft.content).toMatch(/على رقمك\./);
    expect(draft.content).not.toMatch(/\[(NAME|PHONE_\d+|EMAIL_\d+|ID_\d+)\]/);
    for (const number of [...PERSONAL.phones, ...PERSONAL.ids]) {
      expect(digitsOf(draft.content)).not.toContain(digitsOf(number).slice(-9));
    }
    expect(draft.content).not.toContain('@');
    expect(draft.content).toContain('Qahwa House');
  });

  it('does the same for an English review with an international number', async () => {
    const reviewId = await insertReview(owner, locationId, ENGLISH_REVIEW);
    const response = await aiDraft(owner, reviewId);
    expect(response.statusCode).toBe(200);
    const sent = whatReachedTheStandin();
    expect(digitsOf(sent)).not.toContain('2079460958');
    expect(sent).not.toContain('john.smith@example.co.uk');
    expect(sent).not.toMatch(/John|Smith/);
    expect(sent).toContain('#12345678');
    const { content } = aiDraftSchema.parse(response.json().model);
    expect(content.split('\n')[0]).toContain('John');
    expect(content).not.toContain('Smith');
    expect(content).not.toMatch(/\[[A-Z]+(?:_\d+)?\]/);
  });

  it('greets an anonymous reviewer without a name, and still sends no number', async () => {
    const reviewId = await insertReview(owner, locationId, {
      author: null,
      text: 'الطلب تأخر كثيراً، رقمي ٠٥٠١٢٣٤٥٦٧',
      language: 'ar',
      stars: 2,
      sentiment: 'Negative',
    });
    const response = await aiDraft(owner, reviewId);
    expect(response.statusCode).toBe(200);
    expect(digitsOf(whatReachedTheStandin())).not.toContain('501234567');
    const { content } = aiDraftSchema.parse(response.json().model);
    expect(content).not.toMatch(/\[[A-Z]+(?:_\d+)?\]/);
    expect(digitsOf(content)).not.toContain('501234567');
  });
});

describe('the log of AI calls', () => {
  it('records each call with its model, host and tokens, and no text', async () => {
    const { owner: logged, reviewId } = await ownBusinessWithReview('Logged Cafe');
    expect((await aiDraft(logged, reviewId)).statusCode).toBe(200);
    const [row, ...more] = await logOf(logged);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      business_id: logged.businessId,
      review_id: reviewId,
      model: 'sumaa-local-standin',
      endpoint_host: new URL(standin.chatCompletionsUrl).host,
      outcome: 'succeeded',
      prompt_tokens: expect.any(Number),
      completion_tokens: expect.any(Number),
    });
    expect(row.prompt_tokens).toBeGreaterThan(50);
    expect(row.completion_tokens).toBeGreaterThan(5);
    expect(new Date(row.called_at).getTime()).toBe(t.clock.now().getTime());
    // No column holds the review's or the draft's words.
    expect(JSON.stringify(row)).not.toMatch(/coffee|Qahwa|Logged Cafe/);
  });

  it('records a failed call too, without tokens, and gives the draft back (503)', async () => {
    const { owner: failing, reviewId } = await ownBusinessWithReview('Failing Cafe');
    standin.failNext({ status: 500 });
    const response = await aiDraft(failing, reviewId);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      message: translateMessage('aiDraftFailed', 'en'),
    });
    expect(await logOf(failing)).toEqual([
      expect.objectContaining({ outcome: 'failed', prompt_tokens: null, completion_tokens: null }),
    ]);
  });

  it('records a call that timed out as timedOut', async () => {
    const quick = await createTestApp({
      AI_CHAT_COMPLETIONS_URL: standin.chatCompletionsUrl,
      AI_API_KEY: AI_KEY,
      AI_MODEL: 'sumaa-local-standin',
      AI_TIMEOUT_MS: '200',
    });
    try {
      const account = await registerAccount(quick.app, { Business_name: 'Slow Cafe' });
      const reviewId = await insertReview(
        account,
        await insertLocation(account, quick),
        ENGLISH_REVIEW,
        quick,
      );
      standin.failNext({ delayMs: 1_000 });
      const response = await quick.app.inject({
        method: 'POST',
        url: `/api/Reviews/${reviewId}/ai-draft`,
        headers: { ...ENGLISH, ...bearer(account.token) },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: translateMessage('aiDraftTimedOut', 'en') });
      const rows = await quick.app.db.tenantTransaction(
        { businessId: account.businessId, userId: null },
        (tx) => tx.query<LogRow>('SELECT * FROM ai_call_log'),
      );
      expect(rows).toEqual([
        expect.objectContaining({ outcome: 'timedOut', review_id: reviewId, prompt_tokens: null }),
      ]);
      expect(rows[0].duration_ms).toBeGreaterThanOrEqual(150);
    } finally {
      await quick.close();
    }
  });

  it('is seen by its own business only', async () => {
    const { owner: mine, reviewId } = await ownBusinessWithReview('Mine Cafe');
    expect((await aiDraft(mine, reviewId)).statusCode).toBe(200);
    expect(await logOf(mine)).toHaveLength(1);
    expect(await logOf(other)).toEqual([]);
  });

  it(`keeps ${AI_CALL_LOG_KEEP_DAYS} days: the prune deletes older calls of every business, nothing newer`, async () => {
    const { owner: first, reviewId: firstReview } = await ownBusinessWithReview('Old Calls One');
    const { owner: second, reviewId: secondReview } = await ownBusinessWithReview('Old Calls Two');
    expect((await aiDraft(first, firstReview)).statusCode).toBe(200);
    expect((await aiDraft(second, secondReview)).statusCode).toBe(200);
    t.clock.advance(AI_CALL_LOG_KEEP_DAYS * DAY_MS - 60_000);
    // A call of today (written as the route writes it: the sessions and the trial have ended by now).
    const recent = t.clock.now().getTime();
    await t.app.db.tenantTransaction({ businessId: first.businessId, userId: null }, (tx) =>
      insertAiCallLog(tx, first.businessId, {
        calledAt: t.clock.now(),
        reviewId: firstReview,
        model: 'sumaa-local-standin',
        endpointUrl: standin.chatCompletionsUrl,
        promptTokens: 120,
        completionTokens: 40,
        outcome: 'succeeded',
        durationMs: 12,
      }),
    );

    // Not yet 90 days: nothing goes.
    expect(await pruneAiCallLog(t.app)).toBe(0);
    expect(await logOf(first)).toHaveLength(2);
    t.clock.advance(120_000);
    expect(await pruneAiCallLog(t.app)).toBeGreaterThanOrEqual(2);
    expect(await pruneAiCallLog(t.app)).toBe(0);
    expect((await logOf(first)).map((row) => new Date(row.called_at).getTime())).toEqual([recent]);
    expect(await logOf(second)).toEqual([]);
  });

  it('leaves a call in the log when its review is deleted, without the review', async () => {
    const { owner: deleting, reviewId } = await ownBusinessWithReview('Deleting Cafe');
    expect((await aiDraft(deleting, reviewId)).statusCode).toBe(200);
    await t.app.db.tenantTransaction({ businessId: deleting.businessId, userId: null }, (tx) =>
      tx.query('DELETE FROM reviews WHERE id = $1', [reviewId]),
    );
    expect(await logOf(deleting)).toEqual([
      expect.objectContaining({ review_id: null, outcome: 'succeeded' }),
    ]);
  });
});

async function ownBusinessWithReview(name: string) {
  const account = await registerAccount(t.app, { Business_name: name });
  const reviewId = await insertReview(account, await insertLocation(account), ENGLISH_REVIEW);
  return { owner: account, reviewId };
}
