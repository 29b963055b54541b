// The webhook's shared secret: Moyasar puts the token configured for the endpoint into every event's
// `secret_token`. Compared in constant time over SHA-256 digests, so neither the content nor the length of the
// expected token leaks through timing.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** True only when a secret is configured and `given` is exactly it; anything else (missing, not text) is false. */
export function verifyWebhookSecret(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
