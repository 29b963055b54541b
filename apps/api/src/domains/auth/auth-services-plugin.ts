// The token machinery: signing secret, access tokens, sessions (refresh-token families), e-mail codes
// and password-reset tokens, built once per app from the configuration and the clock.
import fp from 'fastify-plugin';
import { createAccessTokenService, type AccessTokenService } from './access-tokens';
import { EmailVerificationCodes } from './email-verification';
import { PasswordResetTokens } from './password-reset-tokens';
import { SessionStore } from './sessions';
import { loadSigningSecret } from './signing-secret';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenService;
    sessions: SessionStore;
    emailCodes: EmailVerificationCodes;
    resetTokens: PasswordResetTokens;
  }
}

export const authServicesPlugin = fp(
  async (app) => {
    const secret = loadSigningSecret(app.config);
    app.decorate(
      'accessTokens',
      createAccessTokenService({ secret, ttlSeconds: app.config.accessTokenTtlSeconds, now: app.now }),
    );
    app.decorate(
      'sessions',
      new SessionStore({
        refreshTokenTtlDays: app.config.refreshTokenTtlDays,
        familyMaxAgeDays: app.config.refreshFamilyMaxAgeDays,
        reuseGraceSeconds: app.config.refreshReuseGraceSeconds,
        secret,
        now: app.now,
      }),
    );
    app.decorate(
      'emailCodes',
      new EmailVerificationCodes({
        secret,
        now: app.now,
        counters: app.counters,
        maxFailuresPerDay: app.config.rateLimits.otpFailuresPerDay,
      }),
    );
    app.decorate('resetTokens', new PasswordResetTokens(app.now));
  },
  { name: 'auth-services', dependencies: ['app-context'] },
);
