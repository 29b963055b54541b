// Random secrets and how they are stored. Long random tokens (refresh, reset) only need a fast hash;
// a 6-digit code is guessable offline from a plain hash, so it is keyed with the server secret (HMAC).
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits, URL-safe: refresh tokens and password-reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function keyedHash(secret: Uint8Array, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex');
}

/** A 256-bit URL-safe token derived from a value and the server secret (same shape as randomToken). */
export function keyedToken(secret: Uint8Array, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');
}

export function equalHashes(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
