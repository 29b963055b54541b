// Two-factor sign-in (issue 13): the super admin sets it up, then cannot sign in without the code; a right
// code signs in, a wrong or replayed one is refused, a recovery code works once, five wrong codes lock the
// challenge, and disabling needs a code. The security setting makes an admin-level account without it set
// it up at sign-in (a setup-only token).
import { authSessionSchema, twoFactorChallengeSchema } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  VALID_PASSWORD,
  addTeamMember,
  bearer,
  registerConfirmedAccount,
  signIn,
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

async function adminToken(): Promise<string> {
  const response = await signIn(t.app, ADMIN.email, ADMIN.password);
  expect(response.statusCode).toBe(200);
  return response.json().model.token;
}

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

async function enable(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(`${BASE}/setup`, {}, { ...ENGLISH, ...bearer(token) });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().model;
  const confirmed = await post(
    `${BASE}/confirm`,
    { code: codeAt(secret, t.clock.now()) },
    {
      ...ENGLISH,
      ...bearer(token),
    },
  );
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().model.recoveryCodes };
}

async function disable(token: string, secret: string) {
  const response = await post(
    `${BASE}/disable`,
    { code: nextCode(secret) },
    { ...ENGLISH, ...bearer(token) },
  );
  expect(response.statusCode).toBe(200);
}

describe('setting two-factor sign-in up', () => {
  it('answers an otpauth URI and its QR, keeps the secret encrypted and pending, and turns on with a right code', async () => {
    const token = await adminToken();
    const auth = { ...ENGLISH, ...bearer(token) };
    expect((await t.app.inject({ method: 'GET', url: BASE, headers: auth })).json().model).toMatchObject({
      enabled: false,
      pending: false,
      recoveryCodesLeft: 0,
      required: false,
    });

    const setup = (await post(`${BASE}/setup`, {}, auth)).json().model;
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
    expect((await t.app.inject({ method: 'GET', url: BASE, headers: auth })).json().model.pending).toBe(true);
    // Still pending: the password alone signs in.
    expect((await signIn(t.app, ADMIN.email, ADMIN.password)).statusCode).toBe(200);

    const wrong = await post(
      `${BASE}/confirm`,
      { code: '000000' === codeAt(setup.secret, t.clock.now()) ? '111111' : '000000' },
      auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toEqual([expect.stringContaining('not right')]);

    const confirmed = await post(`${BASE}/confirm`, { code: codeAt(setup.secret, t.clock.now()) }, auth);
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes, status } = confirmed.json().model;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(status).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    const hashes = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ code_hash: string }>('SELECT code_hash FROM user_two_factor_recovery_codes'),
    );
    expect(hashes.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await post(`${BASE}/setup`, {}, auth)).statusCode).toBe(409);

    await disable(token, setup.secret);
  });

  it('is refused to a business owner (the super admin’s own page)', async () => {
    const owner = await registerConfirmedAccount(t.app);
    const response = await t.app.inject({ method: 'GET', url: BASE, headers: bearer(owner.token) });
    expect(response.statusCode).toBe(403);
  });
});

describe('signing in with two-factor on', () => {
  let token: string;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    token = await adminToken();
    ({ secret, recoveryCodes } = await enable(token));
  });
  afterAll(async () => {
    await disable(await tokenWithCode(), secret);
  });

  /** A fresh session through the second step (the clock moves on in these tests, past access tokens). */
  async function tokenWithCode(): Promise<string> {
    const response = await post(`${BASE}/verify`, { challenge: await challenge(), code: nextCode(secret) });
    expect(response.statusCode).toBe(200);
    return response.json().model.token;
  }

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

  it('turns off only with a right code; then the password alone signs in again', async () => {
    token = await tokenWithCode();
    const auth = { ...ENGLISH, ...bearer(token) };
    const code = nextCode(secret);
    const miss = code === '000000' ? '000001' : '000000';
    expect((await post(`${BASE}/disable`, { code: miss }, auth)).statusCode).toBe(400);
    expect((await post(`${BASE}/disable`, {}, auth)).statusCode).toBe(400);
    const off = await post(`${BASE}/disable`, { code }, auth);
    expect(off.statusCode).toBe(200);
    expect(off.json().model).toMatchObject({ enabled: false, pending: false });
    expect((await signIn(t.app, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await post(`${BASE}/disable`, { code: nextCode(secret) }, auth)).statusCode).toBe(409);
    // Back on for the afterAll's disable (and the disable by a recovery code is the same check).
    ({ secret, recoveryCodes } = await enable(token));
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
