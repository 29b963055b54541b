// Keeps an open dashboard honest about who is signed in: when the tab comes back into view (and every few
// minutes while it stays open) the session user is read again. A member whose role or permissions changed sees
// the new sidebar; one who was deactivated is refused and lands on the login page saying their access was removed
// (the api-client's refresh handling does that), instead of working on in a tab the server no longer serves.
import { useAuthStore } from '@sumaa/api-client';
import { useEffect } from 'react';

const PERIOD_MS = 5 * 60_000;
/** Focus and visibility events come in bursts: one check per half minute is enough. */
const MIN_GAP_MS = 30_000;

export function useSessionCheck(): void {
  useEffect(() => {
    let lastCheck = 0;
    const check = () => {
      if (Date.now() - lastCheck < MIN_GAP_MS) return;
      if (!useAuthStore.getState().user) return;
      lastCheck = Date.now();
      // A failure is handled where it belongs: a refused session by the client, a network error by the next check.
      useAuthStore
        .getState()
        .refreshUser()
        .catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(check, PERIOD_MS);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
    };
  }, []);
}
