#!/usr/bin/env node
// Speed benchmark of the public pages (issue 3): Lighthouse's mobile preset in Debian's Chromium against `/` and
// `/pricing`, in Arabic and in English (a first visit follows the browser's language, set with --accept-lang),
// printing performance and accessibility scores, LCP, TBT, CLS and the first-load JavaScript in KB gzip
// (every script the page loaded, gzipped at level 9: the budgets spec's count).
// Targets: performance ≥ 90, accessibility ≥ 95, first-load JS of `/` ≤ 200 KB gzip. A benchmark, not a test:
// it is not part of `npm test`, and its timings depend on how busy the machine is.
//
// Builds nothing. By default it serves the built apps from dist/ on ports of its own (SUMAA_BENCH_PORT, 4291 and
// the five after it) the way a CDN would, with gzip, next to an API on a throw-away database. With --url it
// measures a product that is already running instead, e.g. `npm start` (whose static servers do not compress,
// so its performance score is lower than a deployment's).
//
// Usage: npm run bench:lighthouse -- [--runs 3] [--lang ar] [--url http://localhost:4200] [--dist dir]
//   --runs: Lighthouse runs per page and language; the median run by performance is reported (default 1)
//   --lang: ar or en, repeatable (default both); --page: a path, repeatable (default / and /pricing)
//   --dist: another build to serve (default dist/apps)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/pricing'];
const LANGUAGES = { ar: 'ar', en: 'en-US' };
const TARGETS = { performance: 90, accessibility: 95, firstLoadKb: 200 };
const APPS = ['shell', 'public-site', 'business', 'onboarding', 'admin'];
const REMOTE_KEYS = {
  'public-site': 'publicSite',
  business: 'business',
  onboarding: 'onboarding',
  admin: 'admin',
};

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    dist: { type: 'string', default: path.join(root, 'dist/apps') },
    runs: { type: 'string', default: '1' },
    lang: { type: 'string', multiple: true },
    page: { type: 'string', multiple: true },
  },
});
const runs = Math.max(1, Number(options.runs) || 1);
const distRoot = path.resolve(options.dist);
const pages = options.page?.length ? options.page : PAGES;
const languages = options.lang?.length ? options.lang : Object.keys(LANGUAGES);
for (const language of languages) {
  if (!(language in LANGUAGES)) throw new Error(`--lang must be one of ${Object.keys(LANGUAGES).join(', ')}`);
}

// ---------- a private copy of the product ----------

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);
// The files that name other files are revalidated; hashed chunks are immutable (as tools/start/serve-app.mjs).
const NEVER_CACHE = /(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|config\.json)$/;

/** A static server for one built app, as a CDN serves it: gzip, CORS, cache headers, the SPA fallback. */
function serveApp(distDir, port, overrides) {
  const gzipped = new Map();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    let file = path.join(distDir, pathname);
    const override = overrides[pathname];
    if (
      override === undefined &&
      !(file.startsWith(distDir) && existsSync(file) && statSync(file).isFile())
    ) {
      if (path.extname(pathname)) {
        response.writeHead(404).end('Not found');
        return;
      }
      file = path.join(distDir, 'index.html');
    }
    const extension = path.extname(file);
    const body = override ?? readFileSync(file);
    const headers = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': NEVER_CACHE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body));
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' }).end(gzipped.get(file));
      return;
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts the API (throw-away data) and the five static servers; returns the shell's URL and a stop function. */
async function startPrivateCopy() {
  for (const app of APPS) {
    if (!existsSync(path.join(distRoot, app, 'index.html'))) {
      throw new Error(
        `${distRoot}/${app} is not built: run \`npx nx run-many -t build\` (or \`npm start\`) first`,
      );
    }
  }
  const firstPort = Number(process.env.SUMAA_BENCH_PORT ?? 4291);
  const ports = {
    api: firstPort,
    ...Object.fromEntries(APPS.map((app, index) => [app, firstPort + 1 + index])),
  };
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${name}) is busy: set SUMAA_BENCH_PORT`);
  }
  const origin = (port) => `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sumaa-bench-'));
  const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(ports.api),
      DATA_DIR: dataDir,
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
      CORS_ORIGINS: APPS.map((app) => origin(ports[app])).join(','),
      PUBLIC_APP_URL: origin(ports.shell),
    },
  });
  let apiErrors = '';
  api.stderr.on('data', (chunk) => (apiErrors = (apiErrors + chunk).slice(-4000)));
  const config = {
    apiBaseUrl: origin(ports.api),
    remotes: Object.fromEntries(
      Object.entries(REMOTE_KEYS).map(([app, key]) => [key, `${origin(ports[app])}/mf-manifest.json`]),
    ),
  };
  const servers = [];
  const stop = () => {
    api.kill('SIGTERM');
    for (const server of servers) server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const app of APPS) {
      const overrides = app === 'shell' ? { '/config.json': Buffer.from(JSON.stringify(config)) } : {};
      servers.push(await serveApp(path.join(distRoot, app), ports[app], overrides));
    }
    await waitFor(`${config.apiBaseUrl}/api/UsernameAuth/health`);
  } catch (error) {
    stop();
    if (apiErrors) console.error(apiErrors);
    throw error;
  }
  return { shellUrl: origin(ports.shell), stop };
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

/**
 * One Lighthouse run (mobile preset, simulated throttling) in a fresh Chromium profile. Asynchronous: the static
 * servers of the private copy run in this process and must keep answering while Lighthouse loads the page.
 */
async function runLighthouse(url, language) {
  const outputDir = mkdtempSync(path.join(os.tmpdir(), 'sumaa-lighthouse-'));
  const report = path.join(outputDir, 'report.json');
  try {
    const child = spawn(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=${[...CHROME_FLAGS, ...languageFlags(language)].join(' ')}`,
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
    return lhr;
  } finally {
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

const running = options.url ? { shellUrl: options.url, stop: () => {} } : await startPrivateCopy();
process.on('SIGINT', () => {
  running.stop();
  process.exit(130);
});
console.error(
  `Lighthouse (mobile preset, ${runs} run${runs > 1 ? 's' : ''} per page) against ${running.shellUrl}` +
    (options.url ? '' : ' (a private copy of dist/, served with gzip)'),
);
try {
  const rows = await measure(running.shellUrl);
  console.table(rows);
  console.log(
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, ` +
      `first-load JS of / ≤ ${TARGETS.firstLoadKb} KB gzip.`,
  );
  for (const row of rows) {
    const misses = [];
    if (row.performance < TARGETS.performance) misses.push(`performance ${row.performance}`);
    if (row.accessibility < TARGETS.accessibility) misses.push(`accessibility ${row.accessibility}`);
    if (row.page === '/' && parseFloat(row['first-load JS KB gzip']) > TARGETS.firstLoadKb) {
      misses.push(`first-load JS ${row['first-load JS KB gzip']}`);
    }
    if (misses.length > 0) console.log(`Below target: ${row.page} (${row.language}): ${misses.join(', ')}`);
  }
} finally {
  running.stop();
}
