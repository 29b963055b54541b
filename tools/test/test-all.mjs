#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest:
// lint → typecheck → unit and API tests (jest, PGlite) → build → end-to-end in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

const steps = [
  ['Chromium', 'bash', ['tools/ci/ensure-chromium.sh']],
  ['Lint', 'npx', ['nx', 'run-many', '-t', 'lint', '--parallel=2']],
  ['Typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--parallel=2']],
  ['Unit and API tests', 'npx', ['jest', '--ci']],
  ['Build', 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=2']],
  ['Budgets', 'node', ['tools/budgets/bundle-budgets.mjs']],
  ['End-to-end', 'node', ['tools/test/e2e.mjs']],
];

for (const [title, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}
console.log('\nAll checks passed.');
