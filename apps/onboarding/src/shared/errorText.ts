// The words for a failed call in this wizard (spec §8): the server's message, else its field errors, else the
// step's own sentence (e.g. "Failed to fetch locations"); with no answer at all, the common network text.
import { ApiError, extractErrorMessage, joinFieldErrors } from '@sumaa/api-client';

export function errorTextOf(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    !error.isNetworkError &&
    error.serverMessage === null &&
    joinFieldErrors(error.errors) === ''
  ) {
    return fallback;
  }
  return extractErrorMessage(error, fallback);
}
