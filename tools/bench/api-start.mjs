#!/usr/bin/env node
// A benchmark, not a test: how long the API takes to answer after it is started, and how much memory it
// holds once started, run through the TypeScript loader (tsx, as `nx serve api` does) and compiled
// (dist/apps/api/main.js, as `npm start` does). Each run starts the API on a free port of 127.0.0.1 with a
// fresh temporary DATA_DIR (embedded PGlite, migrated and seeded from nothing), measures the time until
// GET /api/UsernameAuth/health answers 200, waits a few seconds, reads the process's resident memory
// (VmRSS in /proc/<pid>/status), stops it and deletes the folder.
//   npm run bench:api-start                      both modes, 3 runs each (median printed)
//   npm run bench:api-start -- --mode compiled   one mode; --runs 5; --settle 5 (seconds before reading RSS)
//   npm run bench:api-start -- --data warm       restarts on a DATA_DIR already created and migrated (one
//                                                unmeasured start first): the start of a deployed API, where
//                                                code loading weighs more than creating the database
// The compiled mode builds dist/apps/api first when it is missing (`npx nx build api`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const API_BUNDLE = 'dist/apps/api/main.js';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '3' },
    settle: { type: 'string', default: '3' },
    data: { type: 'string', default: 'fresh' },
  },
});
const modes = values.mode === 'both' ? ['tsx', 'compiled'] : [values.mode];
const runs = Number(values.runs);
const settleMs = Number(values.settle) * 1000;
const warm = values.data === 'warm';
if (
  !modes.every((mode) => mode === 'tsx' || mode === 'compiled') ||
  !(runs > 0) ||
  !(settleMs >= 0) ||
  !['fresh', 'warm'].includes(values.data)
) {
  console.error(
    'usage: api-start.mjs [--mode tsx|compiled|both] [--runs N] [--settle SECONDS] [--data fresh|warm]',
  );
  process.exit(2);
}

/** The same command lines as `nx serve api` (without watch) and `npm start` (tools/start/start.mjs). */
const COMMANDS = {
  tsx: {
    args: ['--import', 'tsx', 'apps/api/src/server.ts'],
    env: { TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json' },
  },
  compiled: { args: ['--enable-source-maps', API_BUNDLE], env: {} },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function residentMemoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]);
  return kilobytes / 1024;
}

async function measure(mode, dataDir) {
  const port = await freePort();
  const { args, env } = COMMANDS[mode];
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A chosen admin password: both modes hash the same one at their first start.
      SUMAA_ADMIN_EMAIL: 'bench-admin@sumaa.test',
      SUMAA_ADMIN_PASSWORD: 'Bench-Admin-Passw0rd',
    },
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/UsernameAuth/health`, child);
    const startMs = performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return { startMs, rssMb: residentMemoryMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'sumaa-bench-api-start-'));

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

if (modes.includes('compiled') && !existsSync(path.join(root, API_BUNDLE))) {
  console.log(`${API_BUNDLE} is missing: building it (npx nx build api)…`);
  const build = spawnSync('npx', ['nx', 'build', 'api'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The modes take turns run by run, so a machine getting busier or quieter weighs on both alike.
const results = Object.fromEntries(modes.map((mode) => [mode, []]));
const warmDataDirs = {};
for (const mode of modes) {
  if (!warm) continue;
  warmDataDirs[mode] = newDataDir();
  await measure(mode, warmDataDirs[mode]); // creates and migrates the database, not counted
}
for (let run = 1; run <= runs; run += 1) {
  for (const mode of modes) {
    const dataDir = warmDataDirs[mode] ?? newDataDir();
    const result = await measure(mode, dataDir).finally(() => {
      if (!warm) rmSync(dataDir, { recursive: true, force: true });
    });
    results[mode].push(result);
    console.log(
      `${mode.padEnd(8)} run ${run}: answered after ${Math.round(result.startMs)} ms, ` +
        `RSS ${result.rssMb.toFixed(1)} MB ${values.settle} s after start`,
    );
  }
}
for (const dataDir of Object.values(warmDataDirs)) rmSync(dataDir, { recursive: true, force: true });

const dataLabel = warm ? 'existing PGlite DATA_DIR' : 'fresh PGlite DATA_DIR';
console.log(
  `\nAPI start (${dataLabel}, Node ${process.version}, ${os.cpus().length} CPUs, median of ${runs}):`,
);
console.log('mode       start → health 200    RSS after start');
for (const mode of modes) {
  const startMs = median(results[mode].map((result) => result.startMs));
  const rssMb = median(results[mode].map((result) => result.rssMb));
  console.log(`${mode.padEnd(10)} ${`${Math.round(startMs)} ms`.padEnd(21)} ${rssMb.toFixed(1)} MB`);
}
