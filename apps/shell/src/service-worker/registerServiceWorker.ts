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
  const urlsToCache: (string | [string, RequestInit])[] = [
    [window.location.href, { headers: { Accept: 'text/html' } }],
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ];
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
