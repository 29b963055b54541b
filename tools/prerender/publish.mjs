#!/usr/bin/env node
// The prerender step (docs/adr/0012-prerendered-public-pages.md): renders every public route of spec §2 in Arabic
// and in English with the public site's renderer (dist/prerender/public-site/render.cjs, built with the remote's
// container) into the shell's dist folder (dist/apps/shell/prerendered/<lang>/<route>.html, with .br and .gz
// copies, and pages.json listing the routes), which tools/start/static-server.mjs serves in the visitor's
// language. Runs after the shell's and the public site's builds and at every `npm start`, so the HTML always
// comes from the deployed remote; with either build missing it does nothing.
// Env: SUMAA_PUBLIC_URL, the site's public address for the hreflang links (default http://localhost:4200).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pageHtml, scriptsAfterFirstPaint } from './page-html.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const shellDist = path.join(root, 'dist/apps/shell');
const remoteDist = path.join(root, 'dist/apps/public-site');
const rendererFile = path.join(root, 'dist/prerender/public-site/render.cjs');
const outDir = path.join(shellDist, 'prerendered');
const siteUrl = process.env.SUMAA_PUBLIC_URL ?? 'http://localhost:4200';
const LANGUAGES = ['ar', 'en'];

// The shell's and the public site's builds each run this step, and may run at once (nx --parallel): whichever
// finishes last finds both complete and writes the pages; one that finds the other half-written skips.
const missing = [
  path.join(shellDist, 'index.html'),
  path.join(shellDist, 'assets'),
  path.join(shellDist, 'config.json'),
  path.join(remoteDist, 'mf-manifest.json'),
  rendererFile,
].filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.log(
    `prerender: skipped, not built yet: ${missing.map((file) => path.relative(root, file)).join(', ')}`,
  );
  process.exit(0);
}

function writeCompressed(file, text) {
  const body = Buffer.from(text);
  writeFileSync(file, body);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/**
 * What the first screen needs early: the face its heading is set in (IBM Plex Sans Arabic 600, Arabic letters or
 * Latin ones), in the page's language. Fonts are font-display: optional (libs/ui/src/theme/fonts.css): only a face
 * already here is used. The scripts are not preloaded: they start after the first paint (scriptsAfterFirstPaint).
 */
function preloadsFor(language) {
  const subset = language === 'ar' ? 'arabic' : 'latin';
  const font = readdirSync(path.join(shellDist, 'assets')).find((name) =>
    new RegExp(`-${subset}-600-normal\\.[0-9a-f]{8}\\.woff2$`).test(name),
  );
  return font ? [{ href: `/assets/${font}`, as: 'font', type: 'font/woff2', crossorigin: true }] : [];
}

const renderer = createRequire(import.meta.url)(rendererFile);
const shellPage = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
const styleSheet = /href="\/(main\.[0-9a-f]+\.css)"/.exec(shellPage)?.[1];
const template = scriptsAfterFirstPaint(
  shellPage,
  styleSheet ? readFileSync(path.join(shellDist, styleSheet), 'utf8') : '',
);
const started = Date.now();
// Written beside, then swapped in whole, so a server (or the other build's run of this step) never reads a half.
const workDir = `${outDir}.${process.pid}`;
rmSync(workDir, { recursive: true, force: true });
for (const language of LANGUAGES) {
  mkdirSync(path.join(workDir, language), { recursive: true });
  const preloads = preloadsFor(language);
  for (const route of renderer.PRERENDERED_ROUTES) {
    const page = await renderer.renderPage(route, language);
    const html = pageHtml({ template, route, language, page, buildId: renderer.buildId, siteUrl, preloads });
    writeCompressed(path.join(workDir, language, `${route === '/' ? 'index' : route.slice(1)}.html`), html);
  }
}
writeFileSync(
  path.join(workDir, 'pages.json'),
  JSON.stringify({ buildId: renderer.buildId, languages: LANGUAGES, routes: renderer.PRERENDERED_ROUTES }),
);
rmSync(outDir, { recursive: true, force: true });
renameSync(workDir, outDir);
console.log(
  `prerender: ${renderer.PRERENDERED_ROUTES.length} public pages × ${LANGUAGES.length} languages from build ` +
    `${renderer.buildId} in ${Date.now() - started} ms`,
);
