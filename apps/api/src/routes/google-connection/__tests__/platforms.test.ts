// POST /api/Platforms/connect (tokens a client already holds), GET and DELETE /api/Platforms/google.
import { googleConnectionStatusSchema } from '@sumaa/contracts';
import { addMember } from '../../../integrations/google/__tests__/support/connection-steps';
import {
  fakeGoogleEnvironment,
  fakeUser,
  startFakeGoogle,
  type FakeGoogle,
} from '../../../integrations/google/__tests__/support/fake-google';
import { ARABIC, ENGLISH, bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';
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

const inAnHour = () => new Date(t.clock.now().getTime() + 3600_000).toISOString();

function connectRequest(
  session: { token: string; businessId: string },
  payload: Record<string, unknown>,
  headers: Record<string, string> = ENGLISH,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Platforms/connect',
    headers: { ...headers, ...bearer(session.token), 'x-business-id': session.businessId },
    payload,
  });
}

function validBody(tokens: { accessToken: string; refreshToken: string }) {
  return {
    platformType: 'google',
    platformName: 'Google Business Profile',
    ...tokens,
    expiresAt: inAnHour(),
  };
}

function status(session: RegisteredAccount) {
  return t.app.inject({
    method: 'GET',
    url: '/api/Platforms/google',
    headers: { ...bearer(session.token), 'x-business-id': session.businessId },
  });
}

describe('POST /api/Platforms/connect', () => {
  it('checks the tokens with Google, stores them encrypted and moves the owner to choosing locations', async () => {
    const owner = await registerAccount(t.app);
    const tokens = google.grant(fakeUser('connect'));
    const response = await connectRequest(owner, validBody(tokens));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your Google Business Profile is connected',
    });
    expect(googleConnectionStatusSchema.parse(response.json().model)).toMatchObject({ connected: true });
    expect(response.body).not.toContain(tokens.accessToken);
    expect(response.body).not.toContain(tokens.refreshToken);
    expect(google.requests.at(-1)).toMatchObject({
      path: '/v1/accounts?pageSize=20',
      authorization: `Bearer ${tokens.accessToken}`,
    });

    const [row] = await t.app.db.ownerTransaction((tx) =>
      tx.query('SELECT * FROM google_connections WHERE business_id = $1', [owner.businessId]),
    );
    expect(JSON.stringify(row)).not.toContain(tokens.refreshToken);
    expect(JSON.stringify(row)).not.toContain(tokens.accessToken);
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: bearer(owner.token),
    });
    expect(user.json().model.user.currentStep).toBe(1);
    expect((await status(owner)).json().model).toMatchObject({ connected: true, needsReconnect: false });
  });

  it('renews an access token that has already expired with the refresh token before checking it', async () => {
    const owner = await registerAccount(t.app);
    const tokens = google.grant(fakeUser('expired'));
    google.expireAccessToken(tokens.accessToken);
    const response = await connectRequest(owner, {
      ...validBody(tokens),
      expiresAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(response.statusCode).toBe(200);
    expect(google.requests.some((request) => request.form.refresh_token === tokens.refreshToken)).toBe(true);
  });

  it('answers 400 googleTokenRejected, in the request language, when Google refuses the tokens', async () => {
    const owner = await registerAccount(t.app);
    const response = await connectRequest(
      owner,
      validBody({ accessToken: 'ya29.not-valid', refreshToken: '1//not-valid' }),
      ARABIC,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'لم يقبل Google هذه الرموز. اربط حسابك في Google مرة أخرى.',
      model: null,
    });
    expect((await status(owner)).json().model.connected).toBe(false);
  });

  it('refuses tokens without the Business Profile permission', async () => {
    const owner = await registerAccount(t.app);
    const tokens = google.grant(fakeUser('narrow'), ['openid']);
    const response = await connectRequest(owner, validBody(tokens));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Sumaa needs permission to manage your Business Profile. Try again and keep that permission ticked.',
    );
  });

  it('names each invalid field', async () => {
    const owner = await registerAccount(t.app);
    const response = await connectRequest(owner, {
      platformType: 'facebook',
      accessToken: '  ',
      expiresAt: 'tomorrow',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      platformType: ['Only Google can be connected'],
      accessToken: ['The access token is required'],
      refreshToken: ['The refresh token is required'],
      expiresAt: ['The expiry must be a date and time in ISO 8601 format'],
    });
    const missing = await connectRequest(owner, {});
    expect(missing.json().errors).toMatchObject({
      platformType: ['This field is required'],
      expiresAt: ['This field is required'],
    });
  });

  it('accepts GOOGLE in any letter case and an expiry with an offset', async () => {
    const owner = await registerAccount(t.app);
    const tokens = google.grant(fakeUser('case'));
    const response = await connectRequest(owner, {
      ...validBody(tokens),
      platformType: 'Google',
      expiresAt: '2099-01-01T12:00:00+03:00',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 502 when Google cannot be reached to check the tokens', async () => {
    const owner = await registerAccount(t.app);
    const tokens = google.grant(fakeUser('outage'));
    google.failNext(
      '/v1/accounts',
      Array.from({ length: 5 }, () => ({ status: 503 })),
    );
    const response = await connectRequest(owner, validBody(tokens));
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Google Business Profile could not be reached. Please try again in a few minutes.',
    );
  });

  it('is for admins of the business only', async () => {
    const owner = await registerAccount(t.app);
    const viewer = await registerAccount(t.app);
    await addMember(t.app, owner.businessId, viewer.userId, 'viewer');
    const tokens = google.grant(fakeUser('viewer'));
    const response = await connectRequest(
      { token: viewer.token, businessId: owner.businessId },
      validBody(tokens),
    );
    expect(response.statusCode).toBe(403);
    expect((await status(owner)).json().model.connected).toBe(false);
  });
});

describe('GET and DELETE /api/Platforms/google', () => {
  it('shows a new business as not connected', async () => {
    const owner = await registerAccount(t.app);
    expect((await status(owner)).json().model).toEqual({
      connected: false,
      googleEmail: null,
      connectedAt: null,
      needsReconnect: false,
    });
  });

  it('lets members read the status but only admins disconnect, which deletes the tokens', async () => {
    const owner = await registerAccount(t.app);
    await connectRequest(owner, validBody(google.grant(fakeUser('disconnect'))));
    const viewer = await registerAccount(t.app);
    await addMember(t.app, owner.businessId, viewer.userId, 'viewer');
    const asViewer = { ...bearer(viewer.token), 'x-business-id': owner.businessId };

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Platforms/google', headers: asViewer })).json().model
        .connected,
    ).toBe(true);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/Platforms/google', headers: asViewer })).statusCode,
    ).toBe(403);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/Platforms/google',
      headers: { ...bearer(owner.token), 'x-business-id': owner.businessId },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: 'Google Business Profile has been disconnected',
      model: { connected: false, needsReconnect: false },
    });
    const [row] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{
        access_token_encrypted: string | null;
        refresh_token_encrypted: string | null;
        revoke_reason: string;
      }>(
        'SELECT access_token_encrypted, refresh_token_encrypted, revoke_reason FROM google_connections WHERE business_id = $1',
        [owner.businessId],
      ),
    );
    expect(row).toEqual({
      access_token_encrypted: null,
      refresh_token_encrypted: null,
      revoke_reason: 'disconnected',
    });
  });

  it('never shows one business the connection of another', async () => {
    const connected = await registerAccount(t.app);
    await connectRequest(connected, validBody(google.grant(fakeUser('tenant'))));
    const other = await registerAccount(t.app);
    expect((await status(other)).json().model.connected).toBe(false);
    const naming = await t.app.inject({
      method: 'GET',
      url: '/api/Platforms/google',
      headers: { ...bearer(other.token), 'x-business-id': connected.businessId },
    });
    expect(naming.statusCode).toBe(403);
  });
});
