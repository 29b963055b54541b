// Six-digit e-mail verification codes: stored as a keyed hash, valid for 15 minutes, locked after five
// wrong tries until a new code is requested (a new code replaces the old one and its lock), and limited
// to a number of wrong tries per account per day that a new code does not reset.
//
// Confirmation must not reveal whether an address has an account, or in which state (ADR 0003): an
// unknown, disabled or already-confirmed address answers like an account with a wrong code, down to the
// lock after five tries, its release by send-email-otp, and the daily limit. Those addresses have no live
// code, so their wrong tries are counted in memory ("decoy" counters) with the same rules. An
// already-confirmed address is told so only when the code given is its right, latest one.
import type { SqlExecutor } from '../../db/database';
import type { CounterStore } from '../../http/counter-store';
import { WindowCounters } from '../../http/window-counters';
import {
  findEmailVerificationCodeForUpdate,
  markEmailVerificationCodeUsed,
  recordEmailVerificationFailure,
  upsertEmailVerificationCode,
  type UserRecord,
} from './auth-store';
import { equalHashes, keyedHash, randomSixDigitCode } from './secure-tokens';

export const OTP_TTL_MS = 15 * 60 * 1000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
const FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
const HASH_PURPOSE = 'email-otp';

/**
 * confirmed: the address is now confirmed. wrong: wrong, expired or no code (all read the same).
 * locked: five wrong tries on this code. exhausted: the day's wrong tries are used up.
 * already_confirmed: the right code of an address confirmed before.
 */
export type OtpCheck = 'confirmed' | 'wrong' | 'locked' | 'exhausted' | 'already_confirmed';

export interface EmailVerificationOptions {
  secret: Uint8Array;
  now: () => Date;
  /** Where the decoys' wrong tries are counted: shared by every API process (http/counter-store.ts). */
  counters: CounterStore;
  /** Wrong codes per account per day (RATE_LIMIT_OTP_FAILURES_PER_DAY). */
  maxFailuresPerDay: number;
}

export class EmailVerificationCodes {
  private readonly secret: Uint8Array;
  private readonly now: () => Date;
  private readonly maxFailuresPerDay: number;
  /** Wrong tries of addresses without a live code: since the last "new code", and over the day. */
  private readonly decoyAttempts: WindowCounters;
  private readonly decoyFailuresToday: WindowCounters;

  constructor(options: EmailVerificationOptions) {
    this.secret = options.secret;
    this.now = options.now;
    this.maxFailuresPerDay = options.maxFailuresPerDay;
    this.decoyAttempts = new WindowCounters(
      options.counters,
      'otpDecoyAttempts',
      FAILURE_WINDOW_MS,
      options.now,
    );
    this.decoyFailuresToday = new WindowCounters(
      options.counters,
      'otpDecoyFailuresToday',
      FAILURE_WINDOW_MS,
      options.now,
    );
  }

  /**
   * Creates (or replaces) the user's code and returns it in clear, to be e-mailed and then forgotten.
   * The replaced code's lock goes with it; the day's count of wrong tries stays.
   */
  async issue(tx: SqlExecutor, userId: string): Promise<string> {
    const code = randomSixDigitCode();
    const now = this.now();
    await upsertEmailVerificationCode(
      tx,
      userId,
      this.hash(userId, code),
      new Date(now.getTime() + OTP_TTL_MS),
      now,
    );
    return code;
  }

  /** send-email-otp for an address that gets no code: releases its decoy lock, as a new code would. */
  async noCodeIssued(email: string): Promise<void> {
    await this.decoyAttempts.clear(email);
  }

  /**
   * Checks a code for an address (`user` is its account, if any). A wrong try counts towards the locks;
   * the right one is used up and kept, so that it can later be recognised.
   */
  async check(tx: SqlExecutor, email: string, user: UserRecord | null, code: string): Promise<OtpCheck> {
    if (!user || !user.is_active) return this.decoyCheck(email);

    const stored = await findEmailVerificationCodeForUpdate(tx, user.id);
    const matches = stored !== null && equalHashes(stored.code_hash, this.hash(user.id, code));

    if (user.email_confirmed_at || !stored) {
      const blocked = await this.decoyBlocked(email);
      if (blocked) return blocked;
      if (user.email_confirmed_at && matches) return 'already_confirmed';
      return this.decoyCheck(email);
    }

    const now = this.now();
    const windowOpen =
      stored.failures_window_start !== null &&
      stored.failures_window_start.getTime() + FAILURE_WINDOW_MS > now.getTime();
    const failuresToday = windowOpen ? stored.failures_in_window : 0;
    if (failuresToday >= this.maxFailuresPerDay) return 'exhausted';
    if (stored.failed_attempts >= OTP_MAX_FAILED_ATTEMPTS) return 'locked';

    if (matches && !stored.used_at && stored.expires_at.getTime() > now.getTime()) {
      await markEmailVerificationCodeUsed(tx, user.id, now);
      return 'confirmed';
    }
    // Wrong, expired or already used: all count, so that no state answers differently from a wrong code.
    await recordEmailVerificationFailure(
      tx,
      user.id,
      windowOpen ? stored.failures_window_start : now,
      failuresToday + 1,
    );
    return 'wrong';
  }

  private async decoyBlocked(email: string): Promise<'exhausted' | 'locked' | null> {
    if ((await this.decoyFailuresToday.count(email)) >= this.maxFailuresPerDay) return 'exhausted';
    if ((await this.decoyAttempts.count(email)) >= OTP_MAX_FAILED_ATTEMPTS) return 'locked';
    return null;
  }

  /** A try for an address without a live code: never right, counted like a wrong code. */
  private async decoyCheck(email: string): Promise<OtpCheck> {
    const blocked = await this.decoyBlocked(email);
    if (blocked) return blocked;
    await this.decoyAttempts.add(email);
    await this.decoyFailuresToday.add(email);
    return 'wrong';
  }

  private hash(userId: string, code: string): string {
    // Bound to the user so a code hash copied to another row is worthless.
    return keyedHash(this.secret, HASH_PURPOSE, `${userId}:${code}`);
  }
}
