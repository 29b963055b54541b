// Which of the shell service worker's caching rules a request falls under (service-worker.ts applies them). Pure, so
// the rules are unit-tested without a worker. The point is never a stale mix of versions:
// - `immutable`: a content-hashed file (`name.1a2b3c4d.js`, the build's `[contenthash:8]`) of the shell or of any
//   remote, on any origin: its name changes with its content, so the cached copy is always right (cache first);
// - `revalidated`: the files that name other files and keep their name across deploys (config.json, each remote's
//   mf-manifest.json and remoteEntry.js, lang-dir.js, session-start.js, the manifests), from the network, the cache only offline;
// - `page`: a page of the shell's origin, likewise from the network, the saved copy or the offline page offline;
// - `network`: everything else, the API above all, goes to the network untouched and is never stored.

export type CachingRule = 'immutable' | 'revalidated' | 'page' | 'network';

/** The build's content-hashed names (tools/federation/create-app-config.ts), as tools/start/static-server.mjs. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(?:js|mjs|css|woff2?|ttf|png|jpe?g|svg|webp|avif|gif|ico|json)$/i;

/** Files that keep their name from one deploy to the next and tell the browser which hashed files to load. */
const REVALIDATED_NAMES = new Set([
  'config.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'lang-dir.js',
  'session-start.js',
  'manifest.webmanifest',
  'manifest.en.webmanifest',
]);

/** API paths (the API answers under /api and, in development, /dev) whatever origin serves them. */
const API_PATH = /^\/(?:api|dev)(?:\/|$)/i;

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a page load. */
  mode: string;
  /** The Accept header: a page cached ahead (service-worker.ts's cache warming) asks for text/html. */
  accept: string | null;
}

export function cachingRuleFor(request: RequestFacts, shellOrigin: string): CachingRule {
  const { url } = request;
  if (request.method !== 'GET' || !url.protocol.startsWith('http')) return 'network';
  if (API_PATH.test(url.pathname)) return 'network';
  const fileName = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (CONTENT_HASHED.test(fileName)) return 'immutable';
  if (REVALIDATED_NAMES.has(fileName)) return 'revalidated';
  const isPage = request.mode === 'navigate' || (request.accept ?? '').includes('text/html');
  if (isPage && url.origin === shellOrigin) return 'page';
  return 'network';
}
