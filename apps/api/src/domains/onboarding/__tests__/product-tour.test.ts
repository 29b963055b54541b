// GET and PUT /api/onboarding/tour: the user's place in the dashboard's guided tour, kept per user on the server.
import { productTourStateSchema } from '@sumaa/contracts';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function readTour(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/onboarding/tour',
    headers: { ...ENGLISH, ...bearer(token) },
  });
}

function saveTour(token: string, payload: unknown, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/onboarding/tour',
    headers: { ...headers, ...bearer(token) },
    payload: payload as Record<string, unknown>,
  });
}

async function finishOnboarding(owner: RegisteredAccount, startTour: boolean) {
  await t.app.db.query('UPDATE users SET current_step = 3 WHERE id = $1', [owner.userId]);
  const finished = await t.app.inject({
    method: 'POST',
    url: '/api/onboarding/finish',
    headers: { ...bearer(owner.token), 'x-business-id': owner.businessId },
    payload: { startTour },
  });
  expect(finished.statusCode).toBe(200);
}

describe('the dashboard tour', () => {
  it('is not started for a new user, and requested once they chose "Take the tour" at the end of onboarding', async () => {
    const owner = await registerAccount(t.app);
    const before = await readTour(owner.token);
    expect(before.statusCode).toBe(200);
    expect(productTourStateSchema.parse(before.json().model)).toEqual({
      status: 'notStarted',
      stepId: null,
      updatedAt: null,
    });

    await finishOnboarding(owner, true);
    expect((await readTour(owner.token)).json().model).toEqual({
      status: 'requested',
      stepId: null,
      updatedAt: t.clock.now().toISOString(),
    });
  });

  it('stays not started when the user skipped it at the end of onboarding', async () => {
    const owner = await registerAccount(t.app);
    await finishOnboarding(owner, false);
    expect((await readTour(owner.token)).json().model.status).toBe('notStarted');
  });

  it('keeps the step the user is on, the step they left at, and that they finished, for their next sign-in', async () => {
    const owner = await registerAccount(t.app);
    await finishOnboarding(owner, true);

    const started = await saveTour(owner.token, { status: 'inProgress', stepId: 'reviews' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      success: true,
      message: 'Your place in the tour is saved',
      model: { status: 'inProgress', stepId: 'reviews', updatedAt: t.clock.now().toISOString() },
    });

    t.clock.advance(60_000);
    const skipped = await saveTour(owner.token, { status: 'skipped', stepId: 'reply' }, ARABIC);
    expect(skipped.json().message).toBe('حُفظ موضعك في الجولة');

    // Another device: a new sign-in of the same user reads the same place.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/AdminSignIn',
      payload: { username: owner.email, password: owner.password },
    });
    const otherDevice = signIn.json().model.token as string;
    expect((await readTour(otherDevice)).json().model).toEqual({
      status: 'skipped',
      stepId: 'reply',
      updatedAt: t.clock.now().toISOString(),
    });

    const finished = await saveTour(otherDevice, { status: 'finished', stepId: 'team' });
    expect(finished.json().model).toMatchObject({ status: 'finished', stepId: null });
    expect((await readTour(owner.token)).json().model.status).toBe('finished');
  });

  it('is each user’s own: a team member’s tour does not move the owner’s', async () => {
    const owner = await registerAccount(t.app);
    const viewer = await addTeamMember(t.app, owner, { role: 'Viewer' });
    await saveTour(viewer.token, { status: 'skipped', stepId: 'analytics' });
    expect((await readTour(viewer.token)).json().model).toMatchObject({
      status: 'skipped',
      stepId: 'analytics',
    });
    expect((await readTour(owner.token)).json().model.status).toBe('notStarted');
  });

  it('refuses an unknown step, a missing status, and a step-less tour under way, with field errors', async () => {
    const owner = await registerAccount(t.app);
    const unknownStep = await saveTour(owner.token, { status: 'inProgress', stepId: 'billing' });
    expect(unknownStep.statusCode).toBe(400);
    expect(unknownStep.json().errors).toEqual({ stepId: ['This value is not valid'] });

    const noStatus = await saveTour(owner.token, { stepId: 'overview' });
    expect(noStatus.json().errors).toEqual({ status: ['This field is required'] });

    const noStep = await saveTour(owner.token, { status: 'skipped' });
    expect(noStep.statusCode).toBe(400);
    expect(noStep.json().errors).toEqual({ stepId: ['This field is required'] });

    const requestedByHand = await saveTour(owner.token, { status: 'requested', stepId: 'overview' });
    expect(requestedByHand.json().errors).toEqual({ status: ['This value is not valid'] });
    expect((await readTour(owner.token)).json().model.status).toBe('notStarted');
  });

  it('needs a session', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/onboarding/tour' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, model: null });
    const anonymousSave = await t.app.inject({
      method: 'PUT',
      url: '/api/onboarding/tour',
      payload: { status: 'finished' },
    });
    expect(anonymousSave.statusCode).toBe(401);
  });
});
