#!/usr/bin/env node
// `npm start`: builds every app, then starts the API and each app on its own origin, on the embedded defaults
// (PGlite in .data/, e-mails into the local outbox). Ctrl+C stops everything.
// Options: --no-build (reuse dist/), env DATA_DIR to keep the data elsewhere.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

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

if (!args.has('--no-build')) {
  console.log('Building the shell and the four remotes…');
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', APPS.map((app) => app.dir).join(','), '--parallel=2'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Node itself (with tsx's loader), not `npx tsx`: npm does not pass SIGTERM on, which would leave the API running.
run(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: { ...process.env, PORT: String(API_PORT), TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json' },
});
for (const app of APPS) run(process.execPath, ['tools/start/serve-app.mjs', app.dir, String(app.port)]);

try {
  await waitFor(`http://localhost:${API_PORT}/api/UsernameAuth/health`);
  await Promise.all(APPS.map((app) => waitFor(`http://localhost:${app.port}/`)));
} catch (error) {
  console.error(error.message);
  stop(1);
}

if (!stopping) {
  console.log(`
  ┌──────────────────────────────────────────────────────────────────┐
    Sumaa is running
    Open:        http://localhost:4200
    API:         http://localhost:${API_PORT}   (docs: http://localhost:${API_PORT}/api/docs)
    E-mails:     http://localhost:${API_PORT}/dev/outbox   (no SMTP_URL set: mail goes to the outbox)
    Remotes:     ${APPS.slice(1).map((app) => `${app.dir} :${app.port}`).join(', ')}
    Super admin: see the API's start-up lines above (SUMAA_ADMIN_EMAIL / SUMAA_ADMIN_PASSWORD to choose)
    Stop:        Ctrl+C
  └──────────────────────────────────────────────────────────────────┘
`);
}
