#!/usr/bin/env node
// `npm start`: builds every app and the API, then starts the local Google and Moyasar stand-ins, the compiled API
// (dist/apps/api/main.js, plain Node, no TypeScript loader) and each app on its own origin, on the embedded
// defaults (PGlite in .data/, e-mails into the local outbox, served to this machine at /dev/outbox, Google
// played by the stand-in, payments by the Moyasar stand-in), and sets up the demo business owner through the real API (tools/start/seed-demo.mjs).
// Ctrl+C stops everything.
// Options: --no-build (reuse dist/); env DATA_DIR to keep the data elsewhere, GOOGLE_STANDIN_PORT (4300),
// SUMAA_GOOGLE_STANDIN=off (Google configured for real: GOOGLE_* in apps/api/README.md), MOYASAR_STANDIN_PORT (4400),
// SUMAA_MOYASAR_STANDIN=off (Moyasar configured for real: MOYASAR_* in apps/api/README.md), SUMAA_DEMO=off,
// SUMAA_DEV_OUTBOX=off (no /dev/outbox; the demo owner then cannot be set up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { seedDemoOwnerForStart } from './seed-demo.mjs';
import { seedDemoTeamForStart } from './seed-demo-team.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const args = new Set(process.argv.slice(2));

const APPS = [
  { dir: 'shell', port: 4200 },
  { dir: 'public-site', port: 4201 },
  { dir: 'business', port: 4202 },
  { dir: 'onboarding', port: 4203 },
  { dir: 'admin', port: 4204 },
];
const API_PORT = Number(process.env.PORT ?? 3000);
const STANDIN_PORT = Number(process.env.GOOGLE_STANDIN_PORT ?? 4300);
const STANDIN_URL = `http://localhost:${STANDIN_PORT}`;
const withStandin = process.env.SUMAA_GOOGLE_STANDIN !== 'off';
const MOYASAR_STANDIN_PORT = Number(process.env.MOYASAR_STANDIN_PORT ?? 4400);
const MOYASAR_STANDIN_URL = `http://localhost:${MOYASAR_STANDIN_PORT}`;
const withMoyasarStandin = process.env.SUMAA_MOYASAR_STANDIN !== 'off';
const withDemo = process.env.SUMAA_DEMO !== 'off';
const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');
const children = [];

function run(command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping && code !== 0 && signal == null) {
      console.error(`\n${command} ${commandArgs.join(' ')} exited with ${code}; stopping.`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 800).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const API_BUNDLE = 'dist/apps/api/main.js';

if (!args.has('--no-build')) {
  console.log('Building the shell, the four remotes and the API…');
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', ['api', ...APPS.map((app) => app.dir)].join(','), '--parallel=2'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The public pages rendered to HTML from the public site just built (or already in dist/ with --no-build), into
// the shell's folder (tools/prerender/publish.mjs; docs/adr/0012-prerendered-public-pages.md).
const prerender = spawnSync(process.execPath, ['tools/prerender/publish.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (prerender.status !== 0) process.exit(prerender.status ?? 1);
if (!existsSync(path.join(root, API_BUNDLE))) {
  console.error(`${API_BUNDLE} is missing: run \`npx nx build api\` (or npm start without --no-build).`);
  process.exit(1);
}

/** A stand-in someone already started on the port (npx nx start google-standin) is used as it is. */
async function standinAlreadyRunning() {
  try {
    return (await fetch(`${STANDIN_URL}/.well-known/openid-configuration`)).ok;
  } catch {
    return false;
  }
}

if (withStandin && (await standinAlreadyRunning())) {
  console.log(`Using the Google stand-in already running at ${STANDIN_URL}.`);
} else if (withStandin) {
  mkdirSync(dataDir, { recursive: true });
  // Node itself (with tsx's loader), not `npx tsx`: npm does not pass SIGTERM on, which would leave it running.
  run(process.execPath, ['--import', 'tsx', 'tools/google-standin/src/main.ts'], {
    env: {
      ...process.env,
      GOOGLE_STANDIN_PORT: String(STANDIN_PORT),
      // The 10,000-review benchmark user is for tools/bench; leaving it out keeps the start quick.
      GOOGLE_STANDIN_BENCH_REVIEWS: process.env.GOOGLE_STANDIN_BENCH_REVIEWS ?? '0',
      // The same signing key on every start, so ID tokens the API has seen stay verifiable.
      GOOGLE_STANDIN_SIGNING_KEY_FILE:
        process.env.GOOGLE_STANDIN_SIGNING_KEY_FILE ?? path.join(dataDir, 'google-standin-signing-key.pem'),
    },
  });
}
/** The Moyasar stand-in's index names the service, so another program on the port is not taken for it. */
async function moyasarStandinAlreadyRunning() {
  try {
    const response = await fetch(`${MOYASAR_STANDIN_URL}/`);
    return response.ok && String((await response.json()).service).includes('Moyasar');
  } catch {
    return false;
  }
}

if (withMoyasarStandin && (await moyasarStandinAlreadyRunning())) {
  console.log(`Using the Moyasar stand-in already running at ${MOYASAR_STANDIN_URL}.`);
} else if (withMoyasarStandin) {
  // It reads MOYASAR_STANDIN_SECRET_KEY and MOYASAR_STANDIN_WEBHOOK_SECRET from the same environment as the API below.
  run(process.execPath, ['--import', 'tsx', 'tools/moyasar-standin/src/main.ts'], {
    env: { ...process.env, MOYASAR_STANDIN_PORT: String(MOYASAR_STANDIN_PORT) },
  });
}
// The compiled API (apps/api/rspack.config.ts); `npx nx serve api` runs the sources in watch mode instead.
run(process.execPath, ['--enable-source-maps', API_BUNDLE], {
  env: {
    ...process.env,
    PORT: String(API_PORT),
    // The zero-setup start serves the outbox (to this machine only): the demo owner and the e2e run read it.
    SUMAA_DEV_OUTBOX: process.env.SUMAA_DEV_OUTBOX ?? 'on',
    // A developer's local mail catcher or webhook receiver (127.0.0.1) in the admin's platform settings.
    OUTBOUND_ALLOW_PRIVATE_NETWORK: process.env.OUTBOUND_ALLOW_PRIVATE_NETWORK ?? 'on',
    ...(withStandin
      ? {
          GOOGLE_STANDIN_URL: STANDIN_URL,
          // The competitor search (Places API) too, with the stand-in's key: the demo owner can follow a café.
          GOOGLE_PLACES_BASE_URL: STANDIN_URL,
          GOOGLE_PLACES_API_KEY: process.env.GOOGLE_STANDIN_PLACES_API_KEY ?? 'sumaa-local-places-key',
        }
      : {}),
    ...(withMoyasarStandin
      ? {
          MOYASAR_API_URL: `${MOYASAR_STANDIN_URL}/v1`,
          MOYASAR_SECRET_KEY: process.env.MOYASAR_STANDIN_SECRET_KEY ?? 'sk_test_standin',
          MOYASAR_WEBHOOK_SECRET: process.env.MOYASAR_STANDIN_WEBHOOK_SECRET ?? 'whsec_standin',
        }
      : {}),
  },
});
// Reviewers' photos come from Google's image host; the stand-in serves its own.
const servingEnv = { ...process.env, ...(withStandin ? { SUMAA_REVIEWER_PHOTO_ORIGINS: STANDIN_URL } : {}) };
for (const app of APPS)
  run(process.execPath, ['tools/start/serve-app.mjs', app.dir, String(app.port)], { env: servingEnv });

try {
  if (withStandin) await waitFor(`${STANDIN_URL}/.well-known/openid-configuration`);
  if (withMoyasarStandin) await waitFor(`${MOYASAR_STANDIN_URL}/`);
  await waitFor(`http://localhost:${API_PORT}/api/UsernameAuth/health`);
  await Promise.all(APPS.map((app) => waitFor(`http://localhost:${app.port}/`)));
} catch (error) {
  console.error(error.message);
  stop(1);
}

// The demo owner needs Google (the stand-in) and the outbox for its verification code.
let demoLine = 'off (SUMAA_DEMO=off)';
/** The demo business's team, one sign-in per role. */
let teamLines = [];
if (!stopping && withDemo && !withStandin) demoLine = 'not set up: it needs the Google stand-in';
if (!stopping && withDemo && withStandin) {
  console.log('Setting up the demo business owner (Google connected, reviews synchronised)…');
  const seeded = await seedDemoOwnerForStart(`http://localhost:${API_PORT}`);
  demoLine = seeded.ok
    ? `${seeded.demo.email} / ${seeded.demo.password}   (Google: ${seeded.demo.googleUser}; ${seeded.numbers})`
    : `not set up: ${seeded.message}`;
  if (seeded.ok) {
    const team = await seedDemoTeamForStart(`http://localhost:${API_PORT}`, seeded.demo);
    teamLines = team.ok
      ? team.signIns.map((member) => `${member.email} / ${member.password}   (${member.role})`)
      : [`not set up: ${team.message}`];
  }
}

if (!stopping) {
  console.log(`
  ┌──────────────────────────────────────────────────────────────────┐
    Sumaa is running
    Open:        http://localhost:4200
    API:         http://localhost:${API_PORT}   (docs: http://localhost:${API_PORT}/api/docs)
    E-mails:     http://localhost:${API_PORT}/dev/outbox   (no SMTP_URL set: mail goes to the outbox; this machine only)
    Remotes:     ${APPS.slice(1)
      .map((app) => `${app.dir} :${app.port}`)
      .join(', ')}
    Google:      ${withStandin ? `local stand-in ${STANDIN_URL}   (on its consent page choose a user, then Allow)` : 'as configured (GOOGLE_* settings)'}
    Payments:    ${withMoyasarStandin ? `local Moyasar stand-in ${MOYASAR_STANDIN_URL}   (test card 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined)` : 'as configured (MOYASAR_* settings)'}
    Demo owner:  ${demoLine}
${teamLines.map((line, index) => `    ${index === 0 ? 'Demo team:  ' : '            '} ${line}`).join('\n')}
    Super admin: see the API's start-up lines above (SUMAA_ADMIN_EMAIL / SUMAA_ADMIN_PASSWORD to choose)
    Stop:        Ctrl+C
  └──────────────────────────────────────────────────────────────────┘
`);
}
