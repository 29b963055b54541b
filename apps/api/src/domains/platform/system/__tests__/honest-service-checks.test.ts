// The payment provider's and Google's rows are judged by a real endpoint of each (issue 21): a 404 is not healthy
// (the URL is not the service's API), a refused secret key is an error, and a 401 to a call without credentials
// only says the API is there.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SystemCheck } from '@sumaa/contracts';
import { bearer, signIn, uniqueEmail } from '../../../../testing/factories';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

const ADMIN_PASSWORD = 'Checks-admin-pass-1';

let server: http.Server;
let base = '';
/** What every request to the stand-in is answered with, and the authorization it was sent with. */
let answerStatus = 200;
let seen: Array<{ url: string; authorization: string | undefined }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SYSTEM_CHECK_CACHE_MS = '0';
  process.env.REMOTE_MANIFEST_URLS = `admin=${base}/admin/mf-manifest.json`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  delete process.env.REMOTE_MANIFEST_URLS;
  delete process.env.SYSTEM_CHECK_CACHE_MS;
});

async function rows(env: Record<string, string>): Promise<Record<string, SystemCheck>> {
  // A super admin of its own per app: on PostgreSQL the apps of this file share one database.
  const email = uniqueEmail('checks-admin');
  const t: TestApp = await createTestApp({
    SUMAA_ADMIN_EMAIL: email,
    SUMAA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    GOOGLE_STANDIN_URL: base,
    MOYASAR_API_URL: `${base}/v1`,
    ...env,
  });
  try {
    const admin = bearer((await signIn(t.app, email, ADMIN_PASSWORD)).json().model.token);
    seen = [];
    const reply = await t.app.inject({ method: 'GET', url: '/api/system/overview', headers: admin });
    const checks: SystemCheck[] = reply.json().model.checks;
    return Object.fromEntries(checks.map((check) => [check.id, check]));
  } finally {
    await t.close();
  }
}

describe('the payment provider and Google rows', () => {
  it('are errors, not healthy, when their URLs answer 404', async () => {
    answerStatus = 404;
    const checks = await rows({ MOYASAR_SECRET_KEY: 'sk_test_checks' });
    expect(checks.payments).toMatchObject({ status: 'error', problem: 'httpError', detail: 'HTTP 404' });
    expect(checks.google).toMatchObject({ status: 'error', problem: 'httpError', detail: 'HTTP 404' });
  }, 60_000);

  it('calls the invoice list with the secret key, and shows a refused key as an error', async () => {
    answerStatus = 401;
    const checks = await rows({ MOYASAR_SECRET_KEY: 'sk_test_checks' });
    expect(checks.payments).toMatchObject({ status: 'error', problem: 'credentialsRejected' });
    const call = seen.find((request) => request.url === '/v1/invoices');
    expect(call?.authorization).toBe(`Basic ${Buffer.from('sk_test_checks:').toString('base64')}`);
    // Google is called without a token: its 401 says the API is there.
    expect(checks.google).toMatchObject({ status: 'healthy', figures: { asksForCredentials: true } });
    expect(checks.google.figures.httpStatus).toBeUndefined();
  }, 60_000);

  it('without a secret key, a 401 from the provider is a warning that payments are off', async () => {
    answerStatus = 401;
    const checks = await rows({});
    expect(checks.payments).toMatchObject({ status: 'warning', problem: 'notConfigured' });
  }, 60_000);

  it('with the key accepted, the provider is healthy', async () => {
    answerStatus = 200;
    const checks = await rows({ MOYASAR_SECRET_KEY: 'sk_test_checks' });
    expect(checks.payments).toMatchObject({ status: 'healthy', problem: null, figures: { httpStatus: 200 } });
  }, 60_000);
});
