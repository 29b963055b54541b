#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest:
// lint → typecheck → unit and API tests (jest, PGlite) → build → end-to-end in Debian's Chromium.
// Each stage's time is printed as it ends and again in a table at the end (also when a stage fails); jest adds
// its slowest files and tests (tools/jest/slowest-reporter.mjs), Playwright its slowest specs.
// Parallelism is set for the 2-core CI machine: Nx runs two tasks at once, jest one worker per core
// (jest.config.mjs), Playwright two browsers (tools/e2e/playwright.config.ts).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const nxParallel = `--parallel=${Math.max(2, os.availableParallelism())}`;

const steps = [
  ['Chromium', 'bash', ['tools/ci/ensure-chromium.sh']],
  // The API's domain walls are ESLint rules (tools/eslint/README.md), so Lint checks them; what one file cannot
  // see, that domains/domain-order.json's knownUpward lists no pair the code no longer has, is checked here (1 s).
  ['Lint: domain order', 'node', ['tools/eslint/domain-order-baseline.mjs', '--quiet']],
  ['Lint', 'npx', ['nx', 'run-many', '-t', 'lint', nxParallel]],
  // One program for every project (tsconfig.typecheck.json says why); nx affected runs each project's own.
  ['Typecheck', 'npx', ['tsc', '-p', 'tsconfig.typecheck.json']],
  ['Unit and API tests', 'npx', ['jest', '--ci']],
  ['Build', 'npx', ['nx', 'run-many', '-t', 'build', nxParallel]],
  ['Budgets', 'node', ['tools/budgets/bundle-budgets.mjs']],
  ['End-to-end', 'node', ['tools/test/e2e.mjs']],
];

const times = [];
const runStarted = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printTimes() {
  const load = os.loadavg().map((value) => value.toFixed(2));
  console.log(`\nStage times (${os.availableParallelism()} cores, load average now ${load.join(' ')}):`);
  for (const [title, ms, ok] of times)
    console.log(`  ${ok ? '✔' : '✖'} ${title.padEnd(20)} ${seconds(ms).padStart(9)}`);
  console.log(`  ${'all'.padEnd(22)} ${seconds(Date.now() - runStarted).padStart(9)}`);
}

for (const [title, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  const ms = Date.now() - started;
  times.push([title, ms, result.status === 0]);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds(ms)}`);
    printTimes();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds(ms)})`);
}
printTimes();
console.log('\nAll checks passed.');
