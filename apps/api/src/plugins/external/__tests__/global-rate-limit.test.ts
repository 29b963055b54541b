// The floor of every route counts signed-in requests per user and anonymous ones per client address, so a
// whole office behind one address is not refused because of its neighbours; only a verified access token
// names the user, so a client cannot choose its own bucket.
import { randomUUID } from 'node:crypto';
import { bearer } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const PER_MINUTE = 5;
const OFFICE = '198.51.100.10';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: String(PER_MINUTE) });
});
afterAll(async () => {
  await t.close();
});

/** A signed-in user's access token, as sign-in issues it. */
async function signedInUser(): Promise<string> {
  const { token } = await t.app.accessTokens.issue({
    userId: randomUUID(),
    sessionId: randomUUID(),
    role: 'admin',
  });
  return token;
}

function call(options: { remoteAddress: string; headers?: Record<string, string> }) {
  return t.app.inject({ method: 'GET', url: '/api/launch', ...options });
}

describe('the global rate limit', () => {
  it('lets 50 signed-in users behind one address each make their own allowance of requests', async () => {
    const tokens = await Promise.all(Array.from({ length: 50 }, signedInUser));
    const statuses: number[] = [];
    for (let round = 0; round < PER_MINUTE; round += 1) {
      for (const token of tokens) {
        statuses.push((await call({ remoteAddress: OFFICE, headers: bearer(token) })).statusCode);
      }
    }
    expect(statuses).toHaveLength(250);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });

  it('refuses one signed-in user past their allowance, in the envelope, while the others go on', async () => {
    const [busy, other] = await Promise.all([signedInUser(), signedInUser()]);
    const address = '198.51.100.20';
    for (let i = 0; i < PER_MINUTE; i += 1) {
      expect((await call({ remoteAddress: address, headers: bearer(busy) })).statusCode).toBe(200);
    }
    const refused = await call({ remoteAddress: address, headers: bearer(busy) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, model: null });
    // A new address does not reset a user's allowance.
    expect((await call({ remoteAddress: '203.0.113.77', headers: bearer(busy) })).statusCode).toBe(429);
    expect((await call({ remoteAddress: address, headers: bearer(other) })).statusCode).toBe(200);
  });

  it('still limits anonymous traffic per address', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < PER_MINUTE; i += 1)
      expect((await call({ remoteAddress: address })).statusCode).toBe(200);
    expect((await call({ remoteAddress: address })).statusCode).toBe(429);
    expect((await call({ remoteAddress: '198.51.100.31' })).statusCode).toBe(200);
  });

  it('counts a token that does not verify per address, whatever user it claims to be', async () => {
    const address = '198.51.100.40';
    const forged = (subject: string) =>
      `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: subject, sid: randomUUID(), iss: 'sumaa-api', aud: 'sumaa' }),
      ).toString('base64url')}.bm90LXNpZ25lZA`;
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i += 1) {
      statuses.push(
        (await call({ remoteAddress: address, headers: bearer(forged(randomUUID())) })).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For cannot spread one client over many buckets', async () => {
    const proxy = '10.0.0.2';
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i += 1) {
      const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      statuses.push((await call({ remoteAddress: proxy, headers })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts the real clients behind a trusted load balancer apart', async () => {
    const behindProxy = await createTestApp({
      RATE_LIMIT_GLOBAL_PER_MINUTE: String(PER_MINUTE),
      TRUST_PROXY: '10.0.0.0/8',
    });
    try {
      const statuses: number[] = [];
      for (let client = 1; client <= 3; client += 1) {
        for (let i = 0; i < PER_MINUTE; i += 1) {
          const response = await behindProxy.app.inject({
            method: 'GET',
            url: '/api/launch',
            remoteAddress: '10.0.0.2',
            headers: { 'x-forwarded-for': `203.0.113.${client}` },
          });
          statuses.push(response.statusCode);
        }
      }
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      const sixth = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/launch',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.1' },
      });
      expect(sixth.statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});
