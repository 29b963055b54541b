// The shell's service worker (sw.js at the shell's origin, scope /), built by apps/shell/rspack.config.ts from
// Workbox's modules. It makes repeat visits start from the device and lets a visitor without a connection see the
// pages already seen, or an offline page in their language, and never mixes two deploys: only content-hashed files
// are served from the cache while online; every file that names other files comes from the network
// (cachingRules.ts). Registered by registerServiceWorker.ts in production builds only.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cachingRuleFor, type CachingRule } from './cachingRules';

/** The worker's global scope: the few members used here (the DOM library, not WebWorker's, types this project). */
interface ShellWorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: ShellWorkerScope;

/** The offline page and what it loads, with a revision of their content (apps/shell/rspack.config.ts). */
declare const SHELL_PRECACHE: { url: string; revision: string }[];

const OFFLINE_PAGE = '/offline.html';
const CACHE_NAMES: Record<Exclude<CachingRule, 'network'>, string> = {
  immutable: 'sumaa-immutable-v1',
  revalidated: 'sumaa-revalidated-v1',
  page: 'sumaa-pages-v1',
};
const DAY = 24 * 60 * 60;

/**
 * The remotes' scripts are loaded by <script> elements without `crossorigin`, which the worker would see answered
 * opaquely (status unknown, stored at a padded size). Their servers allow every origin, so the worker asks in CORS
 * mode instead: the answer is readable, its status checked before it is stored.
 */
const readableCrossOrigin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin
      ? new Request(request.url, { mode: 'cors', credentials: 'omit', referrer: request.referrer })
      : request,
};

/** Offline with nothing saved: a page gets the offline page, a precached file (lang-dir.js) its precached copy. */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const isPage = request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
    return (await matchPrecache(isPage ? OFFLINE_PAGE : request.url)) ?? undefined;
  },
};

/** Only whole, successful answers are kept: never an error page, a redirect or an opaque response. */
const successOnly = new CacheableResponsePlugin({ statuses: [200] });
// A page saved in one language is still the page offline; lang-dir.js shows it in the stored language.
const matchOptions = { ignoreVary: true };

const strategies = {
  immutable: new CacheFirst({
    cacheName: CACHE_NAMES.immutable,
    matchOptions,
    plugins: [
      readableCrossOrigin,
      successOnly,
      // Old deploys' files are dropped after a month unseen, or the oldest beyond 400 files.
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
  // No network timeout: a slow answer is waited for, as a cached one could name another deploy's files.
  revalidated: new NetworkFirst({
    cacheName: CACHE_NAMES.revalidated,
    matchOptions,
    plugins: [readableCrossOrigin, successOnly, offlineFallback],
  }),
  page: new NetworkFirst({
    cacheName: CACHE_NAMES.page,
    matchOptions,
    plugins: [
      successOnly,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      offlineFallback,
    ],
  }),
};

const router = new Router();
for (const rule of ['immutable', 'revalidated', 'page'] as const) {
  router.registerRoute(
    new Route(
      ({ url, request }) =>
        cachingRuleFor(
          { url, method: request.method, mode: request.mode, accept: request.headers.get('accept') },
          self.location.origin,
        ) === rule,
      strategies[rule],
    ),
  );
}
// Requests under no rule (the API, other sites) are not answered by the worker at all.
router.addFetchListener();
// CACHE_URLS from the page (registerServiceWorker.ts): the files of the visit that installed the worker.
router.addCacheListener();

// The offline page is only a fallback, never served while online (no precache route).
precache(SHELL_PRECACHE);
cleanupOutdatedCaches();

// A new worker takes over at once: it holds no deploy's files but the fallbacks, so it cannot mix versions.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();
self.addEventListener('activate', (event) => {
  const current = new Set(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('sumaa-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
