// A sign-in (a refresh-token family) ends REFRESH_FAMILY_MAX_AGE_DAYS after it started, however regularly
// its tokens are refreshed: a stolen refresh token kept alive by a script does not last forever.
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ENGLISH, VALID_PASSWORD, registerAccount, signIn } from '../../../testing/factories';

const DAY_MS = 24 * 60 * 60 * 1000;

function refresh(t: TestApp, refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/refresh',
    payload: { refresh_token: refreshToken },
    headers: ENGLISH,
  });
}

/** The deployment's limit alone: the platform's session timeout (24 hours by default, spec §9) is removed. */
async function withoutPlatformSessionTimeout(t: TestApp) {
  await t.app.db.ownerTransaction((tx) =>
    tx.query(`DELETE FROM platform_settings WHERE key = 'session_timeout_hours'`),
  );
}

/** Refreshes every `everyDays` for `days` days; the last refresh token, or the first refusal. */
async function keepRefreshing(t: TestApp, refreshToken: string, days: number, everyDays: number) {
  let current = refreshToken;
  for (let day = everyDays; day <= days; day += everyDays) {
    t.clock.advance(everyDays * DAY_MS);
    const response = await refresh(t, current);
    if (response.statusCode !== 200) return { refused: response, day };
    current = response.json().model.refresh_token;
  }
  return { refreshToken: current };
}

describe('the absolute lifetime of a sign-in', () => {
  it('without a platform session timeout, refuses the refresh of a family older than 90 days, though refreshed every week', async () => {
    const t = await createTestApp();
    try {
      await withoutPlatformSessionTimeout(t);
      const account = await registerAccount(t.app);
      const kept = await keepRefreshing(t, account.refreshToken, 84, 7);
      expect(kept.refreshToken).toEqual(expect.any(String));

      const result = await keepRefreshing(t, kept.refreshToken!, 14, 7);
      expect(result.day).toBe(7); // day 91
      expect(result.refused!.statusCode).toBe(401);
      expect(result.refused!.json()).toEqual({
        success: false,
        message: 'Your session has expired. Please sign in again.',
        errors: null,
        model: null,
      });

      // Signing in again starts a new family, with a new 90 days.
      const again = await signIn(t.app, account.email, VALID_PASSWORD);
      expect(again.statusCode).toBe(200);
      expect((await refresh(t, again.json().model.refresh_token)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('follows REFRESH_FAMILY_MAX_AGE_DAYS', async () => {
    const t = await createTestApp({ REFRESH_FAMILY_MAX_AGE_DAYS: '3' });
    try {
      await withoutPlatformSessionTimeout(t);
      const account = await registerAccount(t.app);
      const result = await keepRefreshing(t, account.refreshToken, 5, 1);
      expect(result.day).toBe(3);
      expect(result.refused!.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
