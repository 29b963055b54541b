// Browser storage of the session (spec §3): the keys are the contract with returning visitors' browsers.
export const STORAGE_KEYS = {
  token: 'jwt_token',
  refreshToken: 'refresh_token',
  user: 'demo_user',
  lang: 'lang',
} as const;

type SessionKey = Exclude<keyof typeof STORAGE_KEYS, 'lang'>;

/**
 * Where the session is kept: `browser` (localStorage: survives closing the browser, the default) or `tab`
 * (sessionStorage: ends when the tab is closed), the login form's "remember me" choice.
 */
export type SessionPersistence = 'browser' | 'tab';

let chosenPersistence: SessionPersistence | null = null;

function storageOf(persistence: SessionPersistence): Storage | undefined {
  return persistence === 'tab' ? globalThis.sessionStorage : globalThis.localStorage;
}

/** The choice made at login in this page, else where a stored session already lives. */
function currentPersistence(): SessionPersistence {
  if (chosenPersistence) return chosenPersistence;
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEYS.token) ? 'tab' : 'browser';
  } catch {
    return 'browser';
  }
}

export function setSessionPersistence(persistence: SessionPersistence): void {
  chosenPersistence = persistence;
}

export function readStored(key: SessionKey): string | null {
  try {
    // This tab's own session (signed in without "remember me") comes before one remembered by the browser.
    return (
      globalThis.sessionStorage?.getItem(STORAGE_KEYS[key]) ??
      globalThis.localStorage?.getItem(STORAGE_KEYS[key]) ??
      null
    );
  } catch {
    return null; // storage blocked: the session lives in memory only
  }
}

export function writeStored(key: SessionKey, value: string | null): void {
  const persistence = currentPersistence();
  const other: SessionPersistence = persistence === 'tab' ? 'browser' : 'tab';
  try {
    storageOf(other)?.removeItem(STORAGE_KEYS[key]);
    if (value === null) storageOf(persistence)?.removeItem(STORAGE_KEYS[key]);
    else storageOf(persistence)?.setItem(STORAGE_KEYS[key], value);
  } catch {
    // storage blocked or full: nothing else to do
  }
}

/** Removes the session keys from both storages; `lang` belongs to @sumaa/i18n and survives a logout. */
export function clearStoredSession(): void {
  for (const persistence of ['browser', 'tab'] as const) {
    try {
      for (const key of ['token', 'refreshToken', 'user'] as const)
        storageOf(persistence)?.removeItem(STORAGE_KEYS[key]);
    } catch {
      // storage blocked: nothing stored there
    }
  }
  chosenPersistence = null;
}
