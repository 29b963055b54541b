// Corners of the popup flow the stand-in does not produce: a consent with the Business Profile permission
// unticked (Google's granular consent), an exchange without a refresh token. A small fake Google plays them.
import { googleConnectionSignalSchema } from '@sumaa/contracts';
import { callback, postedSignal, startConnection } from './support/connection-steps';
import { fakeGoogleEnvironment, fakeUser, startFakeGoogle, type FakeGoogle } from './support/fake-google';
import { registerAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp(fakeGoogleEnvironment(google));
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

async function storedConnectionCount(businessId: string): Promise<number> {
  const [row] = await t.app.db.ownerTransaction((tx) =>
    tx.query<{ n: number }>('SELECT count(*)::int AS n FROM google_connections WHERE business_id = $1', [
      businessId,
    ]),
  );
  return row.n;
}

describe('the popup flow with an unusual answer from Google', () => {
  it('signals scope_missing when the user unticked the Business Profile permission, and stores nothing', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const code = google.approve(started.authorizeUrl.toString(), fakeUser('partial'), {
      scopes: ['openid', 'https://www.googleapis.com/auth/userinfo.email'],
    });
    const page = await callback(t.app, { code, state: started.state }, started.cookie);
    expect(page.statusCode).toBe(400);
    expect(googleConnectionSignalSchema.parse(postedSignal(page.body))).toMatchObject({
      code: 'scope_missing',
      message:
        'Sumaa needs permission to manage your Business Profile. Try again and keep that permission ticked.',
    });
    expect(await storedConnectionCount(owner.businessId)).toBe(0);
  });

  it('signals a failed exchange when Google sends no refresh token, and stores nothing', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const code = google.approve(started.authorizeUrl.toString(), fakeUser('online'));
    google.omitRefreshToken = true;
    try {
      const page = await callback(t.app, { code, state: started.state }, started.cookie);
      expect(googleConnectionSignalSchema.parse(postedSignal(page.body))).toMatchObject({
        code: 'token_exchange_failed',
      });
    } finally {
      google.omitRefreshToken = false;
    }
    expect(await storedConnectionCount(owner.businessId)).toBe(0);
  });

  it('exchanges the code with the PKCE verifier and the redirect URI of the consent request', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const code = google.approve(started.authorizeUrl.toString(), fakeUser('pkce'));
    // The fake refuses a verifier that does not match the challenge, so a connection proves the pair.
    expect((await callback(t.app, { code, state: started.state }, started.cookie)).statusCode).toBe(200);
    const exchange = google.requests
      .filter((request) => request.form.grant_type === 'authorization_code')
      .at(-1)!;
    expect(exchange.form).toMatchObject({
      redirect_uri: 'http://api.sumaa.test/api/Auth/google-login/callback',
    });
    expect(exchange.form.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  });

  it('stores none of the tokens Google issued in readable form', async () => {
    const owner = await registerAccount(t.app);
    const issuedBefore = google.issuedTokens.length;
    const started = await startConnection(t.app, owner);
    const code = google.approve(started.authorizeUrl.toString(), fakeUser('sealed'));
    const page = await callback(t.app, { code, state: started.state }, started.cookie);
    expect(page.statusCode).toBe(200);

    const issued = google.issuedTokens.slice(issuedBefore);
    expect(issued).toHaveLength(2); // the access token and the refresh token of this grant
    const [row] = await t.app.db.ownerTransaction((tx) =>
      tx.query('SELECT * FROM google_connections WHERE business_id = $1', [owner.businessId]),
    );
    for (const token of issued) {
      expect(JSON.stringify(row)).not.toContain(token);
      expect(page.body).not.toContain(token);
    }
  });
});
