// Six-digit e-mail verification codes: stored as a keyed hash, valid for 15 minutes, and locked after
// five wrong tries until a new code is requested (a new code replaces the old one and its counter).
import type { SqlExecutor } from '../db/database';
import { equalHashes, keyedHash, randomSixDigitCode } from './secure-tokens';

export const OTP_TTL_MS = 15 * 60 * 1000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
const HASH_PURPOSE = 'email-otp';

export type OtpCheck = 'confirmed' | 'wrong' | 'expired' | 'locked' | 'missing';

interface StoredCode {
  code_hash: string;
  expires_at: Date;
  failed_attempts: number;
}

export class EmailVerificationCodes {
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => Date,
  ) {}

  /** Creates (or replaces) the user's code and returns it in clear, to be e-mailed and then forgotten. */
  async issue(tx: SqlExecutor, userId: string): Promise<string> {
    const code = randomSixDigitCode();
    const now = this.now();
    await tx.query(
      `INSERT INTO email_verification_codes (user_id, code_hash, expires_at, failed_attempts, created_at)
       VALUES ($1, $2, $3, 0, $4)
       ON CONFLICT (user_id) DO UPDATE
         SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
             failed_attempts = 0, created_at = EXCLUDED.created_at`,
      [userId, this.hash(userId, code), new Date(now.getTime() + OTP_TTL_MS), now],
    );
    return code;
  }

  /** Checks a code; a wrong one counts towards the lock, a right one is used up. */
  async check(tx: SqlExecutor, userId: string, code: string): Promise<OtpCheck> {
    const [stored] = await tx.query<StoredCode>(
      'SELECT code_hash, expires_at, failed_attempts FROM email_verification_codes WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    if (!stored) return 'missing';
    if (stored.failed_attempts >= OTP_MAX_FAILED_ATTEMPTS) return 'locked';
    if (stored.expires_at.getTime() <= this.now().getTime()) return 'expired';
    if (!equalHashes(stored.code_hash, this.hash(userId, code))) {
      await tx.query(
        'UPDATE email_verification_codes SET failed_attempts = failed_attempts + 1 WHERE user_id = $1',
        [userId],
      );
      return 'wrong';
    }
    await tx.query('DELETE FROM email_verification_codes WHERE user_id = $1', [userId]);
    return 'confirmed';
  }

  private hash(userId: string, code: string): string {
    // Bound to the user so a code hash copied to another row is worthless.
    return keyedHash(this.secret, HASH_PURPOSE, `${userId}:${code}`);
  }
}
