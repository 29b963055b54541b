import { STANDIN_USERS, startGoogleStandin, type GoogleStandin } from '../index';
import { getJson, postForm, sendJsonRequest } from './http-helpers';

let standin: GoogleStandin;
let token: string;

beforeAll(async () => {
  standin = await startGoogleStandin({ port: 0, benchReviews: 0 });
  token = (await standin.issueTokens({ email: STANDIN_USERS.hotelOwner })).access_token;
});
afterAll(() => standin.stop());
afterEach(() => standin.clearFaults());

const listAccounts = () => getJson(standin, '/v1/accounts', token);

it('answers 429 RESOURCE_EXHAUSTED with Retry-After for the next N API requests', async () => {
  standin.setFaults({ rate429: { count: 2, retryAfterSeconds: 3 } });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { status, headers, body } = await listAccounts();
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('3');
    expect(body.error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
  }
  expect((await listAccounts()).status).toBe(200);
  expect(standin.state().faultsInjected.rate429).toBeGreaterThanOrEqual(2);
});

it('answers 500 INTERNAL, and 503 or an HTML 502 when asked', async () => {
  standin.setFaults({ rate500: { count: 1 } });
  const internal = await listAccounts();
  expect(internal.status).toBe(500);
  expect(internal.body.error.status).toBe('INTERNAL');
  expect((await listAccounts()).status).toBe(200);

  standin.setFaults({ rate500: { count: 1, status: 503 } });
  expect((await listAccounts()).body.error.status).toBe('UNAVAILABLE');

  standin.setFaults({ rate500: { count: 1, status: 502 } });
  const badGateway = await fetch(`${standin.url}/v1/accounts`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(badGateway.status).toBe(502);
  expect(badGateway.headers.get('content-type')).toContain('text/html');
});

it('fails about the given share of requests with a probability', async () => {
  standin.setFaults({ rate500: { probability: 0.5 } });
  const statuses = [];
  for (let attempt = 0; attempt < 40; attempt += 1) statuses.push((await listAccounts()).status);
  const failures = statuses.filter((status) => status === 500).length;
  expect(failures).toBeGreaterThan(8);
  expect(failures).toBeLessThan(32);
});

it('slows API answers down', async () => {
  standin.setFaults({ delayMs: 300 });
  const started = Date.now();
  expect((await listAccounts()).status).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  expect(standin.state().faultsInjected.delayed).toBeGreaterThanOrEqual(1);
});

it('expires every access token so that clients must refresh', async () => {
  const tokens = await standin.issueTokens({ email: STANDIN_USERS.cafeOwner });
  const update = standin.setFaults({ expireTokens: true });
  expect(update.expiredAccessTokens).toBeGreaterThanOrEqual(1);
  const expired = await getJson(standin, '/v1/accounts', tokens.access_token);
  expect(expired.status).toBe(401);
  expect(expired.body.error.status).toBe('UNAUTHENTICATED');
  expect(standin.state().faultsInjected.expiredTokenRejections).toBeGreaterThanOrEqual(1);

  const refreshed = await postForm(standin, '/token', {
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token!,
    client_id: standin.clientId,
    client_secret: standin.clientSecret,
  });
  expect((await getJson(standin, '/v1/accounts', refreshed.body.access_token)).status).toBe(200);
  token = (await standin.issueTokens({ email: STANDIN_USERS.hotelOwner })).access_token;
});

it('revokes refresh tokens as if the user removed access', async () => {
  const tokens = await standin.issueTokens({ email: STANDIN_USERS.cafeOwner });
  standin.setFaults({ revokeRefreshTokens: true });
  const refreshed = await postForm(standin, '/token', {
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token!,
    client_id: standin.clientId,
    client_secret: standin.clientSecret,
  });
  expect(refreshed.body.error).toBe('invalid_grant');
  token = (await standin.issueTokens({ email: STANDIN_USERS.hotelOwner })).access_token;
});

it('leaves the consent page and the token endpoint alone unless asked', async () => {
  standin.setFaults({ rate500: {} });
  const page = await fetch(
    `${standin.url}/o/oauth2/v2/auth?${new URLSearchParams({
      client_id: standin.clientId,
      redirect_uri: 'http://localhost:3000/callback',
      response_type: 'code',
      scope: 'openid',
    })}`,
  );
  expect(page.status).toBe(200);
  const refresh = () =>
    postForm(standin, '/token', {
      grant_type: 'refresh_token',
      refresh_token: 'unknown',
      client_id: standin.clientId,
      client_secret: standin.clientSecret,
    });
  expect((await refresh()).status).toBe(400);

  standin.setFaults({ rate500: {}, includeTokenEndpoint: true });
  expect((await refresh()).status).toBe(500);
});

describe('over HTTP', () => {
  it('sets, shows and clears faults, and counts requests', async () => {
    const set = await sendJsonRequest(standin, 'POST', '/__standin/faults', { rate429: { count: 1 } });
    expect(set.status).toBe(200);
    expect(set.body.faults).toEqual({ rate429: { count: 1 } });
    expect((await listAccounts()).status).toBe(429);

    const state = await getJson(standin, '/__standin/state');
    expect(state.body.requests.byRoute.listAccounts).toBeGreaterThanOrEqual(1);
    expect(state.body.activeFaults).toEqual({ rate429: { count: 0 } });

    expect((await sendJsonRequest(standin, 'DELETE', '/__standin/faults')).body).toEqual({ faults: {} });
    expect((await listAccounts()).status).toBe(200);
  });

  it('says what is wrong with a fault setting', async () => {
    const wrong = await sendJsonRequest(standin, 'POST', '/__standin/faults', {
      rate429: { probability: 2 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain('rate429.probability');
    const unknown = await sendJsonRequest(standin, 'POST', '/__standin/faults', { rate404: {} });
    expect(unknown.body.error).toContain('rate404');
  });
});
