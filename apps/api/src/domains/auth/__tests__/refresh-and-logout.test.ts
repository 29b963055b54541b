import { refreshModelSchema } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ARABIC, ENGLISH, VALID_PASSWORD, bearer, registerAccount, signIn } from '../../../testing/factories';

let t: TestApp;
/** Past the 30-second window in which a just-used token may still fetch its successor (a second tab). */
const PAST_GRACE_MS = 31 * 1000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function refresh(refreshToken: unknown, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/refresh',
    payload: { refresh_token: refreshToken },
    headers,
  });
}

function logout(refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/logout',
    payload: { refresh_token: refreshToken },
    headers: ENGLISH,
  });
}

function currentUserStatus(token: string) {
  return t.app
    .inject({ method: 'POST', url: '/api/UsernameAuth/user', headers: bearer(token) })
    .then((r) => r.statusCode);
}

describe('refresh', () => {
  it('trades a refresh token for a new access token and a new refresh token', async () => {
    const account = await registerAccount(t.app);
    const response = await refresh(account.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Session refreshed');
    const model = refreshModelSchema.parse(response.json().model);
    expect(model.token).toBe(model.access_token);
    expect(model.refresh_token).toBe(model.refreshToken);
    expect(model.refresh_token).not.toBe(account.refreshToken);
    expect(model.expiresIn).toBe(900);
    expect(await currentUserStatus(model.token)).toBe(200);
  });

  it('keeps a session alive past the access token lifetime by refreshing', async () => {
    const account = await registerAccount(t.app);
    t.clock.advance(20 * 60 * 1000);
    expect(await currentUserStatus(account.token)).toBe(401);
    const { model } = (await refresh(account.refreshToken)).json();
    expect(await currentUserStatus(model.token)).toBe(200);
  });

  it('accepts each refresh token only once, once the grace window is over', async () => {
    const account = await registerAccount(t.app);
    expect((await refresh(account.refreshToken)).statusCode).toBe(200);
    t.clock.advance(PAST_GRACE_MS);
    const reused = await refresh(account.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      success: false,
      message: 'Your session has expired. Please sign in again.',
      errors: null,
      model: null,
    });
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const account = await registerAccount(t.app);
    const first = (await refresh(account.refreshToken)).json().model;
    const second = (await refresh(first.refresh_token)).json().model;
    expect(await currentUserStatus(second.token)).toBe(200);

    // Someone replays a token that was already rotated away, after the grace window.
    t.clock.advance(PAST_GRACE_MS);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);

    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect(await currentUserStatus(second.token)).toBe(401);
    expect(await currentUserStatus(account.token)).toBe(401);
  });

  it('lets two tabs refresh with the same token at once: both get the same new pair, nothing is revoked', async () => {
    const account = await registerAccount(t.app);
    const [first, second] = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const [a, b] = [first.json().model, second.json().model];
    expect(a.refresh_token).toBe(b.refresh_token);
    expect(a.refresh_token).not.toBe(account.refreshToken);
    expect(await currentUserStatus(a.token)).toBe(200);
    expect(await currentUserStatus(b.token)).toBe(200);

    // The family lives on: the shared successor rotates normally.
    const next = await refresh(a.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(await currentUserStatus(next.json().model.token)).toBe(200);
  });

  it('hands a token used moments ago its unused successor again, without revoking the family', async () => {
    const account = await registerAccount(t.app);
    const first = (await refresh(account.refreshToken)).json().model;
    t.clock.advance(29 * 1000);
    const again = await refresh(account.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().model.refresh_token).toBe(first.refresh_token);
    expect(await currentUserStatus(first.token)).toBe(200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the family when a used token comes back after its successor was used, even within the window', async () => {
    const account = await registerAccount(t.app);
    const first = (await refresh(account.refreshToken)).json().model;
    const second = (await refresh(first.refresh_token)).json().model;
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect(await currentUserStatus(second.token)).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('revokes the family when a used token comes back after the grace window', async () => {
    const account = await registerAccount(t.app);
    const first = (await refresh(account.refreshToken)).json().model;
    t.clock.advance(PAST_GRACE_MS);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect(await currentUserStatus(first.token)).toBe(401);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions alone when one family is revoked', async () => {
    const account = await registerAccount(t.app);
    const otherDevice = (await signIn(t.app, account.email, VALID_PASSWORD)).json().model;
    await refresh(account.refreshToken);
    t.clock.advance(PAST_GRACE_MS);
    await refresh(account.refreshToken); // reuse: revokes the registration session only

    expect(await currentUserStatus(otherDevice.token)).toBe(200);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
  });

  it('refuses unknown tokens in the request language', async () => {
    const response = await refresh('made-up-token', ARABIC);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.');
  });

  it('refuses a refresh token after 30 days', async () => {
    const account = await registerAccount(t.app);
    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
  });

  it('requires the refresh token field', async () => {
    for (const value of [undefined, null, '']) {
      const response = await refresh(value);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ refresh_token: ['The refresh token is required'] });
    }
  });

  it('calls a refresh token of the wrong type invalid, not missing', async () => {
    for (const value of [42, { token: 'x' }, ['x']]) {
      const response = await refresh(value);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ refresh_token: ['This value is not valid'] });
    }
  });

  it('calls an over-long refresh token too long, not missing', async () => {
    const response = await refresh('x'.repeat(600), ARABIC);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ refresh_token: ['هذا الحقل أطول من المسموح'] });
  });

  it('rejects an absurdly long token as invalid input, not as a server error', async () => {
    const response = await refresh('x'.repeat(10_000));
    expect(response.statusCode).toBe(400);
  });
});

describe('logout', () => {
  it('revokes the session: its refresh and access tokens stop working', async () => {
    const account = await registerAccount(t.app);
    const { model } = (await refresh(account.refreshToken)).json();
    const response = await logout(model.refresh_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'You have been signed out',
      errors: null,
      model: null,
    });

    expect((await refresh(model.refresh_token)).statusCode).toBe(401);
    expect(await currentUserStatus(model.token)).toBe(401);
  });

  it('is idempotent: signing out twice, or with an unknown token, still succeeds', async () => {
    const account = await registerAccount(t.app);
    expect((await logout(account.refreshToken)).statusCode).toBe(200);
    expect((await logout(account.refreshToken)).statusCode).toBe(200);
    expect((await logout('never-issued')).statusCode).toBe(200);
  });
});
