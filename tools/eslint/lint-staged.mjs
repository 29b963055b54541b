#!/usr/bin/env node
// The pre-commit hook's lint (package.json: simple-git-hooks → lint-staged → this, with the staged files), held
// to the rules CI runs.
//
// @nx/enforce-module-boundaries works from Nx's cached project graph (.nx/workspace-data/project-graph.json).
// CI lints through `nx run-many -t lint`, which computes that graph first; a bare `eslint` finds none in a fresh
// clone (or only a stale one, after a project's tags changed), prints "No cached ProjectGraph is available. The
// rule will be skipped." and lets every boundary through. So the graph is computed (`nx show projects`, about
// 2 s, incremental) before ESLint runs on the staged scripts. When something under apps/api/src is staged, the
// domain order's baseline is checked too (tools/eslint/domain-order-baseline.mjs, about 1 s), as in npm test.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const staged = process.argv
  .slice(2)
  .map((file) => path.relative(root, path.resolve(file)).split(path.sep).join('/'));
const scripts = staged.filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file));
const run = (command, args, stdio = 'inherit') =>
  spawnSync(command, args, { cwd: root, stdio, env: { ...process.env, NX_DAEMON: 'false' } }).status ?? 1;

let status = 0;
if (scripts.length) {
  if (run(bin('nx'), ['show', 'projects'], ['ignore', 'ignore', 'inherit']) !== 0) {
    console.error(
      '✖ nx could not compute the project graph, without which @nx/enforce-module-boundaries is skipped',
    );
    process.exit(1);
  }
  status = run(bin('eslint'), ['--no-warn-ignored', ...scripts]);
}
if (staged.some((file) => file.startsWith('apps/api/src/'))) {
  const baseline = run(process.execPath, [
    path.join(root, 'tools/eslint/domain-order-baseline.mjs'),
    '--quiet',
  ]);
  status ||= baseline;
}
process.exit(status);
