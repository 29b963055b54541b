import { placeServerErrors } from '../forms/placeServerErrors';

/**
 * What to say when an action without form fields fails: the server's message (or its field messages), the
 * client's text for offline and server errors, else the action's own `fallback`.
 */
export function failureText(error: unknown, fallback: string): string {
  return (
    placeServerErrors(
      error,
      () => undefined,
      () => undefined,
      fallback,
    ).banner ?? fallback
  );
}
