// How the HTTP layer reaches the session without importing the auth store (the store imports the HTTP layer
// through authApi). The store binds itself at module evaluation; until then the browser storage is used.
import { clearStoredSession, readStored, writeStored } from './storage';

export interface SessionAccess {
  accessToken(): string | null;
  refreshToken(): string | null;
  businessId(): string | null;
  saveTokens(tokens: { token: string; refreshToken: string | null }): void;
  /** Forget tokens and user, in memory and in storage. */
  clear(): void;
}

const storageOnly: SessionAccess = {
  accessToken: () => readStored('token'),
  refreshToken: () => readStored('refreshToken'),
  businessId: () => null,
  saveTokens: ({ token, refreshToken }) => {
    writeStored('token', token);
    if (refreshToken) writeStored('refreshToken', refreshToken);
  },
  clear: clearStoredSession,
};

let current: SessionAccess = storageOnly;

export function bindSessionAccess(access: SessionAccess): void {
  current = access;
}

export function sessionAccess(): SessionAccess {
  return current;
}
