// `npm run bench:review-requests` (issue 23, "A benchmark in tools/ queues 10,000 requests and delivers them
// through the stand-in at the provider's rate limit without losing or doubling one … A process killed mid-run
// loses none and doubles none"). Not a timed test: figures, and a verdict.
//
// It starts the WhatsApp stand-in (port 4590, Meta's 80 messages a second, webhooks off), the SMS stand-in (4690)
// and the Google stand-in (4390, for a location to link), then the API (3390) on a fresh embedded PGlite in a
// temporary DATA_DIR, or on DATABASE_URL when set. Through the API's own calls it registers a fresh business
// (confirmed by its outbox code, Google connected, one location linked) on a plan a fresh super admin creates with
// a quota that allows the run, turns the quiet hours off, imports the contacts by CSV (5,000 rows a file, the
// import's cap), and sends to all of them by WhatsApp (500 contacts a call, the send's cap). Once about a third
// are at the stand-in it kills the API with SIGKILL, starts it again on the same database, and waits until no
// request is left queued. Then it stops the API and checks the database against the stand-in's inspection
// (GET /__standin/messages):
//   - every request has exactly one final status (lost: one still queued, or its delivery job unfinished);
//   - the stand-in received each request's own link at most once (doubled: more than once);
//   - each request marked sent was received once, and each one marked `interrupted` (sent at most once across
//     the kill) is one the stand-in never received, or received once without the outcome committed;
//   - nothing else failed.
// It prints requests, delivered, interrupted, doubled, lost, the time to queue and to deliver, and messages per
// second beside the limit; it exits 1 on any loss, double or mismatch.
//
//   npm run bench:review-requests                          10,000 requests, killed at a third
//   npm run bench:review-requests -- --requests 2000 --kill-at 0.5
//   DATABASE_URL=postgres://… npm run bench:review-requests
// Options: --requests N (10000), --kill-at F (0.33; 0: no kill), --api auto|compiled|tsx (auto: the built bundle
// dist/apps/api/main.js when it is newer than the API's and the libs' sources, else the sources through tsx; build
// it with `npx nx build api`), --concurrency N (the API's JOBS_CONCURRENCY, 8), --port N (3390), --whatsapp-port
// N (4590), --sms-port N (4690), --google-port N (4390), --rate N (the stand-in's messages a second, 80: the API
// paces at the same figure), --timeout S (1800), --dir PATH (a new temporary folder), --keep (keep it and the
// logs).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { PgliteDatabase } from '../../../apps/api/src/db/pglite-database';
import { PostgresDatabase } from '../../../apps/api/src/db/postgres-database';
import type { Database } from '../../../apps/api/src/db/database';
// @ts-expect-error -- plain ES module of the zero-setup start, without types
import {
  call,
  confirmEmail,
  connectGoogle,
  expectModel,
  linkLocations,
  signIn,
} from '../../start/seed-demo.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const API_BUNDLE = path.join(root, 'dist/apps/api/main.js');
const IMPORT_ROWS_PER_FILE = 5000; // CONTACT_IMPORT_MAX_ROWS
const SEND_CONTACTS_PER_CALL = 500; // REVIEW_REQUEST_SEND_MAX_CONTACTS
const GOOGLE_USER = 'faisal@cafe-riyadh.example';

const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    'kill-at': { type: 'string', default: '0.33' },
    api: { type: 'string', default: 'auto' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3390' },
    'whatsapp-port': { type: 'string', default: '4590' },
    'sms-port': { type: 'string', default: '4690' },
    'google-port': { type: 'string', default: '4390' },
    rate: { type: 'string', default: '80' },
    timeout: { type: 'string', default: '1800' },
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(flags.requests);
const KILL_AT = Number(flags['kill-at']);
const RATE = Number(flags.rate);
const TIMEOUT_MS = Number(flags.timeout) * 1000;
if (
  !(Number.isInteger(REQUESTS) && REQUESTS > 0 && REQUESTS <= 1_000_000) ||
  !(KILL_AT >= 0 && KILL_AT < 1) ||
  !['auto', 'compiled', 'tsx'].includes(flags.api!) ||
  !(RATE > 0) ||
  !(TIMEOUT_MS > 0)
) {
  console.error(
    'usage: bench:review-requests [--requests N] [--kill-at F] [--api auto|compiled|tsx] [--rate N] [--timeout S]',
  );
  process.exit(2);
}
const ports = {
  api: Number(flags.port),
  whatsapp: Number(flags['whatsapp-port']),
  sms: Number(flags['sms-port']),
  google: Number(flags['google-port']),
};
const apiUrl = `http://localhost:${ports.api}`;
const whatsappUrl = `http://localhost:${ports.whatsapp}`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dir = flags.dir ?? mkdtempSync(path.join(os.tmpdir(), 'sumaa-bench-requests-'));
mkdirSync(path.join(dir, 'data'), { recursive: true });
const runId = randomBytes(4).toString('hex');
const admin = { email: `bench-admin-${runId}@sumaa.local`, password: `Bench-admin-${runId}-Pass-1` };
const owner = { email: `bench-owner-${runId}@sumaa.local`, password: `Bench-owner-${runId}-Pass-1` };

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// --- Processes ------------------------------------------------------------------------------------------------

const children = new Set<ChildProcess>();

function startProcess(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const out = createWriteStream(path.join(dir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
}
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function newestSourceMs(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMs(full));
    else if (/\.(ts|sql|json)$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function apiCommand(): { args: string[]; env: Record<string, string>; mode: string } {
  const fresh =
    existsSync(API_BUNDLE) &&
    statSync(API_BUNDLE).mtimeMs >
      Math.max(newestSourceMs(path.join(root, 'apps/api/src')), newestSourceMs(path.join(root, 'libs')));
  if (flags.api === 'compiled' && !existsSync(API_BUNDLE)) {
    console.error(`${path.relative(root, API_BUNDLE)} is missing: build it with \`npx nx build api\`.`);
    process.exit(2);
  }
  if (flags.api === 'compiled' || (flags.api === 'auto' && fresh)) {
    return { args: ['--enable-source-maps', API_BUNDLE], env: {}, mode: 'compiled bundle' };
  }
  return {
    args: ['--import', 'tsx', 'apps/api/src/server.ts'],
    env: { TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json' },
    mode:
      flags.api === 'tsx'
        ? 'sources through tsx'
        : `sources through tsx (${existsSync(API_BUNDLE) ? 'the bundle is older than the sources' : 'no bundle'}: \`npx nx build api\` builds it)`,
  };
}

const api = apiCommand();
const apiEnv: Record<string, string> = {
  ...api.env,
  PORT: String(ports.api),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(dir, 'data'),
  // On PostgreSQL the API takes these from the environment (each DATA_DIR would generate its own): one pair for the
  // run, so the process started after the kill accepts the first one's tokens.
  ...(databaseUrl
    ? {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        GOOGLE_TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      }
    : {}),
  LOG_LEVEL: 'warn',
  PUBLIC_API_URL: apiUrl,
  SUMAA_DEV_OUTBOX: 'on',
  SUMAA_ADMIN_EMAIL: admin.email,
  SUMAA_ADMIN_PASSWORD: admin.password,
  OUTBOUND_ALLOW_PRIVATE_NETWORK: 'on',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
  RATE_LIMIT_LOGIN_MAX: '1000000',
  RATE_LIMIT_REGISTER_MAX: '1000000',
  JOBS_CONCURRENCY: flags.concurrency!,
  JOBS_POLL_INTERVAL_MS: '200',
  // A killed process's claims come free after this; the restarted one then finds them.
  JOBS_LEASE_SECONDS: '10',
  JOBS_RETRY_BASE_SECONDS: '2',
  GOOGLE_STANDIN_URL: `http://localhost:${ports.google}`,
  WHATSAPP_API_BASE_URL: whatsappUrl,
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'whatsapp-standin-token',
  WHATSAPP_APP_SECRET: 'whatsapp-standin-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'whatsapp-standin-verify-token',
  SMS_API_BASE_URL: `http://localhost:${ports.sms}`,
  SMS_API_TOKEN: 'sms-standin-app-sid',
  SMS_SENDER_NAME: 'Sumaa',
  SMS_WEBHOOK_SECRET: 'sms-standin-webhook-secret',
};

/** Starts the API; after a kill the embedded database's lock is taken over once stale, so a refused start is tried again. */
async function startApi(name: string): Promise<{ child: ChildProcess; startedMs: number }> {
  const started = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    const child = startProcess(name, api.args, apiEnv);
    if (await waitForUrl(`${apiUrl}/api/UsernameAuth/health`, child, 180_000)) {
      return { child, startedMs: performance.now() - started };
    }
    if (attempt >= 15) throw new Error(`the API did not start (see ${path.join(dir, `${name}.log`)})`);
    await sleep(2000);
  }
}

// --- The API's calls ----------------------------------------------------------------------------------------

interface Session {
  token: string;
  user: { businessId: string };
}

const auth = (session: Session) => ({ token: session.token, businessId: session.user.businessId });

/** The super admin's sign-in, enrolling its authenticator the first time (two-factor is required). */
async function adminSession(): Promise<string> {
  const first = await call(apiUrl, '/api/UsernameAuth/AdminSignIn', {
    method: 'POST',
    json: { username: admin.email, password: admin.password },
  });
  const enrolmentToken = first.body?.model?.enrolmentToken;
  if (typeof enrolmentToken !== 'string') throw new Error(`the super admin's sign-in: ${first.status}`);
  const setup = await expectModel(
    call(apiUrl, '/api/UsernameAuth/two-factor/enrolment/setup', {
      method: 'POST',
      json: { enrolmentToken },
    }),
    'the super admin’s enrolment',
  );
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(setup.secret),
  });
  const now = Date.now();
  await expectModel(
    call(apiUrl, '/api/UsernameAuth/two-factor/enrolment/confirm', {
      method: 'POST',
      json: { enrolmentToken, code: totp.generate({ timestamp: now }) },
    }),
    'confirming the enrolment',
  );
  const second = await call(apiUrl, '/api/UsernameAuth/AdminSignIn', {
    method: 'POST',
    json: { username: admin.email, password: admin.password },
  });
  const challenge = second.body?.model?.challenge;
  if (typeof challenge !== 'string') throw new Error(`the super admin's second sign-in: ${second.status}`);
  // Each 30-second step is taken once: the next one's code (within the ±1 step accepted).
  const session = await expectModel(
    call(apiUrl, '/api/UsernameAuth/two-factor/verify', {
      method: 'POST',
      json: { challenge, code: totp.generate({ timestamp: now + 30_000 }) },
    }),
    'the super admin’s second step',
  );
  return session.token;
}

async function createPlan(adminToken: string): Promise<string> {
  const quota = REQUESTS * 2;
  const plan = await expectModel(
    call(apiUrl, '/api/PlansAdmin', {
      method: 'POST',
      token: adminToken,
      json: {
        Name: `Bench ${runId}`,
        Description: `${quota} review requests a month`,
        Price: 10,
        DurationInMonths: 1,
        Popular: false,
        MaxUsers: 3,
        MaxReviews: 1000,
        AiRepliesPerMonth: 10,
        Features: [],
        MonthlyPrice: 10,
        YearlyPrice: 120,
        SupportLevel: null,
        ReviewRequestsPerMonth: quota,
        Translations: JSON.stringify({
          en: { name: `Bench ${runId}`, period: 'month', description: 'Benchmark', features: [] },
          ar: { name: `قياس ${runId}`, period: 'شهرياً', description: 'قياس', features: [] },
        }),
      },
    }),
    'creating the benchmark’s plan',
  );
  return plan.id;
}

async function registerOwner(planId: string): Promise<Session> {
  await expectModel(
    call(apiUrl, '/api/UsernameAuth/RegisterCompany', {
      method: 'POST',
      json: {
        email: owner.email,
        Full_name: 'مالك القياس',
        Business_name: `مقهى القياس ${runId}`,
        Phone: '0551234567',
        Password: owner.password,
        ActivityType: 'cafes',
        PlanId: planId,
      },
    }),
    'registering the business',
  );
  await confirmEmail(apiUrl, owner.email);
  return signIn(apiUrl, owner.email, owner.password);
}

async function quietHoursOff(session: Session): Promise<void> {
  const settings = await expectModel(
    call(apiUrl, '/api/review-requests/settings', auth(session)),
    'reading the settings',
  );
  await expectModel(
    call(apiUrl, '/api/review-requests/settings', {
      method: 'PUT',
      ...auth(session),
      json: {
        templates: settings.templates,
        whatsappTemplateName: settings.whatsappTemplateName,
        cooldownDays: settings.cooldownDays,
        quietHoursStart: '00:00',
        quietHoursEnd: '00:00',
        channelsEnabled: settings.channelsEnabled,
        hoursAfterVisit: settings.hoursAfterVisit,
      },
    }),
    'turning the quiet hours off',
  );
}

/** Saudi mobiles 0550000000 on: one per contact, unique. */
const phoneOf = (index: number) => `05${String(50_000_000 + index).padStart(8, '0')}`;

async function importContacts(session: Session): Promise<number> {
  let imported = 0;
  for (let first = 0; first < REQUESTS; first += IMPORT_ROWS_PER_FILE) {
    const rows = ['name,phone,language'];
    for (let index = first; index < Math.min(REQUESTS, first + IMPORT_ROWS_PER_FILE); index += 1) {
      rows.push(index % 2 ? `Guest ${index},${phoneOf(index)},en` : `ضيف ${index},${phoneOf(index)},ar`);
    }
    const form = new FormData();
    form.append('file', new Blob([`${rows.join('\n')}\n`], { type: 'text/csv' }), `contacts-${first}.csv`);
    const response = await fetch(`${apiUrl}/api/review-requests/contacts/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'X-Business-Id': session.user.businessId },
      body: form,
    });
    const body = await response.json();
    if (!body.success) throw new Error(`the import failed (${response.status}): ${body.message}`);
    imported += body.model.imported;
  }
  return imported;
}

async function contactIds(session: Session): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const model = await expectModel(
      call(apiUrl, `/api/review-requests/contacts?page=${page}&pageSize=100`, auth(session)),
      'listing the contacts',
    );
    ids.push(...model.items.map((item: { id: string }) => item.id));
    if (model.items.length < 100) return ids;
  }
}

async function standin(pathname: string) {
  const response = await fetch(`${whatsappUrl}${pathname}`);
  if (!response.ok) throw new Error(`the stand-in's ${pathname} answered ${response.status}`);
  return response.json();
}

// --- The run ----------------------------------------------------------------------------------------------

interface RequestRow {
  id: string;
  code: string;
  status: string;
  failure_reason: string | null;
  delivery_status: string | null;
}

async function readRequests(businessId: string): Promise<RequestRow[]> {
  let database: Database;
  if (databaseUrl) {
    database = await PostgresDatabase.open(databaseUrl, { statementMs: 60_000, idleInTransactionMs: 60_000 });
  } else {
    database = await PgliteDatabase.open(path.join(dir, 'data', 'pg'));
  }
  try {
    return await database.tenantTransaction({ businessId, userId: null }, (tx) =>
      tx.query<RequestRow>(
        `SELECT r.id, r.code, r.status, r.failure_reason, d.status AS delivery_status
           FROM review_requests r
           LEFT JOIN review_request_deliveries d ON d.business_id = r.business_id AND d.id = r.id
          WHERE r.business_id = $1`,
        [businessId],
      ),
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  log(
    `Review requests: ${REQUESTS.toLocaleString('en')} by WhatsApp, killed at ${KILL_AT ? `${Math.round(KILL_AT * 100)} %` : 'never'}`,
  );
  log(`  database: ${databaseUrl ? 'DATABASE_URL' : `embedded PGlite in ${dir}/data`}; API: ${api.mode}`);

  const whatsapp = startProcess(
    'whatsapp-standin',
    ['--import', 'tsx', 'tools/whatsapp-standin/src/main.ts'],
    {
      WHATSAPP_STANDIN_PORT: String(ports.whatsapp),
      WHATSAPP_STANDIN_CALLBACK_URL: 'off',
      WHATSAPP_STANDIN_VERIFY: 'off',
      WHATSAPP_STANDIN_RATE_LIMIT: String(RATE),
    },
  );
  const sms = startProcess('sms-standin', ['--import', 'tsx', 'tools/sms-standin/src/main.ts'], {
    SMS_STANDIN_PORT: String(ports.sms),
    SMS_STANDIN_CALLBACK_URL: 'off',
  });
  const google = startProcess('google-standin', ['--import', 'tsx', 'tools/google-standin/src/main.ts'], {
    GOOGLE_STANDIN_PORT: String(ports.google),
    GOOGLE_STANDIN_BENCH_REVIEWS: '0',
    GOOGLE_STANDIN_SIGNING_KEY_FILE: path.join(dir, 'google-standin-signing-key.pem'),
  });
  for (const [url, child] of [
    [`${whatsappUrl}/`, whatsapp],
    [`http://localhost:${ports.sms}/`, sms],
    [`http://localhost:${ports.google}/.well-known/openid-configuration`, google],
  ] as const) {
    if (!(await waitForUrl(url, child))) throw new Error(`a stand-in did not start (logs in ${dir})`);
  }
  let { child: apiProcess, startedMs } = await startApi('api-1');
  log(`  API up in ${seconds(startedMs)}`);

  const planId = await createPlan(await adminSession());
  let session: Session = await registerOwner(planId);
  await connectGoogle(apiUrl, session, GOOGLE_USER);
  await linkLocations(apiUrl, session, 1);
  const [location] = await expectModel(
    call(apiUrl, '/api/review-requests/links', auth(session)),
    'reading the locations',
  );
  const locationId: string | undefined = location?.locationId;
  if (!locationId) throw new Error('no linked location');
  await quietHoursOff(session);
  log(`  business ${session.user.businessId} on plan ${planId}, location ${locationId}`);

  const mark = performance.now();
  const imported = await importContacts(session);
  const ids = await contactIds(session);
  log(`  ${imported} contacts imported and ${ids.length} listed in ${seconds(performance.now() - mark)}`);
  if (ids.length !== REQUESTS) throw new Error(`expected ${REQUESTS} contacts, found ${ids.length}`);

  const sendStarted = performance.now();
  let queued = 0;
  for (let first = 0; first < ids.length; first += SEND_CONTACTS_PER_CALL) {
    const result = await expectModel(
      call(apiUrl, '/api/review-requests', {
        method: 'POST',
        ...auth(session),
        json: {
          contactIds: ids.slice(first, first + SEND_CONTACTS_PER_CALL),
          channel: 'whatsapp',
          locationId,
        },
      }),
      'sending',
    );
    queued += result.sent + result.queued;
    if (result.skipped > 0)
      throw new Error(`${result.skipped} skipped: ${JSON.stringify(result.outcomes[0])}`);
  }
  const queueMs = performance.now() - sendStarted;
  log(
    `  ${queued} requests queued in ${seconds(queueMs)} (${Math.ceil(ids.length / SEND_CONTACTS_PER_CALL)} calls)`,
  );

  let atKill: number | null = null;
  let killedAtWall: number | null = null;
  let restartedAtWall: number | null = null;
  if (KILL_AT > 0) {
    const target = Math.ceil(REQUESTS * KILL_AT);
    for (;;) {
      const { accepted } = await standin('/__standin/throughput');
      if (accepted >= target) break;
      if (performance.now() - sendStarted > TIMEOUT_MS)
        throw new Error(`only ${accepted} sent before the timeout`);
      await sleep(50);
    }
    apiProcess.kill('SIGKILL');
    killedAtWall = Date.now();
    await new Promise((resolve) => apiProcess.once('exit', resolve));
    atKill = (await standin('/__standin/throughput')).accepted;
    log(
      `  killed the API (SIGKILL) with ${atKill} at the stand-in, ${seconds(performance.now() - sendStarted)} after the first send`,
    );
    ({ child: apiProcess, startedMs } = await startApi('api-2'));
    restartedAtWall = Date.now();
    log(`  API started again in ${seconds(startedMs)}`);
    session = await signIn(apiUrl, owner.email, owner.password);
  }

  let lastProgress = performance.now();
  for (;;) {
    const waiting = await expectModel(
      call(apiUrl, '/api/review-requests?status=queued&pageSize=1', auth(session)),
      'counting the queued requests',
    );
    if (waiting.total === 0) break;
    if (performance.now() - sendStarted > TIMEOUT_MS) {
      log(`  timed out with ${waiting.total} still queued`);
      break;
    }
    if (performance.now() - lastProgress > 15_000) {
      lastProgress = performance.now();
      log(`  … ${waiting.total} still queued`);
    }
    await sleep(500);
  }
  const deliverMs = performance.now() - sendStarted;
  apiProcess.kill('SIGTERM');
  await new Promise((resolve) => apiProcess.once('exit', resolve));

  // --- The checks ---
  const messages: { link: string | null; createdAt: string }[] = (await standin('/__standin/messages'))
    .messages;
  const throughput = await standin('/__standin/throughput');
  const requests = await readRequests(session.user.businessId);
  const received = new Map<string, number>();
  for (const message of messages) {
    const code = message.link ? /\/r\/([A-Za-z0-9_-]+)$/.exec(message.link)?.[1] : undefined;
    if (code) received.set(code, (received.get(code) ?? 0) + 1);
  }
  const codes = new Set(requests.map((request) => request.code));
  const foreign = [...received.keys()].filter((code) => !codes.has(code)).length;
  const FINAL = new Set(['sent', 'delivered', 'read', 'clicked', 'failed', 'opted_out']);
  const lost = requests.filter(
    (request) =>
      !FINAL.has(request.status) || !['completed', 'failed'].includes(request.delivery_status ?? ''),
  );
  const doubled = requests.filter((request) => (received.get(request.code) ?? 0) > 1);
  const delivered = requests.filter((request) =>
    ['sent', 'delivered', 'read', 'clicked'].includes(request.status),
  );
  const interrupted = requests.filter(
    (request) => request.status === 'failed' && request.failure_reason === 'interrupted',
  );
  const otherFailures = requests.filter(
    (request) => request.status === 'failed' && request.failure_reason !== 'interrupted',
  );
  const deliveredNotReceived = delivered.filter((request) => received.get(request.code) !== 1);
  const interruptedUnsent = interrupted.filter((request) => !received.has(request.code)).length;
  const interruptedReceivedOnce = interrupted.filter((request) => received.get(request.code) === 1).length;
  const neverReceived = requests.filter((request) => !received.has(request.code)).length;
  const times = messages.map((message) => Date.parse(message.createdAt)).sort((a, b) => a - b);
  /** Messages a second at the stand-in from the first to the last of `phase`. */
  const rateOf = (phase: number[]) =>
    phase.length > 1 && phase.at(-1)! > phase[0]
      ? (phase.length - 1) / ((phase.at(-1)! - phase[0]) / 1000)
      : 0;
  const beforeKill = killedAtWall === null ? times : times.filter((time) => time <= killedAtWall!);
  const afterRestart = restartedAtWall === null ? [] : times.filter((time) => time >= restartedAtWall!);

  const mismatch =
    requests.length !== REQUESTS ||
    foreign > 0 ||
    deliveredNotReceived.length > 0 ||
    otherFailures.length > 0 ||
    interrupted.length !== interruptedUnsent + interruptedReceivedOnce ||
    neverReceived !== interruptedUnsent;
  const row = (name: string, value: string) => log(`  ${name.padEnd(44)} ${value}`);
  log('');
  row('requests', String(requests.length));
  row('delivered (sent, at the stand-in once)', String(delivered.length));
  row(
    'interrupted',
    `${interrupted.length} (${interruptedUnsent} never reached the stand-in, ${interruptedReceivedOnce} reached it once without the outcome committed)`,
  );
  row('doubled (must be 0)', String(doubled.length));
  row('lost (must be 0)', String(lost.length));
  row('other failures', String(otherFailures.length));
  row('messages at the stand-in', `${messages.length} (${foreign} not of this run's requests)`);
  row('refused by the rate limit (429)', String(throughput.rateLimited));
  row('time to queue', seconds(queueMs));
  row('time to deliver (first send → none queued)', seconds(deliverMs));
  row(
    killedAtWall === null ? 'messages a second (at the stand-in)' : 'messages a second before the kill',
    `${rateOf(beforeKill).toFixed(1)} vs the limit ${RATE} (busiest second ${throughput.peakPerSecond})`,
  );
  if (atKill !== null) {
    row('messages a second after the restart', `${rateOf(afterRestart).toFixed(1)} vs the limit ${RATE}`);
    row('at the stand-in when killed', String(atKill));
    row('the kill to the API answering again', seconds(restartedAtWall! - killedAtWall!));
  }
  log('');
  const failed = lost.length > 0 || doubled.length > 0 || mismatch;
  log(
    failed
      ? `FAILED: ${lost.length} lost, ${doubled.length} doubled${mismatch ? ', and the database and the stand-in disagree' : ''}`
      : 'PASSED: none lost, none doubled; every interrupted request is one the stand-in got at most once',
  );
  return failed ? 1 : 0;
}

main()
  .then((code) => {
    stopAll();
    if (!flags.keep && !flags.dir) rmSync(dir, { recursive: true, force: true });
    else log(`Kept ${dir}`);
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    stopAll();
    log(`Logs kept in ${dir}`);
    process.exit(1);
  });
