// googleClientFor against the Google stand-in (sharing the app's clock): each business's own tokens,
// renewed before they expire and after a 401, one refresh at a time per business, and a connection
// Google revoked reported as not connected.
import { googleClientFor, GoogleNotConnectedError } from '..';
import { bearer, registerAccount, signIn } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';
import { STANDIN_USERS, startStandinTestBed, type StandinTestBed } from './support/standin';
import { connectedOwner, tokenEndpointCalls } from './support/standin-connection';

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

const accountNamesOf = (email: string) =>
  bed.standin.users
    .find((user) => user.email === email)!
    .accounts.map((account) => account.name)
    .sort();

async function listedAccountNames(businessId: string): Promise<string[]> {
  const client = await googleClientFor(t.app, businessId);
  return (await client.listAccounts()).map((account) => account.name).sort();
}

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
    const { owner } = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const before = tokenEndpointCalls(bed);
    expect(await listedAccountNames(owner.businessId)).toEqual(accountNamesOf(STANDIN_USERS.cafeOwner));
    expect(tokenEndpointCalls(bed)).toBe(before);
  });

  it('refreshes a token with less than a minute left before using it, and saves the new one', async () => {
    const { owner } = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const client = await googleClientFor(t.app, owner.businessId);
    // 59 s left: Google would still accept it, but a call may outlast it.
    t.clock.advance(3599_000 - 59_000);
    const before = tokenEndpointCalls(bed);
    await client.listAccounts();
    expect(tokenEndpointCalls(bed)).toBe(before + 1);

    // A client made later reads the saved token: no second refresh.
    await listedAccountNames(owner.businessId);
    expect(tokenEndpointCalls(bed)).toBe(before + 1);
  });

  it('refreshes once after Google answers 401, and retries the call with the new token', async () => {
    const { owner } = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    const client = await googleClientFor(t.app, owner.businessId);
    bed.standin.setFaults({ expireTokens: true });
    const before = tokenEndpointCalls(bed);
    expect((await client.listAccounts()).map((account) => account.name).sort()).toEqual(
      accountNamesOf(STANDIN_USERS.hotelOwner),
    );
    expect(tokenEndpointCalls(bed)).toBe(before + 1);
  });

  it('runs one refresh per business when many calls need one at once', async () => {
    const { owner } = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    t.clock.advance(3600_000);
    // A slow token endpoint, so the calls really overlap.
    bed.standin.setFaults({ delayMs: { ms: 300 }, includeTokenEndpoint: true });
    const before = tokenEndpointCalls(bed);
    const clients = await Promise.all([1, 2, 3].map(() => googleClientFor(t.app, owner.businessId)));
    await Promise.all([...clients, ...clients].map((client) => client.listAccounts()));
    expect(tokenEndpointCalls(bed)).toBe(before + 1);
  });

  it('marks the connection revoked when Google refuses the refresh token (invalid_grant)', async () => {
    const { owner } = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const client = await googleClientFor(t.app, owner.businessId);
    bed.standin.setFaults({ revokeRefreshTokens: true });
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

  it('completes through the stand-in’s injected 429 (Retry-After) and 500, 502, 503 answers', async () => {
    const { owner } = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const client = await googleClientFor(t.app, owner.businessId);
    const expected = accountNamesOf(STANDIN_USERS.cafeOwner);

    bed.standin.setFaults({ rate429: { count: 1, retryAfterSeconds: 1 } });
    const started = Date.now();
    expect((await client.listAccounts()).map((account) => account.name).sort()).toEqual(expected);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    for (const status of [500, 502, 503] as const) {
      bed.standin.setFaults({ rate500: { count: 2, status } });
      expect((await client.listAccounts()).map((account) => account.name).sort()).toEqual(expected);
    }
    expect(bed.standin.state().faultsInjected).toMatchObject({ rate429: 1, rate500: 6 });
  });

  it('never uses one business’s tokens for another, also when refreshing', async () => {
    const cafe = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const hotel = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    expect(await listedAccountNames(hotel.owner.businessId)).toEqual(
      accountNamesOf(STANDIN_USERS.hotelOwner),
    );
    expect(await listedAccountNames(cafe.owner.businessId)).toEqual(accountNamesOf(STANDIN_USERS.cafeOwner));

    t.clock.advance(3600_000);
    expect(await listedAccountNames(cafe.owner.businessId)).toEqual(accountNamesOf(STANDIN_USERS.cafeOwner));
    expect(await listedAccountNames(hotel.owner.businessId)).toEqual(
      accountNamesOf(STANDIN_USERS.hotelOwner),
    );
  });

  it('keeps the tokens unreadable to every other business at the database level', async () => {
    const { owner } = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const other = await registerAccount(t.app);
    const asOther = { businessId: other.businessId, userId: other.userId };
    const seen = await t.app.db.tenantTransaction(asOther, (tx) =>
      tx.query('SELECT business_id FROM google_connections'),
    );
    expect(seen).toEqual([]);
    const changed = await t.app.db.tenantTransaction(asOther, (tx) =>
      tx.query(`UPDATE google_connections SET scopes = '{}' WHERE business_id = $1 RETURNING business_id`, [
        owner.businessId,
      ]),
    );
    expect(changed).toEqual([]);
  });
});
