// Two-factor sign-in (issue 13): required of the super admin (issue 21), whose first sign-in without it sets
// it up (a setup-only token) and who cannot turn it off; then no sign-in without the code: a right code signs
// in, a wrong or replayed one is refused, a recovery code works once, five wrong codes lock the challenge. The
// security setting makes an admin-level account without it set it up at sign-in the same way.
import { authSessionSchema, twoFactorChallengeSchema } from '@sumaa/contracts';
import { findUserByEmail, startSignedInSession } from '../../index';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  VALID_PASSWORD,
  addTeamMember,
  bearer,
  registerConfirmedAccount,
  signInWithPasswordOnly as signIn,
  uniqueEmail,
} from '../../../../testing/factories';
import { codeAt } from '../totp';

const ADMIN = { email: uniqueEmail('two-factor-admin'), password: 'Two-factor-admin-pass-1' };
const BASE = '/api/UsernameAuth/two-factor';
const STEP_MS = 30_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUMAA_ADMIN_EMAIL: ADMIN.email, SUMAA_ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = ENGLISH) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function challenge(headers = ENGLISH): Promise<string> {
  const response = await signIn(t.app, ADMIN.email, ADMIN.password, headers);
  expect(response.statusCode).toBe(401);
  return twoFactorChallengeSchema.parse(response.json().model).challenge;
}

/** The next 30-second step, so a code not used before. */
function nextCode(secret: string): string {
  t.clock.advance(STEP_MS);
  return codeAt(secret, t.clock.now());
}

/** What the first test's enrolment answered, for the tests of signing in with it. */
let enrolled: { secret: string; recoveryCodes: string[]; token: string } | undefined;

/** The super admin's first sign-in: enrolment with the setup-only token, answered with the key's first code. */
async function enrol(): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
  const refused = await signIn(t.app, ADMIN.email, ADMIN.password);
  expect(refused.statusCode).toBe(403);
  const { enrolmentToken } = refused.json().model;
  const { secret } = (await post(`${BASE}/enrolment/setup`, { enrolmentToken })).json().model;
  const confirmed = await post(`${BASE}/enrolment/confirm`, {
    enrolmentToken,
    code: codeAt(secret, t.clock.now()),
  });
  expect(confirmed.statusCode).toBe(200);
  const { recoveryCodes, session } = confirmed.json().model;
  return { secret, recoveryCodes, token: session.token };
}

describe('two-factor sign-in required of the super admin', () => {
  it('a first sign-in without it answers the enrolment, never a session; the key’s first code turns it on and signs in', async () => {
    const refused = await signIn(t.app, ADMIN.email, ADMIN.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      errors: { code: ['twoFactorEnrolmentRequired'] },
      model: { twoFactorEnrolmentRequired: true, enrolmentToken: expect.any(String), expiresIn: 600 },
    });
    expect(JSON.stringify(refused.json())).not.toMatch(/refresh_token|"token"/);
    const { enrolmentToken } = refused.json().model;

    const setup = (await post(`${BASE}/enrolment/setup`, { enrolmentToken })).json().model;
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Sumaa:.+\?.*secret=[A-Z2-7]+/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const [stored] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ secret_ciphertext: string; enabled_at: Date | null }>(
        'SELECT secret_ciphertext, enabled_at FROM user_two_factor t JOIN users u ON u.id = t.user_id WHERE u.email = $1',
        [ADMIN.email],
      ),
    );
    expect(stored.enabled_at).toBeNull();
    expect(stored.secret_ciphertext).not.toContain(setup.secret);
    // Still pending: the password alone still answers the enrolment, not a session.
    expect((await signIn(t.app, ADMIN.email, ADMIN.password)).statusCode).toBe(403);

    const wrong = await post(`${BASE}/enrolment/confirm`, {
      enrolmentToken,
      code: '000000' === codeAt(setup.secret, t.clock.now()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toEqual([expect.stringContaining('not right')]);

    const confirmed = await post(`${BASE}/enrolment/confirm`, {
      enrolmentToken,
      code: codeAt(setup.secret, t.clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes, session } = confirmed.json().model;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(authSessionSchema.parse(session).role).toBe('super_admin');
    const hashes = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ code_hash: string }>('SELECT code_hash FROM user_two_factor_recovery_codes'),
    );
    expect(hashes.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    enrolled = { secret: setup.secret, recoveryCodes, token: session.token };
    const auth = { ...ENGLISH, ...bearer(session.token) };
    expect((await t.app.inject({ method: 'GET', url: BASE, headers: auth })).json().model).toMatchObject({
      enabled: true,
      pending: false,
      recoveryCodesLeft: 10,
      // Required of the super admin whatever the security settings say (they are off here).
      required: true,
    });
    expect((await post(`${BASE}/setup`, {}, auth)).statusCode).toBe(409);
    // There is no turning it off.
    expect(
      (await post(`${BASE}/disable`, { code: codeAt(setup.secret, t.clock.now()) }, auth)).statusCode,
    ).toBe(404);
    expect((await signIn(t.app, ADMIN.email, ADMIN.password)).statusCode).toBe(401);
  });

  it('can still be turned on at /admin/security by a session from before it was required', async () => {
    const admin = { email: uniqueEmail('legacy-admin'), password: 'Legacy-admin-pass-1' };
    const legacy = await createTestApp({
      SUMAA_ADMIN_EMAIL: admin.email,
      SUMAA_ADMIN_PASSWORD: admin.password,
    });
    try {
      const tokens = await legacy.app.db.transaction(async (tx) => {
        const user = (await findUserByEmail(tx, admin.email))!;
        return startSignedInSession(legacy.app, tx, user.id, 'super_admin');
      });
      const auth = { ...ENGLISH, ...bearer(tokens.accessToken) };
      const call = (url: string, payload: object) =>
        legacy.app.inject({ method: 'POST', url, payload, headers: auth });
      const status = await legacy.app.inject({ method: 'GET', url: BASE, headers: auth });
      expect(status.json().model).toMatchObject({ enabled: false, pending: false, required: true });
      const { secret } = (await call(`${BASE}/setup`, {})).json().model;
      const confirmed = await call(`${BASE}/confirm`, { code: codeAt(secret, legacy.clock.now()) });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().model.status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
      expect((await signInWithPasswordOnlyOn(legacy, admin)).statusCode).toBe(401);
    } finally {
      await legacy.close();
    }
  });

  it('is refused to a business owner (the super admin’s own page)', async () => {
    const owner = await registerConfirmedAccount(t.app);
    const response = await t.app.inject({ method: 'GET', url: BASE, headers: bearer(owner.token) });
    expect(response.statusCode).toBe(403);
  });
});

const signInWithPasswordOnlyOn = (other: TestApp, account: { email: string; password: string }) =>
  signIn(other.app, account.email, account.password);

describe('signing in with two-factor on', () => {
  let token: string;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    // Enrolled by the first describe's sign-in; its key is read back from that test's enrolment.
    ({ secret, recoveryCodes, token } = enrolled ?? (await enrol()));
  });

  it('cannot sign in without the code: the right password answers a challenge and no tokens', async () => {
    const response = await signIn(t.app, ADMIN.email, ADMIN.password, ARABIC);
    expect(response.statusCode).toBe(401);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe('أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة لإكمال تسجيل الدخول');
    expect(body.errors).toEqual({ code: ['twoFactorRequired'] });
    expect(body.model).toEqual({ twoFactorRequired: true, challenge: expect.any(String), expiresIn: 300 });
    expect(JSON.stringify(body)).not.toMatch(/refresh_token|"token"/);
    // A wrong password still says only that.
    const wrongPassword = await signIn(t.app, ADMIN.email, 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().model).toBeNull();
  });

  it('signs in with a right code, and refuses a wrong one and the same code again', async () => {
    const first = await challenge();
    const wrong = await post(`${BASE}/verify`, { challenge: first, code: '12345a' });
    expect(wrong.statusCode).toBe(400);
    const code = nextCode(secret);
    const miss = code === '000000' ? '000001' : '000000';
    expect((await post(`${BASE}/verify`, { challenge: first, code: miss })).statusCode).toBe(400);

    const verified = await post(`${BASE}/verify`, {
      challenge: first,
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(verified.statusCode).toBe(200);
    const session = authSessionSchema.parse(verified.json().model);
    expect(session.role).toBe('super_admin');
    expect(session.refresh_token).toEqual(expect.any(String));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/UsernameAuth/user', headers: bearer(session.token) }))
        .statusCode,
    ).toBe(200);

    // The same challenge is used up; the same code, with a new challenge, is a replay.
    expect((await post(`${BASE}/verify`, { challenge: first, code })).statusCode).toBe(400);
    const replay = await post(`${BASE}/verify`, { challenge: await challenge(), code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.code).toEqual([expect.stringContaining('already used')]);
    // An earlier step's code (still inside the ±1 window) is refused too once a later one was used.
    t.clock.advance(STEP_MS);
    const earlier = codeAt(secret, new Date(t.clock.now().getTime() - STEP_MS));
    expect((await post(`${BASE}/verify`, { challenge: await challenge(), code: earlier })).statusCode).toBe(
      400,
    );
  });

  it('accepts a code one step off (clock drift) but not two', async () => {
    t.clock.advance(STEP_MS * 3);
    const twoBehind = codeAt(secret, new Date(t.clock.now().getTime() - 2 * STEP_MS));
    const oneAhead = codeAt(secret, new Date(t.clock.now().getTime() + STEP_MS));
    if (twoBehind !== oneAhead) {
      expect(
        (await post(`${BASE}/verify`, { challenge: await challenge(), code: twoBehind })).statusCode,
      ).toBe(400);
    }
    expect((await post(`${BASE}/verify`, { challenge: await challenge(), code: oneAhead })).statusCode).toBe(
      200,
    );
    t.clock.advance(STEP_MS * 2);
  });

  it('takes a recovery code once', async () => {
    const [recovery] = recoveryCodes;
    const used = await post(`${BASE}/verify`, {
      challenge: await challenge(),
      recoveryCode: recovery.toUpperCase(),
    });
    expect(used.statusCode).toBe(200);
    const again = await post(`${BASE}/verify`, { challenge: await challenge(), recoveryCode: recovery });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.recoveryCode).toBeDefined();
    const status = await t.app.inject({ method: 'GET', url: BASE, headers: bearer(token) });
    expect(status.json().model.recoveryCodesLeft).toBe(9);
  });

  it('locks a challenge after 5 wrong codes, even for the right one', async () => {
    const locked = await challenge();
    const code = nextCode(secret);
    const miss = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await post(`${BASE}/verify`, { challenge: locked, code: miss })).statusCode).toBe(400);
    }
    const refused = await post(`${BASE}/verify`, { challenge: locked, code }, ARABIC);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('محاولات خاطئة كثيرة. يرجى تسجيل الدخول مرة أخرى.');
    // Past an hour the user's count starts again; a new sign-in works.
    t.clock.advance(61 * 60 * 1000);
    expect(
      (await post(`${BASE}/verify`, { challenge: await challenge(), code: nextCode(secret) })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired challenge, an access token as a challenge, and neither or both proofs', async () => {
    const expiring = await challenge();
    t.clock.advance(5 * 60 * 1000 + STEP_MS);
    const expired = await post(`${BASE}/verify`, {
      challenge: expiring,
      code: codeAt(secret, t.clock.now()),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.challenge).toEqual(['This sign-in has expired. Please sign in again.']);

    expect((await post(`${BASE}/verify`, { challenge: token, code: nextCode(secret) })).statusCode).toBe(400);
    expect((await post(`${BASE}/verify`, { challenge: await challenge() })).statusCode).toBe(400);
    expect(
      (
        await post(`${BASE}/verify`, {
          challenge: await challenge(),
          code: '123456',
          recoveryCode: recoveryCodes[1],
        })
      ).statusCode,
    ).toBe(400);
    expect((await post(`${BASE}/verify`, { challenge: '\ud800', code: '\ud800' })).statusCode).toBe(400);
  });
});

describe('the security setting requiring two-factor sign-in for admin-level users', () => {
  const setRequired = (on: boolean) =>
    t.app.db.ownerTransaction((tx) =>
      tx.query(
        `INSERT INTO platform_settings (key, value) VALUES ('two_factor_required_for_admins', $1::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [JSON.stringify(on)],
      ),
    );
  afterAll(async () => {
    await setRequired(false);
  });

  it('makes an admin without it set it up at sign-in with a setup-only token, then asks for the code', async () => {
    const owner = await registerConfirmedAccount(t.app);
    await setRequired(true);
    const refused = await signIn(t.app, owner.email, VALID_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Two-factor sign-in is required for your account. Set it up to continue signing in.',
      model: { twoFactorEnrolmentRequired: true, enrolmentToken: expect.any(String), expiresIn: 600 },
    });
    const { enrolmentToken } = refused.json().model;
    // Not an access token, nor a challenge.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/UsernameAuth/user', headers: bearer(enrolmentToken) }))
        .statusCode,
    ).toBe(401);
    expect((await post(`${BASE}/verify`, { challenge: enrolmentToken, code: '123456' })).statusCode).toBe(
      400,
    );

    const setup = await post(`${BASE}/enrolment/setup`, { enrolmentToken });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().model;
    const confirmed = await post(`${BASE}/enrolment/confirm`, {
      enrolmentToken,
      code: codeAt(secret, t.clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().model.recoveryCodes).toHaveLength(10);
    const session = authSessionSchema.parse(confirmed.json().model.session);
    expect(session.user.email).toBe(owner.email);

    const next = await signIn(t.app, owner.email, VALID_PASSWORD);
    expect(next.statusCode).toBe(401);
    expect(next.json().model.twoFactorRequired).toBe(true);
  });

  it('lets an account below admin sign in with its password, and says so in the status', async () => {
    await setRequired(false);
    const owner = await registerConfirmedAccount(t.app);
    const manager = await addTeamMember(t.app, owner, { role: 'Manager' });
    await setRequired(true);
    expect((await signIn(t.app, manager.email, manager.password)).statusCode).toBe(200);
    expect((await signIn(t.app, owner.email, VALID_PASSWORD)).statusCode).toBe(403);
  });
});
