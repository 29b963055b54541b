// googleClientFor: each business's own tokens, renewed before they expire and after a 401, one refresh at
// a time per business, and a connection Google revoked reported as not connected.
import { googleClientFor, GoogleNotConnectedError } from '..';
import { bearer, registerAccount, signIn, type RegisteredAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  fakeGoogleEnvironment,
  fakeUser,
  startFakeGoogle,
  type FakeGoogle,
  type FakeGoogleUser,
} from './support/fake-google';

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

interface Connected {
  owner: RegisteredAccount;
  user: FakeGoogleUser;
  tokens: { accessToken: string; refreshToken: string };
}

/** A business connected through POST /api/Platforms/connect with an access token valid for an hour. */
async function connectedBusiness(label: string): Promise<Connected> {
  const owner = await registerAccount(t.app);
  const user = fakeUser(label);
  const tokens = google.grant(user);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Platforms/connect',
    headers: { ...bearer(owner.token), 'x-business-id': owner.businessId },
    payload: {
      platformType: 'google',
      platformName: 'Google',
      ...tokens,
      expiresAt: new Date(t.clock.now().getTime() + 3600_000).toISOString(),
    },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { owner, user, tokens };
}

const refreshesOf = (refreshToken: string) =>
  google.requests.filter(
    (request) => request.form.grant_type === 'refresh_token' && request.form.refresh_token === refreshToken,
  );

describe('googleClientFor', () => {
  it('refuses a business that never connected Google', async () => {
    const owner = await registerAccount(t.app);
    await expect(googleClientFor(t.app, owner.businessId)).rejects.toBeInstanceOf(GoogleNotConnectedError);
    await expect(googleClientFor(t.app, owner.businessId)).rejects.toMatchObject({
      statusCode: 401,
      messageCode: 'googleNotConnected',
    });
  });

  it('uses the stored access token while it is valid, without refreshing', async () => {
    const { owner, tokens } = await connectedBusiness('fresh');
    const client = await googleClientFor(t.app, owner.businessId);
    await client.listAccounts();
    expect(google.requests.at(-1)!.authorization).toBe(`Bearer ${tokens.accessToken}`);
    expect(refreshesOf(tokens.refreshToken)).toHaveLength(0);
  });

  it('refreshes a token with less than a minute left before using it, and saves the new one', async () => {
    const { owner, tokens } = await connectedBusiness('expiring');
    const client = await googleClientFor(t.app, owner.businessId);
    t.clock.advance(3600_000 - 59_000);
    await client.listAccounts();
    expect(refreshesOf(tokens.refreshToken)).toHaveLength(1);
    const usedToken = google.requests.at(-1)!.authorization;
    expect(usedToken).not.toBe(`Bearer ${tokens.accessToken}`);

    // A client made later reads the saved token: no second refresh.
    const later = await googleClientFor(t.app, owner.businessId);
    await later.listAccounts();
    expect(google.requests.at(-1)!.authorization).toBe(usedToken);
    expect(refreshesOf(tokens.refreshToken)).toHaveLength(1);
  });

  it('refreshes once after Google answers 401, and retries the call with the new token', async () => {
    const { owner, tokens } = await connectedBusiness('revoked-access');
    google.expireAccessToken(tokens.accessToken);
    const client = await googleClientFor(t.app, owner.businessId);
    await expect(client.listAccounts()).resolves.toHaveLength(1);
    expect(refreshesOf(tokens.refreshToken)).toHaveLength(1);
  });

  it('runs one refresh per business when many calls need one at once', async () => {
    const { owner, tokens } = await connectedBusiness('concurrent');
    google.refreshDelayMs = 200;
    try {
      t.clock.advance(3600_000);
      const clients = await Promise.all([1, 2, 3].map(() => googleClientFor(t.app, owner.businessId)));
      await Promise.all([...clients, ...clients].map((client) => client.listAccounts()));
    } finally {
      google.refreshDelayMs = 0;
    }
    expect(refreshesOf(tokens.refreshToken)).toHaveLength(1);
  });

  it('keeps the refresh token Google rotates', async () => {
    const { owner, tokens } = await connectedBusiness('rotating');
    google.rotateRefreshTokens = true;
    try {
      t.clock.advance(3600_000);
      await (await googleClientFor(t.app, owner.businessId)).listAccounts();
      t.clock.advance(3600_000);
      // The second refresh must use the rotated token: the first one no longer exists at Google.
      await expect((await googleClientFor(t.app, owner.businessId)).listAccounts()).resolves.toHaveLength(1);
    } finally {
      google.rotateRefreshTokens = false;
    }
    expect(refreshesOf(tokens.refreshToken)).toHaveLength(1);
  });

  it('marks the connection revoked when Google refuses the refresh token (invalid_grant)', async () => {
    const { owner, tokens } = await connectedBusiness('withdrawn');
    google.revokeRefreshToken(tokens.refreshToken);
    const client = await googleClientFor(t.app, owner.businessId);
    t.clock.advance(3600_000);
    await expect(client.listAccounts()).rejects.toBeInstanceOf(GoogleNotConnectedError);
    await expect(googleClientFor(t.app, owner.businessId)).rejects.toBeInstanceOf(GoogleNotConnectedError);

    // An hour passed: the owner's own session expired too.
    const token = (await signIn(t.app, owner.email, owner.password)).json().model.token;
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/Platforms/google',
      headers: { ...bearer(token), 'x-business-id': owner.businessId },
    });
    expect(status.json().model).toMatchObject({ connected: false, needsReconnect: true });
  });

  it('never uses one business’s tokens for another', async () => {
    const a = await connectedBusiness('tenant-a');
    const b = await connectedBusiness('tenant-b');
    await (await googleClientFor(t.app, b.owner.businessId)).listAccounts();
    expect(google.requests.at(-1)!.authorization).toBe(`Bearer ${b.tokens.accessToken}`);
    const accountsOfA = await (await googleClientFor(t.app, a.owner.businessId)).listAccounts();
    expect(google.requests.at(-1)!.authorization).toBe(`Bearer ${a.tokens.accessToken}`);
    expect(accountsOfA.map((account) => account.name)).toEqual([a.user.accounts[0].name]);

    // Even a refresh for A reads only A's row.
    t.clock.advance(3600_000);
    await (await googleClientFor(t.app, a.owner.businessId)).listAccounts();
    expect(
      google.requests.filter((request) => request.form.grant_type === 'refresh_token').at(-1)!.form
        .refresh_token,
    ).toBe(a.tokens.refreshToken);
  });

  it('keeps the tokens unreadable to every other business at the database level', async () => {
    const a = await connectedBusiness('rls-a');
    const b = await registerAccount(t.app);
    const seen = await t.app.db.tenantTransaction({ businessId: b.businessId, userId: b.userId }, (tx) =>
      tx.query('SELECT business_id FROM google_connections'),
    );
    expect(seen).toEqual([]);
    const stolen = await t.app.db.tenantTransaction({ businessId: b.businessId, userId: b.userId }, (tx) =>
      tx.query(`UPDATE google_connections SET scopes = '{}' WHERE business_id = $1 RETURNING business_id`, [
        a.owner.businessId,
      ]),
    );
    expect(stolen).toEqual([]);
  });
});
