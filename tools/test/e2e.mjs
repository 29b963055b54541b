#!/usr/bin/env node
// Starts the built product on a fresh data folder with known super-admin credentials, runs the Playwright suite
// against it in Debian's Chromium, and stops everything afterwards, whatever the outcome.
// SUMAA_E2E_TOPOLOGY=cluster starts the production topology instead (`npm run start:cluster`: PostgreSQL,
// pgbouncer, two API processes behind HAProxy on the API's port) and, after the suite, runs its kill test
// (tools/cluster/kill-test.mjs) against it; CI's cluster stage runs a subset of the specs that way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const cluster = process.env.SUMAA_E2E_TOPOLOGY === 'cluster';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sumaa-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SUMAA_RUN_DIR: path.join(dataDir, 'run'),
  SUMAA_ADMIN_EMAIL: process.env.SUMAA_ADMIN_EMAIL ?? 'admin@sumaa.test',
  SUMAA_ADMIN_PASSWORD: process.env.SUMAA_ADMIN_PASSWORD ?? 'Admin-e2e-Passw0rd',
  // The specs read sign-up codes and reset links from GET /dev/outbox (tools/e2e/support/product.ts).
  SUMAA_DEV_OUTBOX: 'on',
  // tools/e2e/specs/subscription.spec.ts moves the API's clock past a trial's end (PUT /dev/clock).
  SUMAA_DEV_CLOCK: 'on',
  // The suite signs the same accounts in many times from one address; the limits themselves are covered by the
  // API tests.
  RATE_LIMIT_LOGIN_MAX: '500',
  RATE_LIMIT_REGISTER_MAX: '500',
  RATE_LIMIT_OTP_MAX: '500',
  RATE_LIMIT_OTP_CONFIRM_MAX: '500',
  RATE_LIMIT_PASSWORD_RESET_MAX: '500',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '10000',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_MAX: '500',
  RATE_LIMIT_OTP_PER_EMAIL_DAILY_MAX: '500',
  RATE_LIMIT_OTP_CONFIRM_PER_EMAIL_DAILY_MAX: '500',
  // The public-site specs send the contact form and launch reminders many times from one address.
  RATE_LIMIT_CONTACT_PER_IP_MAX: '500',
  RATE_LIMIT_CONTACT_PER_EMAIL_MAX: '500',
  RATE_LIMIT_LAUNCH_REMINDER_PER_IP_MAX: '500',
  // The Google stand-in of this run, on a port of its own (start.mjs starts it and points the API's
  // GOOGLE_STANDIN_URL at it), so a stand-in left running elsewhere on 4300 cannot answer instead.
  GOOGLE_STANDIN_PORT: process.env.E2E_GOOGLE_STANDIN_PORT ?? '4390',
  // The Moyasar stand-in of this run, likewise (start.mjs points MOYASAR_API_URL, MOYASAR_SECRET_KEY and
  // MOYASAR_WEBHOOK_SECRET at it).
  MOYASAR_STANDIN_PORT: process.env.E2E_MOYASAR_STANDIN_PORT ?? '4490',
  // The WhatsApp and SMS stand-ins of this run, likewise (start.mjs points WHATSAPP_* and SMS_* at them, and
  // them at the API's webhooks); the specs read what was sent from their /__standin/messages.
  WHATSAPP_STANDIN_PORT: process.env.E2E_WHATSAPP_STANDIN_PORT ?? '4591',
  SMS_STANDIN_PORT: process.env.E2E_SMS_STANDIN_PORT ?? '4691',
  // The AI stand-in of this run, likewise (start.mjs points AI_CHAT_COMPLETIONS_URL, AI_MODEL and AI_API_KEY at it),
  // so the reply box offers "draft with AI" as on npm start; the specs read what reached it from /__standin/requests.
  AI_STANDIN_PORT: process.env.E2E_AI_STANDIN_PORT ?? '4790',
};

const PORTS = {
  api: 3000,
  shell: 4200,
  'public-site': 4201,
  business: 4202,
  onboarding: 4203,
  admin: 4204,
  'google-standin': Number(env.GOOGLE_STANDIN_PORT),
  'moyasar-standin': Number(env.MOYASAR_STANDIN_PORT),
  'whatsapp-standin': Number(env.WHATSAPP_STANDIN_PORT),
  'sms-standin': Number(env.SMS_STANDIN_PORT),
  'ai-standin': Number(env.AI_STANDIN_PORT),
};
const STANDINS = new Set([
  'google-standin',
  'moyasar-standin',
  'whatsapp-standin',
  'sms-standin',
  'ai-standin',
]);
// The cluster's own ports besides (tools/cluster/start-cluster.mjs): the API processes, PostgreSQL and pgbouncer,
// HAProxy's status page.
const CLUSTER_PORTS = cluster
  ? {
      'api-1': Number(env.SUMAA_CLUSTER_API_PORT ?? 3101),
      'api-2': Number(env.SUMAA_CLUSTER_API_PORT ?? 3101) + 1,
      postgresql: Number(env.SUMAA_CLUSTER_PG_PORT ?? 54380),
      pgbouncer: Number(env.SUMAA_CLUSTER_PG_PORT ?? 54380) + 1,
      haproxy: Number(env.SUMAA_CLUSTER_STATS_PORT ?? 8404),
    }
  : {};

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// A product still running (an earlier `npm start`) would answer instead of the one started here.
const busy = [];
for (const [name, port] of Object.entries({ ...PORTS, ...CLUSTER_PORTS }))
  if (await portAnswers(port)) busy.push(`${name} :${port}`);
if (busy.length > 0) {
  console.error(`These ports are already in use: ${busy.join(', ')}. Stop the running Sumaa first.`);
  process.exit(1);
}

// The cluster keeps its database, secrets and processes' folders in the run's data folder, so the specs find the
// signing secret where they look for it (DATA_DIR/jwt-secret).
const productCommand = cluster
  ? ['tools/cluster/start-cluster.mjs', '--no-build', '--dir', dataDir]
  : ['tools/start/start.mjs', '--no-build'];
const product = spawn(process.execPath, productCommand, {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

function stopProduct() {
  try {
    process.kill(-product.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // A test may have restarted a remote's server on its own (the remote-failure test): stop those too.
  let pidFiles = [];
  try {
    pidFiles = readdirSync(env.SUMAA_RUN_DIR).filter((name) => name.endsWith('.pid'));
  } catch {
    // no run folder: nothing was started
  }
  for (const name of pidFiles) {
    try {
      process.kill(Number(readFileSync(path.join(env.SUMAA_RUN_DIR, name), 'utf8')), 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', () => {
  stopProduct();
  // The cluster's PostgreSQL may still be writing there while it stops: what is left is only a temporary folder.
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // still in use
  }
});
process.on('SIGINT', () => process.exit(130));

async function waitForShell() {
  for (let i = 0; i < 400; i++) {
    if (product.exitCode !== null) throw new Error('the product stopped while starting');
    try {
      const answers = await Promise.all([
        fetch(`http://localhost:${PORTS.api}/api/UsernameAuth/health`),
        fetch(`http://localhost:${PORTS['google-standin']}/.well-known/openid-configuration`),
        fetch(`http://localhost:${PORTS['moyasar-standin']}/`),
        fetch(`http://localhost:${PORTS['whatsapp-standin']}/`),
        fetch(`http://localhost:${PORTS['sms-standin']}/`),
        fetch(`http://localhost:${PORTS['ai-standin']}/`),
        ...Object.entries(PORTS)
          .filter(([name]) => name !== 'api' && !STANDINS.has(name))
          .map(([name, port]) =>
            fetch(`http://localhost:${port}/${name === 'shell' ? 'config.json' : 'mf-manifest.json'}`),
          ),
      ]);
      if (answers.every((answer) => answer.ok)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the product did not start within two minutes');
}

/** Until the product has stopped (the cluster stops PostgreSQL last), at most 20 s. */
function productStopped() {
  if (product.exitCode !== null || product.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    product.once('exit', resolve);
    setTimeout(resolve, 20_000).unref();
  });
}

await waitForShell();

// Two phases (tools/e2e/playwright.config.ts): the independent and demo specs side by side in two browsers, then
// the platform specs alone. Each phase gets the same filters; a phase they leave empty passes.
const phases = [
  ['independent and demo specs, two at a time', ['--project', 'independent', '--project', 'demo']],
  ['platform-wide specs, alone', ['--project', 'platform']],
];
// Every phase's failures, printed once more at the very end (support/failure-list-reporter.mjs).
const failuresFile = path.join(os.tmpdir(), `sumaa-e2e-failures-${process.pid}.txt`);
rmSync(failuresFile, { force: true });
env.SUMAA_E2E_FAILURES_FILE = failuresFile;
let status = 0;
for (const [title, projects] of phases) {
  const started = Date.now();
  console.log(`\n▶ end-to-end: ${title}`);
  const result = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'tools/e2e/playwright.config.ts',
      ...projects,
      '--no-deps',
      '--pass-with-no-tests',
      ...process.argv.slice(2),
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  console.log(`end-to-end: ${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) status = result.status ?? 1;
}
// The agreement test first (it needs both processes up), then the kill test (which kills them in turn).
for (const [title, script] of cluster
  ? [
      ['agreement test', 'tools/cluster/agreement-test.mjs'],
      ['kill test', 'tools/cluster/kill-test.mjs'],
    ]
  : []) {
  const started = Date.now();
  console.log(`\n▶ the cluster's ${title}`);
  const result = spawnSync(process.execPath, [script, '--dir', dataDir], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  console.log(`the cluster's ${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) status = result.status ?? 1;
}
stopProduct();
if (cluster) await productStopped();
if (existsSync(failuresFile)) {
  console.log(`\nEnd-to-end tests that failed:\n${readFileSync(failuresFile, 'utf8')}`);
  rmSync(failuresFile, { force: true });
}
process.exit(status);
