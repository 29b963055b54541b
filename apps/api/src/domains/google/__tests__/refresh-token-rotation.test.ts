// Google may answer a refresh with a new refresh token (the stand-in never does; a fake plays it):
// the new one must be kept, since the old one stops working.
import { googleClientFor } from '..';
import { bearer, registerAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { fakeGoogleEnvironment, fakeUser, startFakeGoogle, type FakeGoogle } from './support/fake-google';

let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp(fakeGoogleEnvironment(google));
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

it('keeps the refresh token Google rotates', async () => {
  const owner = await registerAccount(t.app);
  const tokens = google.grant(fakeUser('rotating'));
  const connected = await t.app.inject({
    method: 'POST',
    url: '/api/Platforms/connect',
    headers: { ...bearer(owner.token), 'x-business-id': owner.businessId },
    payload: {
      platformType: 'google',
      platformName: 'Google',
      ...tokens,
      expiresAt: new Date(t.clock.now().getTime() + 3600_000).toISOString(),
    },
  });
  expect(connected.statusCode).toBe(200);

  google.rotateRefreshTokens = true;
  t.clock.advance(3600_000);
  await (await googleClientFor(t.app, owner.businessId)).listAccounts();
  t.clock.advance(3600_000);
  // The second refresh must use the rotated token: the first one no longer exists at Google.
  await expect((await googleClientFor(t.app, owner.businessId)).listAccounts()).resolves.toHaveLength(1);
  const refreshes = google.requests.filter((request) => request.form.grant_type === 'refresh_token');
  expect(refreshes).toHaveLength(2);
  expect(refreshes[0].form.refresh_token).toBe(tokens.refreshToken);
  expect(refreshes[1].form.refresh_token).not.toBe(tokens.refreshToken);
});
