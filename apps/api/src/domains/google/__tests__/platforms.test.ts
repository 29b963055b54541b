// POST /api/Platforms/connect (tokens a client already holds), GET and DELETE /api/Platforms/google,
// against the Google stand-in.
import { googleConnectionStatusSchema } from '@sumaa/contracts';
import { addMember } from './support/connection-steps';
import { STANDIN_USERS, startStandinTestBed, type StandinTestBed } from './support/standin';
import {
  connectBody,
  platformsConnect,
  standinTokens,
  tokenEndpointCalls,
} from './support/standin-connection';
import { ARABIC, bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';

let bed: StandinTestBed;
let t: TestApp;
beforeAll(async () => {
  bed = await startStandinTestBed();
  t = bed.t;
});
afterAll(async () => {
  await bed.close();
});
afterEach(() => {
  bed.standin.clearFaults();
});

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
    const tokens = await standinTokens(bed, STANDIN_USERS.cafeOwner);
    const accountCallsBefore = bed.standin.state().requests.byRoute.listAccounts ?? 0;
    const response = await platformsConnect(t.app, owner, connectBody(bed, tokens));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your Google Business Profile is connected',
    });
    expect(googleConnectionStatusSchema.parse(response.json().model)).toMatchObject({ connected: true });
    expect(response.body).not.toContain(tokens.accessToken);
    expect(response.body).not.toContain(tokens.refreshToken);
    expect(bed.standin.state().requests.byRoute.listAccounts).toBe(accountCallsBefore + 1);

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
    const tokens = await standinTokens(bed, STANDIN_USERS.hotelOwner);
    bed.standin.setFaults({ expireTokens: true });
    const refreshesBefore = tokenEndpointCalls(bed);
    const response = await platformsConnect(t.app, owner, {
      ...connectBody(bed, tokens),
      expiresAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(response.statusCode).toBe(200);
    expect(tokenEndpointCalls(bed)).toBe(refreshesBefore + 1);
  });

  it('answers 400 googleTokenRejected, in the request language, when Google refuses the tokens', async () => {
    const owner = await registerAccount(t.app);
    const response = await platformsConnect(
      t.app,
      owner,
      connectBody(bed, { accessToken: 'ya29.not-valid', refreshToken: '1//0not-valid', expiresIn: 3599 }),
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

  it('answers 400, not 502, to tokens with characters no OAuth token has, without calling Google', async () => {
    const owner = await registerAccount(t.app);
    const accountCallsBefore = bed.standin.state().requests.byRoute.listAccounts ?? 0;
    const response = await platformsConnect(
      t.app,
      owner,
      connectBody(bed, { accessToken: 'ا', refreshToken: 'token\nwith-a-line-break', expiresIn: 3599 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      accessToken: ['Google did not accept these tokens. Connect your Google account again.'],
      refreshToken: ['Google did not accept these tokens. Connect your Google account again.'],
    });
    expect(bed.standin.state().requests.byRoute.listAccounts ?? 0).toBe(accountCallsBefore);
  });

  it('refuses tokens without the Business Profile permission', async () => {
    const owner = await registerAccount(t.app);
    const tokens = await standinTokens(bed, STANDIN_USERS.cafeOwner, 'openid email');
    const response = await platformsConnect(t.app, owner, connectBody(bed, tokens));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Sumaa needs permission to manage your Business Profile. Try again and keep that permission ticked.',
    );
  });

  it('names each invalid field', async () => {
    const owner = await registerAccount(t.app);
    const response = await platformsConnect(t.app, owner, {
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
    const missing = await platformsConnect(t.app, owner, {});
    expect(missing.json().errors).toMatchObject({
      platformType: ['This field is required'],
      expiresAt: ['This field is required'],
    });
  });

  it('accepts GOOGLE in any letter case and an expiry with an offset', async () => {
    const owner = await registerAccount(t.app);
    const tokens = await standinTokens(bed, STANDIN_USERS.cafeOwner);
    const response = await platformsConnect(t.app, owner, {
      ...connectBody(bed, tokens),
      platformType: 'Google',
      expiresAt: new Date(t.clock.now().getTime() + 3_000_000).toISOString().replace('Z', '+00:00'),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 502 when Google cannot be reached to check the tokens', async () => {
    const owner = await registerAccount(t.app);
    const tokens = await standinTokens(bed, STANDIN_USERS.cafeOwner);
    bed.standin.setFaults({ rate500: { status: 503 } });
    const response = await platformsConnect(t.app, owner, connectBody(bed, tokens));
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Google Business Profile could not be reached. Please try again in a few minutes.',
    );
    expect((await status(owner)).json().model.connected).toBe(false);
  });

  it('is for admins of the business only', async () => {
    const owner = await registerAccount(t.app);
    const viewer = await registerAccount(t.app);
    await addMember(t.app, owner.businessId, viewer.userId, 'viewer');
    const tokens = await standinTokens(bed, STANDIN_USERS.cafeOwner);
    const response = await platformsConnect(
      t.app,
      { token: viewer.token, businessId: owner.businessId },
      connectBody(bed, tokens),
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
    await platformsConnect(t.app, owner, connectBody(bed, await standinTokens(bed, STANDIN_USERS.cafeOwner)));
    const viewer = await registerAccount(t.app);
    await addMember(t.app, owner.businessId, viewer.userId, 'viewer');
    const asViewer = { ...bearer(viewer.token), 'x-business-id': owner.businessId };

    const seen = await t.app.inject({ method: 'GET', url: '/api/Platforms/google', headers: asViewer });
    expect(seen.json().model.connected).toBe(true);
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/Platforms/google', headers: asViewer });
    expect(refused.statusCode).toBe(403);

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
        `SELECT access_token_encrypted, refresh_token_encrypted, revoke_reason
           FROM google_connections WHERE business_id = $1`,
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
    await platformsConnect(
      t.app,
      connected,
      connectBody(bed, await standinTokens(bed, STANDIN_USERS.cafeOwner)),
    );
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
