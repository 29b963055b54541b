// POST /api/onboarding/finish: the wizard's last step, after the business's first sync.
import { authSessionSchema } from '@sumaa/contracts';
import { ARABIC, ENGLISH, bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function finish(session: RegisteredAccount, payload: unknown, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'POST',
    url: '/api/onboarding/finish',
    headers: { ...headers, ...bearer(session.token), 'x-business-id': session.businessId },
    payload: payload as Record<string, unknown>,
  });
}

/** Where a completed first sync leaves the business's users (the sync tests cover getting there). */
async function atCompletionStep(account: RegisteredAccount) {
  await t.app.db.query('UPDATE users SET current_step = 3 WHERE id = $1', [account.userId]);
}

async function onboardingColumns(userId: string) {
  const [row] = await t.app.db.query<{
    current_step: number;
    onboarding_finished_at: Date | null;
    onboarding_tour_requested_at: Date | null;
  }>('SELECT current_step, onboarding_finished_at, onboarding_tour_requested_at FROM users WHERE id = $1', [
    userId,
  ]);
  return row;
}

describe('POST /api/onboarding/finish', () => {
  it('sets step 4, records the tour request and answers the session', async () => {
    const owner = await registerAccount(t.app);
    await atCompletionStep(owner);
    const response = await finish(owner, { startTour: true });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Your dashboard is ready' });
    const session = authSessionSchema.parse(response.json().model);
    expect(session).toMatchObject({
      user: { id: owner.userId, currentStep: 4, businessId: owner.businessId },
      role: 'admin',
      token: owner.token,
      refresh_token: null,
    });
    const stored = await onboardingColumns(owner.userId);
    expect(stored.current_step).toBe(4);
    expect(stored.onboarding_finished_at?.getTime()).toBe(t.clock.now().getTime());
    expect(stored.onboarding_tour_requested_at?.getTime()).toBe(t.clock.now().getTime());

    const current = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: bearer(owner.token),
    });
    expect(current.json().model.user.currentStep).toBe(4);
  });

  it('records a skipped tour as no tour, and changes nothing when finished again', async () => {
    const owner = await registerAccount(t.app);
    await atCompletionStep(owner);
    expect((await finish(owner, { startTour: false })).statusCode).toBe(200);
    const first = await onboardingColumns(owner.userId);
    expect(first).toMatchObject({ current_step: 4, onboarding_tour_requested_at: null });
    expect(first.onboarding_finished_at).not.toBeNull();

    t.clock.advance(60_000);
    const again = await finish(owner, { startTour: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().model.user.currentStep).toBe(4);
    expect(await onboardingColumns(owner.userId)).toEqual(first);
  });

  it('refuses to finish before the first sync is done, in the reader’s language', async () => {
    const owner = await registerAccount(t.app);
    const english = await finish(owner, { startTour: false });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      success: false,
      message: 'Finish synchronising your reviews before completing the setup',
      errors: null,
      model: null,
    });
    const arabic = await finish(owner, { startTour: false }, ARABIC);
    expect(arabic.json().message).toBe('أكمل مزامنة تقييماتك قبل إنهاء الإعداد');
    expect((await onboardingColumns(owner.userId)).current_step).toBe(0);
  });

  it('needs startTour as true or false, and a session', async () => {
    const owner = await registerAccount(t.app);
    await atCompletionStep(owner);
    const missing = await finish(owner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ startTour: ['This field is required'] });
    const wrong = await finish(owner, { startTour: 'yes' });
    expect(wrong.json().errors).toEqual({ startTour: ['This value is not valid'] });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/finish',
      payload: { startTour: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await onboardingColumns(owner.userId)).current_step).toBe(3);
  });
});

describe('the OpenAPI document', () => {
  it('documents the locations, review sync and onboarding calls with their schemas and statuses', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const responsesOf = (path: string, method: string) =>
      Object.keys((paths[path] ?? paths[`${path}/`])[method].responses as object);

    expect(responsesOf('/api/integration/google/locations', 'get')).toEqual(
      expect.arrayContaining(['200', '401', '403', '502']),
    );
    expect(paths['/api/locations/link'].post.requestBody).toBeDefined();
    expect(responsesOf('/api/locations/link', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '401', '409']),
    );
    expect(responsesOf('/api/locations', 'get')).toEqual(expect.arrayContaining(['200', '401']));
    expect(responsesOf('/api/reviews/sync', 'post')).toEqual(expect.arrayContaining(['202', '400', '403']));
    expect(responsesOf('/api/reviews/sync/latest', 'get')).toEqual(expect.arrayContaining(['200', '404']));
    expect(responsesOf('/api/reviews/sync/{id}', 'get')).toEqual(expect.arrayContaining(['200', '404']));
    expect(paths['/api/onboarding/finish'].post.requestBody).toBeDefined();
    expect(responsesOf('/api/onboarding/finish', 'post')).toEqual(expect.arrayContaining(['200', '409']));
    // The sync job's model, as the wizard reads it.
    const syncReply = (paths['/api/reviews/sync/{id}'].get.responses as Record<string, { content: object }>)[
      '200'
    ];
    expect(JSON.stringify(syncReply)).toContain('reviewsImported');
  });
});
