// Failures of the Google integration, as callers (routes, the sync job) need to tell them apart.
import { AppError } from '../../http/app-error';

/**
 * A Google call that failed: `status` is the HTTP status (0 when no answer came: network error or
 * timeout), `googleStatus` Google's own code (`PERMISSION_DENIED`, `RESOURCE_EXHAUSTED`, an OAuth error
 * such as `invalid_grant`, or `TIMEOUT` / `NETWORK_ERROR`), `retryable` whether trying later may succeed
 * (the job layer reschedules those), `retryAfterMs` what Google asked us to wait, when it did.
 */
export class GoogleApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly googleStatus: string | null,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'GoogleApiError';
  }
}

/**
 * The business has no usable Google connection: never connected, disconnected, or Google withdrew the
 * access (invalid_grant). Unhandled, it answers 401 `googleNotConnected` (spec: "status 401 means Google
 * not connected").
 */
export class GoogleNotConnectedError extends AppError {
  constructor(readonly businessId: string) {
    super(401, 'googleNotConnected');
    this.name = 'GoogleNotConnectedError';
  }
}
