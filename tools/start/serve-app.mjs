#!/usr/bin/env node
// Serves one built app (dist/apps/<dir>) from its own origin, as a CDN would (tools/start/static-server.mjs):
// precompressed files by Accept-Encoding, hashed files immutable and the files that name other files revalidated,
// CORS so the shell can load a remote's chunks, the SPA fallback to index.html, and for the shell its prerendered
// public pages in the visitor's language.
// Usage: node tools/start/serve-app.mjs <dir> <port>
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createStaticHandler } from './static-server.mjs';

const [dir, portText] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(portText);
const distDir = path.join(root, 'dist/apps', dir);
const runDir = process.env.SUMAA_RUN_DIR ?? path.join(root, '.data/run');

/**
 * For an app with a runtime config (the shell): a Content-Security-Policy allowing exactly the API and the remote
 * origins it names, so the page can load code only from its own origin and the configured remotes.
 */
function contentSecurityPolicy() {
  const configFile = path.join(distDir, 'config.json');
  if (!existsSync(configFile)) return null;
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  const origins = [config.apiBaseUrl, ...Object.values(config.remotes ?? {})].map(
    (url) => new URL(url).origin,
  );
  const remotes = [...new Set(origins.slice(1))].join(' ');
  const api = origins[0];
  const reviewerPhotoOrigins = (process.env.SUMAA_REVIEWER_PHOTO_ORIGINS ?? '')
    .split(',')
    .filter(Boolean)
    .map((url) => new URL(url).origin)
    .join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    // styled-components writes its rules into <style> elements at run time.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `font-src 'self' ${remotes}`,
    // Reviewers' photos: Google's image host, and any origin named in SUMAA_REVIEWER_PHOTO_ORIGINS (the stand-in).
    `img-src 'self' data: blob: ${api} https://*.googleusercontent.com ${reviewerPhotoOrigins}`.trimEnd(),
    `connect-src 'self' ${api} ${remotes}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
const csp = contentSecurityPolicy();

const server = http.createServer(
  createStaticHandler({
    distDir,
    csp,
    // SUMAA_SERVE_DEV=1 looks files up on every request, so a remote rebuilt while serving is picked up at once.
    dev: process.env.SUMAA_SERVE_DEV === '1',
  }),
);

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} (${dir}) is already in use: stop whatever is listening there, or the earlier Sumaa start.`
      : `Serving ${dir} failed: ${error.message}`,
  );
  process.exit(1);
});

server.listen(port, () => {
  mkdirSync(runDir, { recursive: true });
  writeFileSync(path.join(runDir, `${dir}.pid`), String(process.pid));
});

const stop = () => {
  rmSync(path.join(runDir, `${dir}.pid`), { force: true });
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 500).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
