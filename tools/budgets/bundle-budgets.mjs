#!/usr/bin/env node
// Size budgets of the built apps (run after the build): prints each app's remoteEntry and total JavaScript in KB
// gzip, and fails when a budget is exceeded. The first-load JS of the landing page, measured in a real browser,
// is printed by the end-to-end suite (tools/e2e/specs/budgets.spec.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const APPS = ['shell', 'public-site', 'business', 'onboarding', 'admin'];
const BUDGET_KB = { remoteEntry: 40 };

const kb = (bytes) => bytes / 1024;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => file.endsWith('.js') && statSync(file).isFile());
}

let failed = false;
const rows = [];
for (const app of APPS) {
  const dist = path.join(root, 'dist/apps', app);
  const files = jsFiles(dist);
  const totalGzip = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const entry = path.join(dist, 'remoteEntry.js');
  const entryGzip = files.includes(entry) ? gzipSize(entry) : 0;
  if (kb(entryGzip) > BUDGET_KB.remoteEntry) failed = true;
  rows.push({ app, 'remoteEntry KB gzip': kb(entryGzip).toFixed(1), 'all JS KB gzip': kb(totalGzip).toFixed(1), files: files.length });
}
console.table(rows);
console.log(`Budget: remoteEntry ≤ ${BUDGET_KB.remoteEntry} KB gzip per app.`);
if (failed) {
  console.error('A remoteEntry is over budget.');
  process.exit(1);
}
