#!/usr/bin/env node
// Keeps `knownUpward` in apps/api/src/domains/domain-order.json equal to the upward domain imports the code has.
// ESLint's sumaa/domain-order (tools/eslint/domain-walls.mjs) sees one file at a time, so it can report an upward
// import the baseline lacks but not a baseline pair nothing uses any more; this script sees the whole API.
// It prints every upward "from->to" pair with its import count and exits 1 when the baseline lists a pair that
// no longer occurs (take it out: the baseline only shrinks), misses one that does, or `levels` leaves out a
// domain folder, names one that does not exist or names one twice.
//
// Usage: node tools/eslint/domain-order-baseline.mjs [WORKSPACE_DIR] [--prune] [--quiet]
//   WORKSPACE_DIR  the folder holding apps/api/src; by default this workspace
//   --prune  removes the pairs that no longer occur from the file (it never adds one)
//   --quiet  prints only the problems
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isTestPath, locate, locateImport, orderProblem, readDomainOrder } from './domain-walls.mjs';

const root = path.resolve(
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(import.meta.dirname, '../..'),
);
const src = path.join(root, 'apps/api/src');
const domainsDir = path.join(src, 'domains');
const prune = process.argv.includes('--prune');
const quiet = process.argv.includes('--quiet');

const order = readDomainOrder(src);
if (order.error) {
  console.error(`✖ ${path.relative(root, order.file)}: ${order.error}`);
  process.exit(1);
}

const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (/\.tsx?$/.test(name) && !isTestPath(path.relative(src, file).split(path.sep).join('/')))
      files.push(file);
  }
})(domainsDir);

// The rule's verdict on every module a file names. ts.preProcessFile only scans (a tenth of a full parse) and
// reads what the rule visits: imports, re-exports, dynamic imports, import-equals and import types.
const counts = new Map();
const unlisted = new Set();
const sharedImports = new Set();
for (const file of files) {
  const here = locate(file);
  if (!here || here.domain === null) continue;
  for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, false).importedFiles) {
    const there = locateImport(file, here, fileName);
    const problem = there && orderProblem(here, there, order, true);
    if (problem?.kind === 'upward') {
      const pair = `${problem.from}->${problem.to}`;
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    } else if (problem?.kind === 'unlisted') unlisted.add(problem.domain);
    else if (problem) sharedImports.add(`${path.relative(root, file)} imports domains/${problem.to}`);
  }
}

const problems = [...sharedImports].map((line) => `${line}: domains/shared imports no domain`);
const folders = readdirSync(domainsDir).filter(
  (name) => name !== 'shared' && statSync(path.join(domainsDir, name)).isDirectory(),
);
const listed = order.levels.flat();
for (const domain of new Set([...folders.filter((name) => !listed.includes(name)), ...unlisted])) {
  problems.push(`domains/${domain} is in no level of \`levels\``);
}
for (const domain of listed.filter((name, index) => listed.indexOf(name) !== index)) {
  problems.push(`\`levels\` names ${domain} more than once`);
}
for (const domain of listed.filter((name) => !folders.includes(name))) {
  problems.push(`\`levels\` names ${domain}, which is not a folder of domains/`);
}

const current = [...counts.keys()].sort();
const stale = [...order.knownUpward].filter((pair) => !counts.has(pair)).sort();
const missing = current.filter((pair) => !order.knownUpward.has(pair));
for (const pair of missing) {
  problems.push(
    `${pair} goes upward and is not in \`knownUpward\` (sumaa/domain-order reports where): import downwards or use an event`,
  );
}
if (stale.length && prune) {
  // Read again right before writing: someone may have edited `levels` meanwhile; only `knownUpward` changes.
  const json = JSON.parse(readFileSync(order.file, 'utf8'));
  json.knownUpward = (json.knownUpward ?? []).filter((pair) => !stale.includes(pair));
  writeFileSync(order.file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`Took ${stale.length} pair(s) that no longer occur out of knownUpward: ${stale.join(', ')}`);
} else {
  for (const pair of stale)
    problems.push(`${pair} is in \`knownUpward\` but no longer occurs: take it out (or run with --prune)`);
}

if (!quiet) {
  console.log(`Upward domain imports (from->to: imports), ${current.length} pair(s):`);
  for (const pair of current) console.log(`  ${pair}: ${counts.get(pair)}`);
}
for (const problem of problems) console.error(`✖ ${problem}`);
if (problems.length) process.exitCode = 1;
else if (!quiet) console.log('✔ knownUpward matches the code');
