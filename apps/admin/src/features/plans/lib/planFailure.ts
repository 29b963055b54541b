import { ApiError } from '@sumaa/api-client';
import { failureText } from '@sumaa/app-kit';

/**
 * What to say when a plan action fails (spec §8's plan messages): networkError when the server could not be
 * reached, else the server's own message (e.g. "this plan has had subscribers"), else the action's `failed`.
 */
export function planFailureText(error: unknown, failed: string, networkError: string): string {
  if (error instanceof ApiError && error.status === 0) return networkError;
  return failureText(error, failed);
}
