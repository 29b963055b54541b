/**
 * Registers the shell's service worker (service-worker.ts, served as /sw.js) in production builds only, never under
 * `rspack serve` or jest, once the page has loaded and the main thread is idle: nothing is added to the first paint.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => void register(), { timeout: 5_000 })
      : setTimeout(() => void register(), 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** How long after registering the files that finish downloading are still handed to the new worker. */
const LATE_FILES_WINDOW_MS = 30_000;

async function register(): Promise<void> {
  const firstVisit = !navigator.serviceWorker.controller;
  try {
    // updateViaCache 'none': the browser asks the server for sw.js itself on every check, whatever its headers.
    await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    console.warn('[shell] service worker not registered', error);
    return;
  }
  if (!firstVisit) return;
  // This visit's files downloaded before the worker existed: handed to it (Workbox's CACHE_URLS message), so the
  // next visit, online or not, finds them. The worker applies its own rules: the API calls among them are skipped.
  const registration = await navigator.serviceWorker.ready;
  const handedOver = new Set<string>();
  const handOver = (urls: string[], withPage = false) => {
    const fresh = urls.filter((url) => !handedOver.has(url));
    fresh.forEach((url) => handedOver.add(url));
    if (fresh.length === 0 && !withPage) return;
    const urlsToCache: (string | [string, RequestInit])[] = withPage
      ? [[window.location.href, { headers: { Accept: 'text/html' } }], ...fresh]
      : fresh;
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };
  handOver(
    performance.getEntriesByType('resource').map((entry) => entry.name),
    true,
  );
  // A file the page asked for while the worker was installing (the remote's container, requested after its
  // manifest on a slow machine) is listed only once it has arrived, and went past the worker: handed over too, for
  // as long as the worker may still be taking the page over.
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => handOver(list.getEntries().map((entry) => entry.name)));
  observer.observe({ type: 'resource' });
  setTimeout(() => observer.disconnect(), LATE_FILES_WINDOW_MS);
}
