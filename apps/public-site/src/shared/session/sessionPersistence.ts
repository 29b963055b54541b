// "Remember me" on the login form. The shared auth store always keeps the session in localStorage (spec §3), and
// this remote may not change that store. So an unticked box is made real here: the session is marked as ending
// with the browser, each tab that carries it says so in sessionStorage (which the browser drops when the tab or
// browser closes), and when the public site starts in a tab that never carried it, with no other open tab
// claiming it, the session is ended.
// Limit: the check can only run when this remote loads for the page the browser opened. A browser reopened
// straight onto /customer (or /login, which the shell turns into /customer) keeps the session until it is closed
// again; closing that gap needs the same check in the shell before its auth bootstrap (see the README).
import { STORAGE_KEYS, useAuthStore } from '@sumaa/api-client';

/** localStorage: present while the current session should end with the browser. */
const ENDS_WITH_BROWSER_KEY = 'sumaa.sessionEndsWithBrowser';
/** sessionStorage: this tab has carried the session since it was started or adopted. */
const CARRIED_HERE_KEY = 'sumaa.sessionCarriedHere';
const CHANNEL_NAME = 'sumaa.session';
/** How long a new tab waits for an open tab to claim the session before ending it. */
const CLAIM_TIMEOUT_MS = 300;

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback; // storage blocked (private mode, sandboxed frame)
  }
}

/** Records the login form's choice: remembered sessions survive the browser; others end with it. */
export function rememberSession(remember: boolean): void {
  safely(() => {
    if (remember) {
      localStorage.removeItem(ENDS_WITH_BROWSER_KEY);
      sessionStorage.removeItem(CARRIED_HERE_KEY);
    } else {
      localStorage.setItem(ENDS_WITH_BROWSER_KEY, '1');
      sessionStorage.setItem(CARRIED_HERE_KEY, '1');
      answerClaims();
    }
  }, undefined);
}

let channel: BroadcastChannel | null = null;

/** Lets new tabs know this one still carries the session, so opening a second tab does not end it. */
function answerClaims(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === 'who-carries-the-session' && sessionCarriedHere()) channel?.postMessage('carried');
  };
}

function sessionCarriedHere(): boolean {
  return safely(() => sessionStorage.getItem(CARRIED_HERE_KEY) === '1', false);
}

function askOpenTabs(): Promise<boolean> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    const asking = new BroadcastChannel(CHANNEL_NAME);
    const done = (claimed: boolean) => {
      asking.close();
      resolve(claimed);
    };
    const timer = setTimeout(() => done(false), CLAIM_TIMEOUT_MS);
    asking.onmessage = (event: MessageEvent) => {
      if (event.data !== 'carried') return;
      clearTimeout(timer);
      done(true);
    };
    asking.postMessage('who-carries-the-session');
  });
}

/** The path this document was first loaded at (not where client-side routing has taken it since). */
function initialPathname(): string {
  const entry = safely(() => performance.getEntriesByType('navigation')[0]?.name, undefined);
  return safely(() => new URL(entry ?? window.location.href).pathname.toLowerCase(), '/');
}

/** Runs when the public site starts in a tab: ends a session that was meant to end with the browser. */
export async function endSessionIfBrowserWasClosed(): Promise<void> {
  const endsWithBrowser = safely(() => localStorage.getItem(ENDS_WITH_BROWSER_KEY) === '1', false);
  if (!endsWithBrowser) return;
  if (!safely(() => localStorage.getItem(STORAGE_KEYS.token), null)) {
    safely(() => localStorage.removeItem(ENDS_WITH_BROWSER_KEY), undefined);
    return;
  }
  // Loaded later than the page the browser opened: the shell restored the session and the user has been
  // working with it, so ending it now would sign them out mid-task.
  const loadedLate = safely(() => window.location.pathname.toLowerCase(), '/') !== initialPathname();
  if (sessionCarriedHere() || loadedLate || (await askOpenTabs())) {
    // This tab is (or has just been shown to be) part of the live session: carry it from now on.
    safely(() => sessionStorage.setItem(CARRIED_HERE_KEY, '1'), undefined);
    answerClaims();
    return;
  }
  safely(() => localStorage.removeItem(ENDS_WITH_BROWSER_KEY), undefined);
  await useAuthStore.getState().logout();
}
