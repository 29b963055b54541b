#!/usr/bin/env node
// Speed benchmark of the public pages (issues 3 and 14): Lighthouse's mobile preset in Debian's Chromium against
// `/`, `/pricing`, `/features` and `/help`, in Arabic and in English (a first visit follows the browser's
// language, set with --accept-lang), the median of 3 runs, printing performance and accessibility scores, LCP, TBT,
// CLS and the first-load JavaScript in KB gzip (every script the page loaded, gzipped at level 9: the budgets
// spec's count). A benchmark, not a test: it is not part of `npm test`, and its timings depend on how busy the
// machine is (the load average is printed before and after).
//
// It measures the product exactly as `npm start` serves it: the one already running on :4200 when there is one,
// otherwise it starts `tools/start/start.mjs --no-build` (the built dist/, a throw-away data folder, no demo
// owner) and stops it afterwards. Builds nothing unless --build is given.
//
// Usage: npm run bench:lighthouse -- [--runs 3] [--lang ar] [--page /] [--url http://localhost:4200] [--build]
//   --runs: Lighthouse runs per page and language; the median run by performance is reported (default 3)
//   --lang: ar or en, repeatable (default both); --page: a path, repeatable (default /, /pricing, /features, /help)
//   --url: a product already running elsewhere; --build: `npm start`'s build first
//   --preset: mobile (default) or desktop
//   --signed-in: as the demo owner (demo@sumaa.local, set up by `npm start`), default pages /customer and
//     /customer/reviews; its tokens are put in the profile's storage before each run, which Lighthouse keeps
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/pricing', '/features', '/help'];
const LANGUAGES = { ar: 'ar', en: 'en-US' };
const TARGETS = {
  performance: 95,
  accessibility: 100,
  lcpSeconds: 2.0,
  tbtMs: 150,
  cls: 0.02,
  firstLoadKb: 180,
};
const SHELL_URL = 'http://localhost:4200';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    lang: { type: 'string', multiple: true },
    page: { type: 'string', multiple: true },
    build: { type: 'boolean', default: false },
    preset: { type: 'string', default: 'mobile' },
    'signed-in': { type: 'boolean', default: false },
  },
});
const signedIn = options['signed-in'];
const DEMO_OWNER = { username: 'demo@sumaa.local', password: 'Demo-Sumaa-2026' };
const API_URL = 'http://localhost:3000';
const runs = Math.max(1, Number(options.runs) || 1);
const pages = options.page?.length ? options.page : signedIn ? ['/customer', '/customer/reviews'] : PAGES;
const languages = options.lang?.length ? options.lang : Object.keys(LANGUAGES);
for (const language of languages) {
  if (!(language in LANGUAGES)) throw new Error(`--lang must be one of ${Object.keys(LANGUAGES).join(', ')}`);
}
if (!['mobile', 'desktop'].includes(options.preset)) throw new Error('--preset must be mobile or desktop');

// ---------- the product, as `npm start` serves it ----------

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Reuses the product running on :4200, or starts `npm start`'s own script on a throw-away data folder. */
async function startProduct() {
  if (await answers(`${SHELL_URL}/config.json`)) {
    console.error(`Using the product already running at ${SHELL_URL}.`);
    return { shellUrl: SHELL_URL, stop: () => {} };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sumaa-bench-'));
  const child = spawn(process.execPath, ['tools/start/start.mjs', ...(options.build ? [] : ['--no-build'])], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SUMAA_RUN_DIR: path.join(dataDir, 'run'),
      SUMAA_DEMO: process.env.SUMAA_DEMO ?? (signedIn ? 'on' : 'off'),
    },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000).unref();
  };
  const started = Date.now();
  const urls = [
    `${SHELL_URL}/config.json`,
    'http://localhost:3000/api/UsernameAuth/health',
    ...[4201, 4202, 4203, 4204].map((port) => `http://localhost:${port}/mf-manifest.json`),
  ];
  while (!(await Promise.all(urls.map(answers))).every(Boolean)) {
    if (child.exitCode !== null) throw new Error('npm start stopped while starting (see above)');
    if (Date.now() - started > (options.build ? 900_000 : 180_000)) {
      stop();
      throw new Error('npm start did not answer in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`Started npm start (tools/start/start.mjs${options.build ? '' : ' --no-build'}).`);
  return { shellUrl: SHELL_URL, stop };
}

// ---------- Lighthouse ----------

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Headless Chromium ignores --lang for navigator.languages; --accept-lang sets it (and Accept-Language).
const languageFlags = (language) => [`--lang=${LANGUAGES[language]}`, `--accept-lang=${LANGUAGES[language]}`];

/** A fresh session of the demo owner (each run signs in anew: refresh tokens rotate). */
async function demoSession() {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(`${API_URL}/api/UsernameAuth/AdminSignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_OWNER),
    });
    const body = await response.json().catch(() => null);
    if (body?.success) return body.model;
    // npm start sets the demo owner up after the servers answer
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('the demo owner cannot sign in: start the product with its demo (npm start)');
}

/**
 * A Chromium whose storage already holds the demo owner's session and the language, for Lighthouse to drive
 * (--port, --disable-storage-reset): signed-in pages measured as a returning user opens them.
 */
async function signedInBrowser(shellUrl, language) {
  const { chromium } = await import('playwright');
  const session = await demoSession();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sumaa-lighthouse-profile-'));
  const port = 9400 + Math.floor(Math.random() * 400);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_FLAGS.filter((flag) => flag !== '--headless=new'), `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(new URL('/config.json', shellUrl).href);
  await page.evaluate(
    ({ token, refresh, lang }) => {
      localStorage.setItem('jwt_token', token);
      localStorage.setItem('refresh_token', refresh);
      localStorage.setItem('lang', lang);
    },
    { token: session.token, refresh: session.refresh_token, lang: language },
  );
  return {
    port,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run (mobile preset by default, simulated throttling) in a fresh Chromium profile. */
async function runLighthouse(url, language) {
  const outputDir = mkdtempSync(path.join(os.tmpdir(), 'sumaa-lighthouse-'));
  const report = path.join(outputDir, 'report.json');
  const browser = signedIn ? await signedInBrowser(new URL(url).origin, language) : null;
  try {
    const child = spawn(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        ...(options.preset === 'desktop' ? ['--preset=desktop'] : []),
        ...(browser
          ? [`--port=${browser.port}`, '--disable-storage-reset']
          : [`--chrome-flags=${[...CHROME_FLAGS, ...languageFlags(language)].join(' ')}`]),
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
    const status = await new Promise((resolve) => {
      child.once('error', (error) => {
        errors += error.message;
        resolve(1);
      });
      child.once('exit', resolve);
    });
    if (status !== 0 || !existsSync(report)) throw new Error(`Lighthouse failed on ${url}: ${errors}`);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    if (signedIn && !new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname.startsWith('/customer'))
      throw new Error(`Lighthouse on ${url} was sent to ${lhr.finalDisplayedUrl}: the session did not hold`);
    return lhr;
  } finally {
    await browser?.close();
    rmSync(outputDir, { recursive: true, force: true });
  }
}

/** First-load JS as the budgets spec counts it: every script the page loaded, each gzipped at level 9. */
async function firstLoadKb(lhr) {
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script',
  );
  let bytes = 0;
  for (const url of new Set(scripts.map((script) => script.url))) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { kb: bytes / 1024, files: scripts.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(shellUrl) {
  const rows = [];
  for (const language of languages) {
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run++)
        results.push(await runLighthouse(new URL(page, shellUrl).href, language));
      // The median run by performance score stands for the page; its metrics are reported with it.
      const performanceScores = results.map((lhr) => lhr.categories.performance.score);
      const lhr = results.find((result) => result.categories.performance.score === median(performanceScores));
      const firstLoad = await firstLoadKb(lhr);
      rows.push({
        page,
        language,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        'LCP s': (lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
        'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
        CLS: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
        'first-load JS KB gzip': `${firstLoad.kb.toFixed(1)} (${firstLoad.files} files)`,
        ...(runs > 1
          ? { 'performance of each run': performanceScores.map((s) => Math.round(s * 100)).join(' ') }
          : {}),
      });
      console.error(`  measured ${page} in ${language}`);
    }
  }
  return rows;
}

const running = options.url ? { shellUrl: options.url, stop: () => {} } : await startProduct();
process.on('SIGINT', () => {
  running.stop();
  process.exit(130);
});
console.error(
  `Lighthouse (${options.preset} preset, median of ${runs} run${runs > 1 ? 's' : ''} per page) against ` +
    `${running.shellUrl}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} ` +
    `on ${os.cpus().length} cores`,
);
try {
  const rows = await measure(running.shellUrl);
  console.table(rows);
  console.log(
    `Load average after: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}.`,
  );
  console.log(
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `LCP ≤ ${TARGETS.lcpSeconds} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, ` +
      `first-load JS of / ≤ ${TARGETS.firstLoadKb} KB gzip.`,
  );
  for (const row of rows) {
    const misses = [];
    if (row.performance < TARGETS.performance) misses.push(`performance ${row.performance}`);
    if (row.accessibility < TARGETS.accessibility) misses.push(`accessibility ${row.accessibility}`);
    if (Number(row['LCP s']) > TARGETS.lcpSeconds) misses.push(`LCP ${row['LCP s']} s`);
    if (row['TBT ms'] > TARGETS.tbtMs) misses.push(`TBT ${row['TBT ms']} ms`);
    if (Number(row.CLS) > TARGETS.cls) misses.push(`CLS ${row.CLS}`);
    if (row.page === '/' && parseFloat(row['first-load JS KB gzip']) > TARGETS.firstLoadKb) {
      misses.push(`first-load JS ${row['first-load JS KB gzip']}`);
    }
    if (misses.length > 0) console.log(`Below target: ${row.page} (${row.language}): ${misses.join(', ')}`);
  }
} finally {
  running.stop();
}
