// TOTP (RFC 6238) through `otpauth`: SHA-1, 6 digits, 30-second steps — what every authenticator app reads
// from an otpauth:// URI. A code is accepted one step either side of now (clock drift); the caller keeps the
// step it matched so the same code (or an older one) is never accepted twice. Recovery codes: 10 letters
// and digits from an unambiguous alphabet (~49 bits), shown as abcde-23456, stored as keyed hashes.
import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  TWO_FACTOR_RECOVERY_CODE_COUNT,
  normalizeRecoveryCode,
} from '@sumaa/contracts';
import { Secret, TOTP } from 'otpauth';
import { keyedHash } from '../secure-tokens';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;
export const TWO_FACTOR_ISSUER = 'Sumaa';

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, accountName = ''): TOTP {
  return new TOTP({
    issuer: TWO_FACTOR_ISSUER,
    label: accountName,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function otpauthUri(secretBase32: string, accountName: string): string {
  return totp(secretBase32, accountName).toString();
}

/** The 30-second step a time falls in. */
export function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The step whose code this is (now ± 1 step), or null. otpauth compares in constant time. */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totp(secretBase32).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code of a time (tests and the e2e spec generate codes the same way). */
export function codeAt(secretBase32: string, now: Date): string {
  return totp(secretBase32).generate({ timestamp: now.getTime() });
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR_RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Keyed with the server secret and bound to the user: a leaked table cannot be tried offline. */
export function recoveryCodeHash(secret: Uint8Array, userId: string, code: string): string {
  return keyedHash(secret, `two-factor-recovery:${userId}`, normalizeRecoveryCode(code));
}
