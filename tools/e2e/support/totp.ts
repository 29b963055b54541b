// Authenticator codes for the specs, made with the same library and parameters as the API (SHA-1, 6 digits,
// 30 s; apps/api/src/domains/auth/two-factor/totp.ts). The API takes each 30-second step once per account,
// so a code is handed out only for a step after the last one used.
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

export class AuthenticatorApp {
  private lastStep = 0;

  constructor(readonly secret: string) {}

  /** The step last used, when a code was used elsewhere too (the shared super admin). */
  usedStep(step: number): void {
    this.lastStep = Math.max(this.lastStep, step);
  }

  /**
   * A code of a step not used yet: the current one, else the next (the API accepts one step either side, and a
   * next step's code only becomes more current), else it waits for time to move on.
   */
  async freshCode(): Promise<{ code: string; step: number }> {
    for (;;) {
      const current = Math.floor(Date.now() / PERIOD_MS);
      const step = Math.max(this.lastStep + 1, current);
      if (step <= current + 1) {
        this.lastStep = step;
        return { code: this.codeAt(step), step };
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  codeAt(step: number): string {
    const totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(this.secret),
    });
    return totp.generate({ timestamp: step * PERIOD_MS });
  }
}
