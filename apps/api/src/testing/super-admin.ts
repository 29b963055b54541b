// The super admin must use two-factor sign-in (issue 21), so the tests' sign-in helper answers the super admin's
// second step as their authenticator app would: the first sign-in of a test's super admin answers "enrol", and
// this enrols through the real routes with the key it is given; later sign-ins answer the challenge with a code
// of that key. The API takes each 30-second step once, so when the current steps are used up the test's clock
// (registered by createTestApp) moves on by one step. Other accounts' second steps are left to the test.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { findUserByEmail } from '../domains/auth';
import { codeAt, TOTP_PERIOD_SECONDS, stepAt } from '../domains/auth/two-factor/totp';
import type { TestClock } from './test-clock';

interface SuperAdminAuthenticator {
  secret: string;
  lastStep: number;
  recoveryCodes: string[];
}

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const BASE = '/api/UsernameAuth/two-factor';
/** By user id: unique across the apps of a test file (two apps may share a database). */
const authenticators = new Map<string, SuperAdminAuthenticator>();
const clocks = new WeakMap<FastifyInstance, TestClock>();

/** createTestApp tells which clock an app runs on, so that a code of a later step can be made current. */
export function registerTestClock(app: FastifyInstance, clock: TestClock): void {
  clocks.set(app, clock);
}

/** The key and the recovery codes the helper enrolled a super admin with (for tests of the second step). */
export function superAdminAuthenticator(userId: string): Readonly<SuperAdminAuthenticator> | undefined {
  return authenticators.get(userId);
}

/** A code of a step after the last one used, within the ±1 step the API accepts (moving the clock if need be). */
function nextCode(app: FastifyInstance, authenticator: SuperAdminAuthenticator): string {
  const current = stepAt(app.now());
  const step = Math.max(authenticator.lastStep + 1, current - 1);
  if (step > current + 1) {
    const clock = clocks.get(app);
    if (!clock) throw new Error('the super admin has used every current step and the app has no test clock');
    clock.advance((step - current - 1) * STEP_MS);
  }
  authenticator.lastStep = step;
  return codeAt(authenticator.secret, new Date(step * STEP_MS));
}

const modelOf = (response: LightMyRequestResponse) => {
  try {
    return response.json().model as { enrolmentToken?: unknown; challenge?: unknown } | null;
  } catch {
    return null;
  }
};

async function enrol(
  app: FastifyInstance,
  userId: string,
  enrolmentToken: string,
  headers: Record<string, string>,
) {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers });
  const setup = await post(`${BASE}/enrolment/setup`, { enrolmentToken });
  if (setup.statusCode !== 200) throw new Error(`the super admin's enrolment failed: ${setup.body}`);
  const authenticator: SuperAdminAuthenticator = {
    secret: setup.json().model.secret,
    lastStep: 0,
    recoveryCodes: [],
  };
  const confirmed = await post(`${BASE}/enrolment/confirm`, {
    enrolmentToken,
    code: nextCode(app, authenticator),
  });
  if (confirmed.statusCode !== 200) throw new Error(`the enrolment's code was refused: ${confirmed.body}`);
  authenticator.recoveryCodes = confirmed.json().model.recoveryCodes;
  authenticators.set(userId, authenticator);
}

/**
 * A password sign-in's reply, with the super admin's second step answered (enrolling them the first time):
 * then the reply of two-factor/verify, whose model is the session as a sign-in's. Any other reply as it was.
 */
export async function answerSuperAdminSecondStep(
  app: FastifyInstance,
  username: string,
  signIn: () => Promise<LightMyRequestResponse>,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  let response = await signIn();
  let model = modelOf(response);
  if (typeof model?.enrolmentToken !== 'string' && typeof model?.challenge !== 'string') return response;
  const user = await app.db.transaction((tx) => findUserByEmail(tx, username));
  if (!user?.is_super_admin) return response;

  if (typeof model?.enrolmentToken === 'string') {
    await enrol(app, user.id, model.enrolmentToken, headers);
    response = await signIn();
    model = modelOf(response);
  }
  const authenticator = authenticators.get(user.id);
  if (typeof model?.challenge !== 'string' || !authenticator) return response;
  return app.inject({
    method: 'POST',
    url: `${BASE}/verify`,
    payload: { challenge: model.challenge, code: nextCode(app, authenticator) },
    headers,
  });
}
