import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { authSessionSchema } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ARABIC, ENGLISH, bearer, registerAccount } from '../../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function currentUser(headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/UsernameAuth/user', headers });
}

/** What the end-to-end tests do: sign a token of their own with the secret kept in DATA_DIR/jwt-secret. */
function signWithStoredSecret(claims: { sub: string; sid: string; role: string }, expiresAt: number) {
  const secret = new TextEncoder().encode(readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim());
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('sumaa-api')
    .setAudience('sumaa')
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(secret);
}

function decodePayload(token: string): { sub: string; sid: string; role: string; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe('POST /api/UsernameAuth/user', () => {
  it('returns the signed-in user with the current token and no refresh token', async () => {
    const account = await registerAccount(t.app);
    const response = await currentUser(bearer(account.token));
    expect(response.statusCode).toBe(200);
    const model = authSessionSchema.parse(response.json().model);
    expect(model).toMatchObject({ token: account.token, refresh_token: null, role: 'admin' });
    expect(model.user.id).toBe(account.userId);
    expect(model.expiresIn).toBeGreaterThan(0);
    expect(model.expiresIn).toBeLessThanOrEqual(900);
  });

  it('accepts a JSON content type with an empty body, as browsers send it', async () => {
    const account = await registerAccount(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 notAuthenticated without a token', async () => {
    const response = await currentUser(ENGLISH);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'User is not authenticated. JWT token missing.',
      errors: null,
      model: null,
    });
  });

  it('answers 401 tokenInvalid to a token signed with another key', async () => {
    const account = await registerAccount(t.app);
    const claims = decodePayload(account.token);
    const forged = await new SignJWT({ sid: claims.sid, role: 'super_admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('sumaa-api')
      .setAudience('sumaa')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('an-attacker-secret-that-is-long-enough-0123456789'));
    const response = await currentUser({ ...ARABIC, ...bearer(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('جلستك غير صالحة أو منتهية. يرجى تسجيل الدخول مرة أخرى.');
  });

  it('answers 401 to a token whose payload was edited', async () => {
    const account = await registerAccount(t.app);
    const [header, payload, signature] = account.token.split('.');
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'super_admin' }),
    ).toString('base64url');
    const response = await currentUser(bearer(`${header}.${edited}.${signature}`));
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to an unsigned (alg none) token and to garbage', async () => {
    const account = await registerAccount(t.app);
    const claims = decodePayload(account.token);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    for (const token of [unsigned, 'not.a.jwt', 'garbage']) {
      const response = await currentUser(bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session is invalid or has expired. Please sign in again.');
    }
  });

  it('answers 401 once the access token has expired', async () => {
    const account = await registerAccount(t.app);
    t.clock.advance(901 * 1000);
    const response = await currentUser(bearer(account.token));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session is invalid or has expired. Please sign in again.');
  });

  it('refuses a token it accepted a moment ago once that token has expired', async () => {
    const account = await registerAccount(t.app);
    expect((await currentUser(bearer(account.token))).statusCode).toBe(200);
    t.clock.advance(901 * 1000);
    expect((await currentUser(bearer(account.token))).statusCode).toBe(401);
  });

  // The embedded default's secret file (what the e2e run reads); on PostgreSQL the secret must come from JWT_SECRET,
  // shared by every process (config.ts), so there is no file to read.
  const onTheEmbeddedDefault = process.env.DATABASE_URL ? it.skip : it;
  onTheEmbeddedDefault(
    'signs tokens with the secret kept in DATA_DIR/jwt-secret, so an expired one made from it is refused',
    async () => {
      const account = await registerAccount(t.app);
      const claims = decodePayload(account.token);
      const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);

      const valid = await signWithStoredSecret(claims, nowSeconds + 600);
      expect((await currentUser(bearer(valid))).statusCode).toBe(200);

      const expired = await signWithStoredSecret(claims, nowSeconds - 60);
      expect((await currentUser(bearer(expired))).statusCode).toBe(401);
    },
  );

  it('stops accepting an access token once its session is signed out', async () => {
    const account = await registerAccount(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/logout',
      payload: { refresh_token: account.refreshToken },
    });
    expect((await currentUser(bearer(account.token))).statusCode).toBe(401);
  });

  it('answers 403 to a valid token of a deactivated account', async () => {
    const account = await registerAccount(t.app);
    await t.app.db.ownerTransaction((tx) =>
      tx.query('UPDATE users SET is_active = false WHERE id = $1', [account.userId]),
    );
    const response = await currentUser(bearer(account.token));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account has been disabled');
  });
});
