// The auth store (spec §4 "Auth state"). Shared by federation as a singleton: the shell signs in and every
// remote reads the same session.
import type { AuthSession, RegisterCompanyFields, RegisterCompanyModel } from '@sumaa/contracts';
import { commonAr, commonEn, getLanguage } from '@sumaa/i18n';
import { create } from 'zustand';
import { ApiError, extractErrorMessage } from './ApiError';
import { authApi } from './authApi';
import { takeEarlySession } from './earlySession';
import { bindSessionAccess } from './sessionAccess';
import { parseStoredUser, type SessionUser, toSessionUser } from './sessionUser';
import { clearStoredSession, readStored, setSessionPersistence, writeStored } from './storage';

export interface AuthState {
  token: string | null;
  user: SessionUser | null;
  /** True once the session is confirmed by the server (after login, verification or bootstrap). */
  isAuthenticated: boolean;
  /** True while a stored session is being restored at start-up; forms track their own submitting state. */
  isLoading: boolean;
  /** Text of the last failed auth action, in the current language. */
  error: string | null;

  /** Restores a stored session: POST /user with the stored token (refreshing once if it expired). */
  bootstrap(): Promise<void>;
  /** `remember: false` keeps the session for this tab only (sessionStorage); the default survives the browser. */
  login(username: string, password: string, options?: { remember?: boolean }): Promise<SessionUser>;
  /**
   * Starts the session another call answered with, as a sign-in would (e.g. completing a team invitation),
   * replacing any session this browser held. `remember: false` keeps it for this tab only, as login's does
   * (e.g. the sign-in's two-factor step after an unchecked "remember me").
   */
  startSession(session: AuthSession, options?: { remember?: boolean }): SessionUser;
  /** Stores the new account's tokens but leaves isAuthenticated false until the e-mail is confirmed. */
  /** `planId`: the plan chosen on the pricing page, for the trial (optional). */
  register(
    form: RegisterCompanyFields,
    profileImage?: Blob | null,
    planId?: string | null,
  ): Promise<RegisterCompanyModel>;
  verifyEmail(email: string, otp: string): Promise<SessionUser>;
  refreshUser(): Promise<SessionUser>;
  /** Records onboarding progress locally (the server keeps its own). */
  setCurrentStep(step: number): void;
  /** Clears the session at once; the server logout is best effort and its failure only logged. */
  logout(): Promise<void>;
  clearError(): void;
}

type AuthData = Pick<AuthState, 'token' | 'user' | 'isAuthenticated' | 'isLoading' | 'error'>;

const SIGNED_OUT = { token: null, user: null, isAuthenticated: false } as const;

/** The state a page load starts from: whatever the browser kept, not yet confirmed by the server. */
export function initialAuthState(): AuthData {
  const token = readStored('token');
  return {
    token,
    user: token ? parseStoredUser(readStored('user')) : null,
    isAuthenticated: false,
    isLoading: token !== null,
    error: null,
  };
}

function genericError(): string {
  return (getLanguage() === 'ar' ? commonAr : commonEn).genericError;
}

/** No answer, or the server failing: not a reason to forget a session the user still has. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
}

let bootstrapping: Promise<void> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => {
  const saveTokens = (token: string, refreshToken: string | null | undefined) => {
    writeStored('token', token);
    if (refreshToken) writeStored('refreshToken', refreshToken);
  };

  const startSession = (user: SessionUser, token: string, refreshToken: string | null | undefined) => {
    saveTokens(token, refreshToken);
    writeStored('user', JSON.stringify(user));
    set({ token, user, isAuthenticated: true, isLoading: false, error: null });
    return user;
  };

  const fromAuthSession = (session: AuthSession) =>
    startSession(
      toSessionUser(session.user, session.role, session.permissions),
      session.token,
      session.refresh_token,
    );

  /** Runs an action; on failure records its message in `error` and rethrows for the form to handle. */
  const tracked = async <T>(action: () => Promise<T>): Promise<T> => {
    set({ error: null });
    try {
      return await action();
    } catch (error) {
      set({ error: extractErrorMessage(error, genericError()) });
      throw error;
    }
  };

  const restore = async () => {
    const token = get().token ?? readStored('token');
    if (!token) {
      set({ ...SIGNED_OUT, isLoading: false });
      return;
    }
    set({ isLoading: true, error: null });
    try {
      // The answer session-start.js asked for before the shell ran, when it is a session; else ask now. Silent: a
      // visitor on a public page whose session lapsed is signed out, not sent to /login.
      const early = await takeEarlySession(token);
      fromAuthSession(early ?? (await authApi.currentUser({ silentSessionExpiry: true })));
    } catch (error) {
      if (error instanceof ApiError && !isTransient(error)) {
        // The server refused the session (even after a refresh): forget it.
        clearStoredSession();
        set({ ...SIGNED_OUT, isLoading: false });
      } else {
        // Server unreachable (or the client misconfigured): signed out for this page, but the stored session
        // is kept for the next load.
        set({ ...SIGNED_OUT, isLoading: false, error: extractErrorMessage(error, genericError()) });
      }
    }
  };

  return {
    ...initialAuthState(),

    bootstrap: () => {
      bootstrapping ??= restore().finally(() => {
        bootstrapping = null;
      });
      return bootstrapping;
    },

    login: (username, password, options) =>
      tracked(async () => {
        const session = await authApi.signIn(username, password);
        clearStoredSession();
        setSessionPersistence(options?.remember === false ? 'tab' : 'browser');
        return fromAuthSession(session);
      }),

    startSession: (session, options) => {
      clearStoredSession();
      setSessionPersistence(options?.remember === false ? 'tab' : 'browser');
      return fromAuthSession(session);
    },

    register: (form, profileImage, planId) =>
      tracked(async () => {
        const model = await authApi.registerCompany(form, profileImage, planId);
        saveTokens(model.token, model.refresh_token);
        set({ token: model.token, isAuthenticated: false });
        return model;
      }),

    verifyEmail: (email, otp) =>
      tracked(async () => {
        const model = await authApi.confirmEmail(email, otp);
        const user = toSessionUser(model.user, model.userRoles.role.name, model.permissions);
        return startSession(user, model.tokens.accessToken, model.tokens.refreshToken);
      }),

    refreshUser: () => tracked(async () => fromAuthSession(await authApi.currentUser())),

    setCurrentStep: (step) => {
      const { user } = get();
      if (!user) return;
      const updated = { ...user, currentStep: step };
      writeStored('user', JSON.stringify(updated));
      set({ user: updated });
    },

    logout: async () => {
      const refreshToken = readStored('refreshToken');
      const accessToken = get().token;
      clearStoredSession();
      set({ ...SIGNED_OUT, isLoading: false, error: null });
      if (!refreshToken) return;
      try {
        await authApi.logout(refreshToken, accessToken);
      } catch (error) {
        console.warn('[auth] server logout failed; the local session is cleared anyway', error);
      }
    },

    clearError: () => set({ error: null }),
  };
});

// The HTTP layer reads the bearer and business from this store and reports refreshed or dead sessions to it.
bindSessionAccess({
  accessToken: () => useAuthStore.getState().token,
  refreshToken: () => readStored('refreshToken'),
  businessId: () => useAuthStore.getState().user?.business_id ?? null,
  saveTokens: ({ token, refreshToken }) => {
    writeStored('token', token);
    if (refreshToken) writeStored('refreshToken', refreshToken);
    useAuthStore.setState({ token });
  },
  clear: () => {
    clearStoredSession();
    useAuthStore.setState({ ...SIGNED_OUT });
  },
});

// Federation must share this lib as a singleton; every evaluation registers here, so a test can assert exactly one.
const registry = globalThis as typeof globalThis & { __sumaaAuthStores?: unknown[] };
(registry.__sumaaAuthStores ??= []).push(useAuthStore);
