// Runtime configuration: the shell (or a remote running alone) reads its runtime config file and calls
// configureApiClient before the first request, so an API move needs no rebuild.

export interface ApiClientOptions {
  /** The API origin (and optional path prefix), e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** Called once when a refresh is refused and the session is gone. Default: go to /login. */
  onSessionExpired?: () => void;
}

const goToLogin = () => window.location.assign('/login');

let baseUrl: string | null = null;
let onSessionExpired: () => void = goToLogin;
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

export function notifySessionExpired(): void {
  onSessionExpired();
}
