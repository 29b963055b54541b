// Issue 24's AI controls, through the real routes and the local AI stand-in: a business that turns AI off gets a
// translated refusal and nothing reaches the stand-in, whoever calls (the check is in the one door, ai-call.ts); an
// endpoint declared outside the Kingdom is called only once the super admin allows transfers abroad; and the super
// admin's GET /api/admin/ai-usage shows the endpoint and figures that match the log, to the super admin alone.
import { randomUUID } from 'node:crypto';
import { startAiStandin, type AiStandin } from '@sumaa/ai-standin';
import { aiUsageSchema, smartRepliesSchema, translateMessage } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  bearer,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../../testing/factories';
import { AiCallRefusedError, callAiWithoutPersonalData } from '../ai-call';
import { insertAiCallLog } from '../ai-call-log';

const ADMIN = { email: uniqueEmail('ai-admin'), password: 'Ai-controls-admin-1' };
const DAY_MS = 24 * 60 * 60 * 1000;

let standin: AiStandin;
let t: TestApp;
let owner: RegisteredAccount;
let other: RegisteredAccount;
let reviewId: string;

/** Each review by someone else: a draft to the same name twice in a week would be asked again (no repeats). */
const REVIEWERS = ['Sara', 'Noura', 'Fahad', 'Lama', 'Omar', 'Reem', 'Khalid', 'Huda', 'Majed', 'Dana'];
let reviewsMade = 0;

async function insertReview(account: RegisteredAccount): Promise<string> {
  const author = `${REVIEWERS[reviewsMade++ % REVIEWERS.length]} Alotaibi`;
  const placeId = `place-${randomUUID()}`;
  const googleId = randomUUID();
  return t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const now = t.clock.now();
    await tx.query('INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, $3)', [
      placeId,
      account.businessId,
      now,
    ]);
    const [location] = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, 'Main branch', $4, $4) RETURNING id`,
      [account.businessId, `accounts/1/locations/${placeId}`, placeId, now],
    );
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, is_anonymous, stars,
                            comment_original, language, sentiment, create_time, update_time, synced_at)
       VALUES ($1, $2, $3, $4, $6, false, 2, 'Cold coffee. Call me on 0501234567.', 'en', 'Negative',
               $5, $5, $5)
       RETURNING id`,
      [account.businessId, location.id, `accounts/1/locations/x/reviews/${googleId}`, googleId, now, author],
    );
    return row.id;
  });
}

const adminHeaders = async () =>
  bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);

function aiDraft(account: RegisteredAccount, id = reviewId, language: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Reviews/${id}/ai-draft`,
    headers: { ...language, ...bearer(account.token) },
  });
}

async function smartReplies(account: RegisteredAccount, id = reviewId) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/Reviews/${id}/smart-replies`,
    headers: { ...ENGLISH, ...bearer(account.token) },
  });
  expect(response.statusCode).toBe(200);
  return smartRepliesSchema.parse(response.json().model);
}

function setAiDrafts(account: RegisteredAccount, aiDrafts: boolean) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/business-settings',
    headers: { ...ENGLISH, ...bearer(account.token) },
    payload: { replies: { aiDrafts } },
  });
}

/** Saves the platform settings as they are, with the AI section replaced. */
async function declareAiEndpoint(ai: Record<string, unknown>) {
  const headers = await adminHeaders();
  const settings = (await t.app.inject({ method: 'GET', url: '/api/platform-settings', headers })).json()
    .model;
  const { smtpPasswordSet: _set, activeTransport: _active, verifiedAt: _verified, ...email } = settings.email;
  const { webhookSecretSet: _secret, ...notifications } = settings.notifications;
  return t.app.inject({
    method: 'PUT',
    url: '/api/platform-settings',
    headers: { ...ENGLISH, ...headers },
    payload: { ...settings, email, notifications, ai },
  });
}

const logCount = (account: RegisteredAccount) =>
  t.app.db
    .tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
      tx.query<{ count: number }>('SELECT count(*)::int AS count FROM ai_call_log'),
    )
    .then(([row]) => row.count);

beforeAll(async () => {
  standin = await startAiStandin({ port: 0 });
  t = await createTestApp({
    AI_CHAT_COMPLETIONS_URL: standin.chatCompletionsUrl,
    AI_MODEL: 'sumaa-local-standin',
    AI_TIMEOUT_MS: '5000',
    SUMAA_ADMIN_EMAIL: ADMIN.email,
    SUMAA_ADMIN_PASSWORD: ADMIN.password,
  });
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House' });
  other = await registerAccount(t.app, { Business_name: 'Other Place' });
  reviewId = await insertReview(owner);
});
afterAll(async () => {
  await t?.close();
  await standin?.stop();
});
beforeEach(() => standin.clearRequests());

describe('a business that turns AI off', () => {
  it('is on by default, and drafts through the local stand-in with no region declared', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/business-settings',
      headers: bearer(owner.token),
    });
    expect(settings.json().model.replies).toEqual({ requireApprovalForAgents: false, aiDrafts: true });
    expect(await smartReplies(owner)).toMatchObject({
      aiDraftAvailable: true,
      aiDraftUnavailableReason: null,
    });
    expect((await aiDraft(owner, await insertReview(owner))).statusCode).toBe(200);
    expect(standin.requests().length).toBeGreaterThan(0);
  });

  it('is refused with a translated 409, nothing reaches the stand-in, nothing is counted or logged', async () => {
    expect((await setAiDrafts(owner, false)).statusCode).toBe(200);
    const before = await smartReplies(owner);
    expect(before).toMatchObject({ aiDraftAvailable: false, aiDraftUnavailableReason: 'aiDraftsTurnedOff' });
    const logged = await logCount(owner);

    const refused = await aiDraft(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: translateMessage('aiDraftsTurnedOff', 'en'),
    });
    const inArabic = await aiDraft(owner, reviewId, ARABIC);
    expect(inArabic.json().message).toBe(translateMessage('aiDraftsTurnedOff', 'ar'));
    expect(standin.requests()).toHaveLength(0);
    expect((await smartReplies(owner)).aiDraftsLeft).toBe(before.aiDraftsLeft);
    expect(await logCount(owner)).toBe(logged);

    // Another business is not affected by it.
    const othersReview = await insertReview(other);
    expect((await aiDraft(other, othersReview)).statusCode).toBe(200);
    expect(standin.requests().length).toBeGreaterThan(0);
  });

  it('is refused at the one door itself, whoever calls it (the reply rules call through it too)', async () => {
    await expect(
      callAiWithoutPersonalData(
        t.app,
        t.app.config.ai!,
        {
          scope: { businessId: owner.businessId, userId: null },
          reviewId,
          reviewer: { fullName: 'Sara Alotaibi', firstName: 'Sara' },
        },
        [{ role: 'user', content: 'Write a reply to Sara on 0501234567' }],
      ),
    ).rejects.toEqual(new AiCallRefusedError('aiDraftsTurnedOff'));
    expect(standin.requests()).toHaveLength(0);
  });

  it('drafts again once turned back on', async () => {
    expect((await setAiDrafts(owner, true)).json().model.replies.aiDrafts).toBe(true);
    expect((await aiDraft(owner, await insertReview(owner))).statusCode).toBe(200);
    expect(standin.requests().length).toBeGreaterThan(0);
  });

  it('refuses a switch that is not a boolean, with a translated field error', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings',
      headers: { ...ENGLISH, ...bearer(owner.token) },
      payload: { replies: { aiDrafts: 'no' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    expect(Object.keys(response.json().errors)).toEqual(['replies.aiDrafts']);
  });
});

describe('the AI endpoint’s region', () => {
  afterAll(async () => {
    await declareAiEndpoint({ endpointRegion: null, provider: '', transfersAbroadAllowed: false });
  });

  it('shows the configured host and model beside the declaration, never the key or path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/platform-settings',
      headers: await adminHeaders(),
    });
    expect(response.json().model.ai).toEqual({
      endpointRegion: null,
      provider: '',
      transfersAbroadAllowed: false,
      endpointHost: new URL(standin.chatCompletionsUrl).host,
      model: 'sumaa-local-standin',
      callsAllowed: true,
    });
    expect(response.body).not.toContain('/v1/chat/completions');
  });

  it('refuses every call while the endpoint is declared abroad and transfers are not allowed', async () => {
    const saved = await declareAiEndpoint({
      endpointRegion: 'us',
      provider: '  OpenAI (us-east)  ',
      transfersAbroadAllowed: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().model.ai).toMatchObject({
      endpointRegion: 'us',
      provider: 'OpenAI (us-east)',
      callsAllowed: false,
    });
    expect(await smartReplies(owner)).toMatchObject({
      aiDraftAvailable: false,
      aiDraftUnavailableReason: 'aiTransferAbroadNotAllowed',
    });
    const refused = await aiDraft(owner, reviewId, ARABIC);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translateMessage('aiTransferAbroadNotAllowed', 'ar'));
    expect(standin.requests()).toHaveLength(0);
  });

  it('calls once transfers abroad are allowed, or the endpoint is declared in the Kingdom', async () => {
    await declareAiEndpoint({ endpointRegion: 'eu', provider: 'Mistral', transfersAbroadAllowed: true });
    expect((await aiDraft(owner, await insertReview(owner))).statusCode).toBe(200);
    await declareAiEndpoint({
      endpointRegion: 'sa',
      provider: 'Local provider',
      transfersAbroadAllowed: false,
    });
    expect((await aiDraft(owner, await insertReview(owner))).statusCode).toBe(200);
    expect(standin.requests().length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a region that is not one of the list, and a provider too long, with field errors', async () => {
    const response = await declareAiEndpoint({
      endpointRegion: 'mars',
      provider: 'x'.repeat(121),
      transfersAbroadAllowed: false,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['ai.endpointRegion', 'ai.provider']);
  });
});

describe('GET /api/admin/ai-usage', () => {
  let usageOwner: RegisteredAccount;
  let usageOther: RegisteredAccount;
  beforeAll(async () => {
    // Two businesses of their own, with calls logged at known times on the test clock.
    usageOwner = await registerAccount(t.app, { Business_name: 'Usage Cafe' });
    usageOther = await registerAccount(t.app, { Business_name: 'Usage Bakery' });
    const now = t.clock.now().getTime();
    const log = (
      account: RegisteredAccount,
      ago: number,
      outcome: 'succeeded' | 'failed' | 'timedOut',
      host = 'ai.example.sa',
    ) =>
      t.app.db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
        insertAiCallLog(tx, account.businessId, {
          calledAt: new Date(now - ago),
          reviewId: null,
          model: 'model-x',
          endpointUrl: `https://${host}/v1/chat/completions?key=secret`,
          promptTokens: outcome === 'succeeded' ? 100 : null,
          completionTokens: outcome === 'succeeded' ? 20 : null,
          outcome,
          durationMs: 10,
        }),
      );
    await log(usageOwner, 1000, 'succeeded');
    await log(usageOwner, 2000, 'succeeded');
    await log(usageOwner, 3000, 'failed');
    await log(usageOther, DAY_MS + 1000, 'timedOut', 'ai.example.com');
    await log(usageOther, 40 * DAY_MS, 'succeeded'); // outside a 30-day window
  });

  async function usage(days?: number, headers?: Record<string, string>) {
    return t.app.inject({
      method: 'GET',
      url: `/api/admin/ai-usage${days === undefined ? '' : `?days=${days}`}`,
      headers: headers ?? { ...ENGLISH, ...(await adminHeaders()) },
    });
  }

  it('counts what the log holds, per day and outcome, with the tokens and the businesses that called most', async () => {
    const response = await usage();
    expect(response.statusCode).toBe(200);
    const model = aiUsageSchema.parse(response.json().model);
    expect(model.days).toBe(30);
    expect(model.byDay).toHaveLength(30);
    expect(model.endpoint).toMatchObject({
      host: new URL(standin.chatCompletionsUrl).host,
      model: 'sumaa-local-standin',
      callsAllowed: true,
    });
    // Every figure from the log of the window, whichever business wrote it (the earlier tests' calls included).
    const rows = await t.app.db.ownerTransaction((tx) =>
      tx.query<{
        business_id: string;
        outcome: string;
        prompt_tokens: number | null;
        completion_tokens: number | null;
        endpoint_host: string;
      }>(
        'SELECT business_id, outcome, prompt_tokens, completion_tokens, endpoint_host FROM ai_call_log WHERE called_at >= $1',
        [new Date(model.from)],
      ),
    );
    const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
    expect(model.totals).toEqual({
      calls: rows.length,
      succeeded: count('succeeded'),
      failed: count('failed'),
      timedOut: count('timedOut'),
      promptTokens: rows.reduce((sum, row) => sum + (row.prompt_tokens ?? 0), 0),
      completionTokens: rows.reduce((sum, row) => sum + (row.completion_tokens ?? 0), 0),
    });
    const summed = model.byDay.reduce((sum, day) => sum + day.succeeded + day.failed + day.timedOut, 0);
    expect(summed).toBe(rows.length);
    expect(model.destinations).toEqual(
      expect.arrayContaining([
        { host: 'ai.example.sa', model: 'model-x', calls: 3 },
        { host: 'ai.example.com', model: 'model-x', calls: 1 },
      ]),
    );
    expect(model.topBusinesses).toEqual(
      expect.arrayContaining([
        { businessId: usageOwner.businessId, name: 'Usage Cafe', calls: 3, tokens: 240 },
        { businessId: usageOther.businessId, name: 'Usage Bakery', calls: 1, tokens: 0 },
      ]),
    );
    expect(response.body).not.toContain('secret');
  });

  it('narrows to the days asked for', async () => {
    const model = aiUsageSchema.parse((await usage(1)).json().model);
    expect(model.byDay).toHaveLength(1);
    expect(model.topBusinesses.find((row) => row.businessId === usageOther.businessId)).toBeUndefined();
  });

  it('answers the super admin alone, and refuses a window the log does not keep', async () => {
    expect((await usage(30, bearer(owner.token))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/ai-usage' })).statusCode).toBe(401);
    const tooLong = await usage(91);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.days).toEqual([translateMessage('numberTooLarge', 'en', { max: 90 })]);
  });

  it('leaves a business seeing its own calls only', async () => {
    const seen = await t.app.db.tenantTransaction({ businessId: usageOwner.businessId, userId: null }, (tx) =>
      tx.query<{ business_id: string }>('SELECT DISTINCT business_id FROM ai_call_log'),
    );
    expect(seen).toEqual([{ business_id: usageOwner.businessId }]);
  });
});
