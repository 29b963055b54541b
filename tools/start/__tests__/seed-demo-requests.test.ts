// The demo's review requests (seed-demo-requests.mjs) as `npm start` runs them: the API as its own process (on
// PGlite, in a fresh DATA_DIR), the Google and WhatsApp stand-ins, the demo owner set up by seed-demo.mjs, then
// this seed. The contacts are added, the campaign goes out through the stand-in — which delivers it and posts its
// signed statuses — and reaches read, failed and clicked, and one customer's إيقاف opts them out; a second run
// adds nothing. In the quiet hours the campaign is queued until they end, never forced through; without the
// WhatsApp stand-in only the contacts are added.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startGoogleStandin, STANDIN_USERS, type GoogleStandin } from '@sumaa/google-standin';
import { startWhatsAppStandin, type WhatsAppStandin } from '@sumaa/whatsapp-standin';
import { DEMO_CONTACTS, DEMO_ROLES, e164, seedDemoRequests } from '../seed-demo-requests.mjs';

jest.setTimeout(240_000);

const root = path.resolve(__dirname, '../../..');
const PASSWORD = 'Demo-Requests-Test-2026';

interface Owner {
  email: string;
  password: string;
}

let dataDir: string;
let api: ChildProcess;
let apiUrl: string;
let google: GoogleStandin;
let whatsapp: WhatsAppStandin;
let apiLog = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 120_000,
) {
  const started = Date.now();
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what} did not happen in time\n${apiLog.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function runNode(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited ${code}: ${output}`)),
    );
  });
}

/** An owner set up as `npm start` sets up its demo owner: signed up, Google connected, locations linked, synced. */
async function demoOwner(email: string, googleUser: string): Promise<Owner> {
  await runNode(['tools/start/seed-demo.mjs', '--api', apiUrl], {
    SUMAA_DEMO_EMAIL: email,
    SUMAA_DEMO_PASSWORD: PASSWORD,
    SUMAA_DEMO_GOOGLE_USER: googleUser,
  });
  return { email, password: PASSWORD };
}

async function asOwner(owner: Owner) {
  const response = await fetch(`${apiUrl}/api/UsernameAuth/AdminSignIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: owner.email, password: owner.password }),
  });
  const { model } = await response.json();
  const headers = { Authorization: `Bearer ${model.token}`, 'X-Business-Id': model.user.businessId };
  return async (url: string, init: { method?: string; json?: unknown } = {}) => {
    const answer = await fetch(`${apiUrl}${url}`, {
      method: init.method ?? 'GET',
      headers: { ...headers, ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const body = await answer.json();
    if (!body.success) throw new Error(`${url}: ${answer.status} ${JSON.stringify(body)}`);
    return body.model;
  };
}

/** The business's quiet hours set as its owner would (the same start and end: none). */
async function setQuietHours(owner: Owner, start: string, end: string) {
  const call = await asOwner(owner);
  const settings = await call('/api/review-requests/settings');
  await call('/api/review-requests/settings', {
    method: 'PUT',
    json: {
      templates: settings.templates,
      whatsappTemplateName: settings.whatsappTemplateName,
      cooldownDays: settings.cooldownDays,
      quietHoursStart: start,
      quietHoursEnd: end,
      channelsEnabled: settings.channelsEnabled,
      hoursAfterVisit: settings.hoursAfterVisit,
    },
  });
}

/** "HH:MM" on Riyadh's clock (UTC+3), `hours` from now. */
function riyadhClock(hours: number): string {
  const at = new Date(Date.now() + (3 + hours) * 60 * 60 * 1000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sumaa-demo-requests-'));
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  google = await startGoogleStandin({ port: 0, benchReviews: 0 });
  whatsapp = await startWhatsAppStandin({
    port: 0,
    callbackUrl: `${apiUrl}/api/webhooks/whatsapp`,
    verifyOnStart: false,
    statusDelaysMs: [100, 200, 300],
  });
  api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SUMAA_DEV_OUTBOX: 'on',
      OUTBOUND_ALLOW_PRIVATE_NETWORK: 'on',
      SUMAA_ADMIN_EMAIL: 'demo-requests-admin@sumaa.test',
      SUMAA_ADMIN_PASSWORD: 'Demo-Requests-Admin-1',
      GOOGLE_STANDIN_URL: google.url,
      WHATSAPP_API_BASE_URL: whatsapp.apiBaseUrl,
      WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: whatsapp.accessToken,
      WHATSAPP_APP_SECRET: whatsapp.appSecret,
      WHATSAPP_VERIFY_TOKEN: whatsapp.verifyToken,
    },
  });
  api.stdout?.on('data', (chunk) => (apiLog += chunk));
  api.stderr?.on('data', (chunk) => (apiLog += chunk));
  await until(async () => (await fetch(`${apiUrl}/api/UsernameAuth/health`)).ok, 'the API start');
});

afterAll(async () => {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  await whatsapp?.stop();
  await google?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('adds the contacts and sends one WhatsApp campaign with real statuses; a second run adds nothing', async () => {
  const owner = await demoOwner('demo-requests@sumaa.test', STANDIN_USERS.cafeOwner);
  // Whatever the hour of the test, outside the quiet hours.
  await setQuietHours(owner, '00:00', '00:00');

  const first = await seedDemoRequests(apiUrl, owner, { whatsappUrl: whatsapp.url });
  expect(first).toMatchObject({ added: DEMO_CONTACTS.length, campaign: 'sent' });
  expect(first.line).toContain('1 skipped (noPhone)');
  expect(first.line).toContain('1 opted out by replying إيقاف');

  const call = await asOwner(owner);
  const contacts: Array<{ id: string; phone: string | null; optedOutAt: string | null }> = (
    await call('/api/review-requests/contacts?pageSize=100')
  ).items;
  expect(contacts).toHaveLength(DEMO_CONTACTS.length);
  const idOf = (phone: string) => contacts.find((contact) => contact.phone === e164(phone))!.id;
  expect(contacts.filter((contact) => contact.optedOutAt !== null).map((contact) => contact.id)).toEqual([
    idOf(DEMO_ROLES.stops),
  ]);

  const history: Array<{ contactId: string; status: string; channel: string; failureReason: string | null }> =
    (await call('/api/review-requests?pageSize=100')).items;
  // Everyone at the first branch with a phone: all but the one without and the one at the second branch.
  expect(history).toHaveLength(DEMO_CONTACTS.length - 2);
  const statusOf = (phone: string) => history.find((request) => request.contactId === idOf(phone))?.status;
  expect(statusOf(DEMO_ROLES.clicks)).toBe('clicked');
  expect(statusOf(DEMO_ROLES.undeliverable)).toBe('failed');
  expect(history.find((request) => request.status === 'failed')?.failureReason).toContain('131026');
  expect(history.filter((request) => request.status === 'read')).toHaveLength(4);
  expect(history.every((request) => request.channel === 'whatsapp')).toBe(true);
  // The messages really left through the stand-in, each in its contact's language.
  expect(whatsapp.messages(e164('0501112206'))[0]).toMatchObject({ language: 'en' });
  expect(whatsapp.messages(e164('0501112202'))[0]).toMatchObject({ language: 'ar' });

  const second = await seedDemoRequests(apiUrl, owner, { whatsappUrl: whatsapp.url });
  expect(second).toMatchObject({ added: 0, campaign: 'existing' });
  expect((await call('/api/review-requests/contacts?pageSize=100')).total).toBe(DEMO_CONTACTS.length);
  expect((await call('/api/review-requests?pageSize=100')).total).toBe(history.length);
  expect(whatsapp.messages(e164('0501112202'))).toHaveLength(1);
});

it('queues the campaign until the quiet hours end, and says so; without the stand-in it adds contacts only', async () => {
  const owner = await demoOwner('demo-requests-night@sumaa.test', STANDIN_USERS.hotelOwner);
  // The quiet hours hold now and end in two hours, on the business's clock (the demo's time zone is Riyadh's).
  await setQuietHours(owner, riyadhClock(-1), riyadhClock(2));

  const none = await seedDemoRequests(apiUrl, owner, { whatsappUrl: null });
  expect(none).toMatchObject({ added: DEMO_CONTACTS.length, campaign: 'none' });

  const night = await seedDemoRequests(apiUrl, owner, { whatsappUrl: whatsapp.url });
  expect(night).toMatchObject({ added: 0, campaign: 'sent' });
  expect(night.line).toMatch(/6 queued until the quiet hours end/);
  const call = await asOwner(owner);
  const history: Array<{ status: string; scheduledFor: string }> = (
    await call('/api/review-requests?pageSize=100')
  ).items;
  expect(history.map((request) => request.status)).toEqual(Array(6).fill('queued'));
  const leavesIn = new Date(history[0].scheduledFor).getTime() - Date.now();
  expect(leavesIn).toBeGreaterThan(60 * 60 * 1000);
  expect(leavesIn).toBeLessThanOrEqual(2 * 60 * 60 * 1000);
  const contacts: Array<{ optedOutAt: string | null }> = (
    await call('/api/review-requests/contacts?pageSize=100')
  ).items;
  expect(contacts.every((contact) => contact.optedOutAt === null)).toBe(true);
});
