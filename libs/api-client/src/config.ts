// Runtime configuration: the shell (or a remote running alone) reads its runtime config file and calls
// configureApiClient before the first request, so an API move needs no rebuild.

/**
 * Why the server ended a session, when it says so (`errors.code` of the refusal): `accessRemoved` for a member
 * the business deactivated. Any other refusal is a plain expiry and carries no reason.
 */
export const SESSION_END_REASONS = ['accessRemoved'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The reason a refusal's code names, or undefined for a plain expiry. */
export function sessionEndReasonOf(code: string | null | undefined): SessionEndReason | undefined {
  return SESSION_END_REASONS.find((reason) => reason === code);
}

export interface ApiClientOptions {
  /** The API origin (and optional path prefix), e.g. `http://localhost:3000`. */
  baseUrl: string;
  /**
   * Called once when a refresh is refused and the session is gone, with the server's reason when it gave one.
   * Default: go to /login, or /login?reason=<reason>.
   */
  onSessionExpired?: (reason?: SessionEndReason) => void;
}

const goToLogin = (reason?: SessionEndReason) =>
  window.location.assign(reason ? `/login?reason=${encodeURIComponent(reason)}` : '/login');

let baseUrl: string | null = null;
let onSessionExpired: (reason?: SessionEndReason) => void = goToLogin;
let generation = 0;

export function configureApiClient(options: ApiClientOptions): void {
  const trimmed = options.baseUrl.trim().replace(/\/+$/, '');
  baseUrl = trimmed === '' ? null : trimmed;
  onSessionExpired = options.onSessionExpired ?? goToLogin;
  generation += 1;
}

/** The configured base URL, without a trailing slash. */
export function getApiBaseUrl(): string {
  if (!baseUrl) throw new Error('API Base URL is not set');
  return baseUrl;
}

/** `/api/x` or `api/x` → absolute URL on the API. */
export function apiUrl(path: string): string {
  return `${getApiBaseUrl()}/${path.replace(/^\/+/, '')}`;
}

/** Changes whenever the configuration does, so the ky instance can be rebuilt. */
export function configGeneration(): number {
  return generation;
}

export function notifySessionExpired(reason?: SessionEndReason): void {
  onSessionExpired(reason);
}
