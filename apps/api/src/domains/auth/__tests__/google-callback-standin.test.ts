// Sign-in with Google against the stand-in's real ID tokens (RS256, its JWKS, its issuer).
import { authSessionSchema } from '@sumaa/contracts';
import {
  STANDIN_USERS,
  startStandinTestBed,
  type StandinTestBed,
} from '../../google/__tests__/support/standin';
import type { TestApp } from '../../../testing/test-app';

let bed: StandinTestBed;
let t: TestApp;
beforeAll(async () => {
  bed = await startStandinTestBed();
  t = bed.t;
});
afterAll(async () => {
  await bed.close();
});

function googleSignIn(app: TestApp['app'], idToken: string) {
  return app.inject({ method: 'POST', url: '/api/UsernameAuth/google-callback', payload: { idToken } });
}

describe('google-callback with the stand-in’s ID tokens', () => {
  it('signs the same Google user into the same account every time', async () => {
    const first = await googleSignIn(
      t.app,
      await bed.standin.issueIdToken({ email: STANDIN_USERS.hotelOwner }),
    );
    expect(first.statusCode).toBe(200);
    const session = authSessionSchema.parse(first.json().model);
    expect(session.user).toMatchObject({ email: STANDIN_USERS.hotelOwner, emailConfirmed: true });
    expect(session.user.businessId).toEqual(expect.any(String));

    const second = await googleSignIn(
      t.app,
      await bed.standin.issueIdToken({ email: STANDIN_USERS.hotelOwner }),
    );
    expect(second.json().model.user.id).toBe(session.user.id);
  });

  it('refuses a token issued for another client', async () => {
    const token = await bed.standin.issueIdToken({ email: STANDIN_USERS.cafeOwner, audience: 'another-app' });
    expect((await googleSignIn(t.app, token)).statusCode).toBe(401);
  });

  it('refuses a token once it has expired', async () => {
    const token = await bed.standin.issueIdToken({ email: STANDIN_USERS.cafeOwner });
    t.clock.advance(2 * 3600_000);
    expect((await googleSignIn(t.app, token)).statusCode).toBe(401);
  });
});
