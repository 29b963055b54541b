// Browser storage of the session (spec §3): the keys are the contract with returning visitors' browsers.
export const STORAGE_KEYS = {
  token: 'jwt_token',
  refreshToken: 'refresh_token',
  user: 'demo_user',
  lang: 'lang',
} as const;

type SessionKey = Exclude<keyof typeof STORAGE_KEYS, 'lang'>;

export function readStored(key: SessionKey): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS[key]) ?? null;
  } catch {
    return null; // storage blocked: the session lives in memory only
  }
}

export function writeStored(key: SessionKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(STORAGE_KEYS[key]);
    else globalThis.localStorage?.setItem(STORAGE_KEYS[key], value);
  } catch {
    // storage blocked or full: nothing else to do
  }
}

/** Removes the session keys; `lang` belongs to @sumaa/i18n and survives a logout. */
export function clearStoredSession(): void {
  writeStored('token', null);
  writeStored('refreshToken', null);
  writeStored('user', null);
}
