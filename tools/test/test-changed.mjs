#!/usr/bin/env node
// `npm run test:changed`: the quick loop for one change. What changed since the base (committed on this branch,
// staged, unstaged and new files) decides what runs:
//   1. lint, typecheck and the unit tests of the projects the change affects (Nx affected), two tasks at once;
//   2. the build of every app (Nx's cache hands back the ones the change did not touch), when any spec runs;
//   3. the end-to-end specs that cover the changed code (tools/e2e/coverage.mjs), on a product started for them.
// It is a quick check, not the gate: `npm test` runs everything, and CI runs `npm test`.
//
//   npm run test:changed                   against main (or the upstream of this branch)
//   npm run test:changed -- --base HEAD~3  against another base
//   npm run test:changed -- --no-e2e       stages 1 only
import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ALL, specsFor } from '../e2e/coverage.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();

function defaultBase() {
  for (const candidate of ['@{upstream}', 'origin/main', 'main']) {
    try {
      return git('merge-base', 'HEAD', candidate);
    } catch {
      // not there: try the next
    }
  }
  return 'HEAD';
}

const base = option('--base') ?? defaultBase();
const changed = [
  ...new Set(
    [
      git('diff', '--name-only', base, 'HEAD'),
      git('diff', '--name-only', 'HEAD'),
      git('ls-files', '--others', '--exclude-standard'),
    ]
      .join('\n')
      .split('\n')
      .filter(Boolean),
  ),
];
if (changed.length === 0) {
  console.log(`Nothing changed since ${base.slice(0, 12)}.`);
  process.exit(0);
}
console.log(`${changed.length} changed file(s) since ${base.slice(0, 12)}:\n  ${changed.join('\n  ')}`);

const env = { ...process.env, NX_DAEMON: 'false' };
const parallel = `--parallel=${Math.max(2, os.availableParallelism())}`;
const times = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(title, command, commandArgs) {
  const stageStarted = Date.now();
  console.log(`\n▶ ${title}: ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  times.push([title, Date.now() - stageStarted, result.status === 0]);
  if (result.status !== 0) finish(result.status ?? 1);
}

function finish(status) {
  console.log('\nStage times:');
  for (const [title, ms, ok] of times)
    console.log(`  ${ok ? '✔' : '✖'} ${title.padEnd(34)} ${seconds(ms).padStart(9)}`);
  console.log(`  ${'all'.padEnd(36)} ${seconds(Date.now() - started).padStart(9)}`);
  process.exit(status);
}

// Nx affected reads the same changes: the base's commits plus what is not committed yet.
run('Lint, typecheck, unit tests (affected)', 'npx', [
  'nx',
  'affected',
  '-t',
  'lint',
  'typecheck',
  'test',
  `--base=${base}`,
  parallel,
  '--outputStyle=stream',
]);

// The API's upward imports against the baseline domain-order.json keeps (what npm test's lint stage checks).
if (changed.some((file) => file.startsWith('apps/api/src/') || file.startsWith('tools/eslint/'))) {
  run('Lint: domain order', 'node', ['tools/eslint/domain-order-baseline.mjs']);
}

// The jest projects under tools/ have no Nx test target of their own: run those the change touches.
const toolProjects = [
  'tools/jest',
  'tools/e2e',
  'tools/start',
  'tools/eslint',
  'tools/google-standin',
  'tools/moyasar-standin',
  'tools/whatsapp-standin',
  'tools/sms-standin',
  'tools/ai-standin',
];
for (const dir of toolProjects.filter((project) => changed.some((file) => file.startsWith(`${project}/`)))) {
  run(`Unit tests of ${dir}`, 'npx', ['jest', '--ci', '-c', `${dir}/jest.config.mjs`, '--passWithNoTests']);
}

const specs = args.includes('--no-e2e') ? [] : specsFor(changed);
if (specs !== ALL && specs.length === 0) {
  console.log('\nNo end-to-end spec covers these files (tools/e2e/coverage.mjs).');
  finish(0);
}
run('Build (cached where unchanged)', 'npx', [
  'nx',
  'run-many',
  '-t',
  'build',
  parallel,
  '--outputStyle=stream',
]);
const filters = specs === ALL ? [] : specs.map((spec) => `specs/${spec}.spec.ts`);
run(`End-to-end: ${specs === ALL ? 'every spec' : specs.join(', ')}`, 'node', [
  'tools/test/e2e.mjs',
  ...filters,
]);
finish(0);
