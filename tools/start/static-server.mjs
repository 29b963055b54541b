// How `npm start` serves one built app, as a CDN would (tools/start/serve-app.mjs runs it; unit tests in
// tools/start/__tests__): static files with their Brotli or gzip copy when the browser accepts it (the build writes
// them beside every text asset: tools/federation/compress-assets.ts), hashed files immutable and the files that
// name other files revalidated, CORS so the shell can load a remote's chunks, and the SPA fallback to index.html.
// For the shell, a prerendered public page (docs/adr/0012-prerendered-public-pages.md) answers in the visitor's
// language: `?lang=ar|en` (each language's own address), else the `lang` cookie (the client mirrors its stored
// choice there), else the browser's first Accept-Language (decisions #10).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';

/** `name.1a2b3c4d.js`, `assets/font.1a2b3c4d.woff2` (and their .br/.gz copies): content-hashed, never change. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/i;

/** Hashed files are immutable; everything else (HTML, manifests, config.json, remoteEntry.js…) is revalidated. */
export function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const LANGUAGES = ['ar', 'en'];

/** The first language of an Accept-Language header by preference (q), or null when it names none. */
export function preferredLanguageOf(header) {
  const ranked = String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag ?? null;
}

function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The language a page answers in: `?lang=` (an explicit address), else the `lang` cookie, else the browser's
 * preferred language: Arabic → ar, anything else → en (decisions #10). `explicit` says whether the address chose.
 */
export function negotiateLanguage({ search, cookie, acceptLanguage }) {
  const fromAddress = new URLSearchParams(search ?? '').get('lang');
  if (LANGUAGES.includes(fromAddress)) return { language: fromAddress, explicit: true };
  const stored = cookieValue(cookie, 'lang');
  if (LANGUAGES.includes(stored)) return { language: stored, explicit: false };
  const preferred = preferredLanguageOf(acceptLanguage);
  return { language: /^ar\b/i.test(preferred ?? '') ? 'ar' : 'en', explicit: false };
}

/** The prerendered pages of a build (prerendered/pages.json, written by tools/prerender/publish.mjs), or none. */
export function readPrerenderedPages(distDir) {
  const file = path.join(distDir, 'prerendered/pages.json');
  if (!existsSync(file)) return null;
  try {
    const { routes } = JSON.parse(readFileSync(file, 'utf8'));
    return new Set(routes);
  } catch {
    return null;
  }
}

/** `/pricing/` → `/pricing`; the file of a route in one language: `/` → `ar/index.html`, `/help` → `ar/help.html`. */
export function prerenderedFileOf(route, language) {
  return `/prerendered/${language}/${route === '/' ? 'index' : route.slice(1)}.html`;
}

const normalise = (pathname) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** A year, the subdomains too: once a browser has seen the site over HTTPS it never tries plain HTTP again. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The request came over HTTPS: TLS on this socket, or the proxy in front saying so (its first X-Forwarded-Proto). */
export function cameOverHttps(req) {
  if (req.socket?.encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = String(Array.isArray(forwarded) ? forwarded[0] : (forwarded ?? '')).split(',')[0];
  return first.trim().toLowerCase() === 'https';
}

/**
 * On every answer (issue 21): links to other sites carry only the origin, never a path with a token in it; HSTS
 * only over HTTPS (over plain HTTP a browser ignores it, and localhost must stay reachable on http).
 */
export function setSecurityHeaders(req, res) {
  res.setHeader('Referrer-Policy', REFERRER_POLICY);
  if (cameOverHttps(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}

/**
 * The request handler for one app's dist folder. `csp`: the Content-Security-Policy of every answer (the shell's);
 * `dev`: look files up on every request (a remote rebuilt while serving is picked up at once).
 */
export function createStaticHandler({ distDir, csp = null, dev = false }) {
  const serve = sirv(distDir, {
    single: true,
    etag: true,
    dev,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  let pages = readPrerenderedPages(distDir);

  return function handle(req, res) {
    // The SPA fallback answers with index.html, which must never be cached either.
    res.setHeader('Cache-Control', 'no-cache');
    setSecurityHeaders(req, res);
    if (csp) res.setHeader('Content-Security-Policy', csp);
    if (dev) pages = readPrerenderedPages(distDir);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = normalise(url.pathname.toLowerCase());
    if (pages?.has(route) && (req.method === 'GET' || req.method === 'HEAD')) {
      const { language, explicit } = negotiateLanguage({
        search: url.search,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      });
      req.url = prerenderedFileOf(route, language);
      const setHeader = res.setHeader.bind(res);
      // The same address answers differently by language (unless it names it) and by encoding.
      res.setHeader = (name, value) =>
        setHeader(
          name,
          name.toLowerCase() === 'vary' && !explicit ? `${value}, Cookie, Accept-Language` : value,
        );
      res.setHeader('Content-Language', language);
    }
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  };
}
