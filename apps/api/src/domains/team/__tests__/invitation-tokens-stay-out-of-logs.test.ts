// An invitation token is the key to an account: whoever reads it joins the business. It travels in the path
// (/api/team-members/complete/:token, /accept/:token), so the request logs, the error lines and the admin's log
// search (the in-process ring) must never show it (issue 21, M1).
import { multipartBody } from '../../../testing/multipart';
import {
  ENGLISH,
  VALID_PASSWORD,
  bearer,
  latestInvitationToken,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../testing/factories';
import { captureLogs } from '../../../testing/log-capture';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const ADMIN = { email: uniqueEmail('logs-admin'), password: 'Logs-admin-pass-1' };
const logs = captureLogs();
let t: TestApp;
let owner: RegisteredAccount;

beforeAll(async () => {
  t = await createTestApp(
    { SUMAA_ADMIN_EMAIL: ADMIN.email, SUMAA_ADMIN_PASSWORD: ADMIN.password },
    { logger: { level: 'debug', stream: logs.stream } },
  );
  owner = await registerAccount(t.app);
});

afterAll(async () => {
  await t?.close();
});

async function invite(email: string): Promise<string> {
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/team-members/invite',
    headers: { ...ENGLISH, ...bearer(owner.token) },
    payload: { email, role: 'Agent' },
  });
  expect(invited.statusCode).toBe(201);
  return latestInvitationToken(t.app, email);
}

/**
 * What the super admin's log search on the system page finds for this text, leaving out the lines of the
 * searches themselves (their URL carries the text searched for).
 */
async function logSearch(text: string): Promise<unknown[]> {
  const admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
  const found = await t.app.inject({
    method: 'GET',
    url: `/api/system/logs?limit=500&search=${encodeURIComponent(text)}`,
    headers: admin,
  });
  expect(found.statusCode).toBe(200);
  return (found.json().model.items as { context: string }[]).filter(
    (line) => !line.context.includes('/api/system/logs?'),
  );
}

describe('invitation tokens in the logs', () => {
  it('never appear in a log line, nor in the admin’s log search, through a whole invitation run', async () => {
    // A new person: the preview, a wrong method on the same path (logged as not found), then completing.
    const newcomer = await invite(uniqueEmail('newcomer'));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/team-members/complete/${newcomer}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/team-members/complete/${newcomer}` })).statusCode,
    ).toBe(404);
    const form = await multipartBody({
      name: 'New Agent',
      password: VALID_PASSWORD,
      confirmPassword: VALID_PASSWORD,
    });
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/team-members/complete/${newcomer}`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(completed.statusCode).toBe(200);
    // Used up: a second try fails, and that failure is logged too.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/team-members/complete/${newcomer}` })).statusCode,
    ).toBeGreaterThanOrEqual(400);

    // Someone with an account already: signs in and accepts, in any letter case of the path.
    const member = await registerAccount(t.app);
    const existing = await invite(member.email);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/TEAM-MEMBERS/accept/${existing}`,
      headers: { ...ENGLISH, ...bearer(member.token) },
    });
    expect(accepted.statusCode).toBe(200);

    const requestLines = logs.records<{ req?: { url?: string } }>().filter((line) => line.req?.url);
    // The requests were logged, their paths kept, the tokens not.
    expect(requestLines.map((line) => line.req!.url)).toEqual(
      expect.arrayContaining([
        '/api/team-members/complete/[redacted]',
        '/api/TEAM-MEMBERS/accept/[redacted]',
      ]),
    );
    for (const token of [newcomer, existing]) {
      expect(logs.lines.filter((line) => line.includes(token))).toEqual([]);
      expect(JSON.stringify(t.app.logRing.read({ level: 'info', limit: 5000 }))).not.toContain(token);
    }
    for (const token of [newcomer, existing]) expect(await logSearch(token)).toEqual([]);
    expect(await logSearch('/api/team-members/complete/[redacted]')).not.toEqual([]);
  });
});
