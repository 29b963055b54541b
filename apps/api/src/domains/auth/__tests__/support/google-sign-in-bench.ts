// One bench for the Google sign-in tests: a test app that trusts a fake Google, started before and stopped after
// the file's tests, with helpers to mint an ID token (fresh subject, the app's clock) and post it.
import type { LightMyRequestResponse } from 'fastify';
import type { FakeGoogle } from '../../../google/__tests__/support/fake-google';
import { fakeGoogleEnvironment, startFakeGoogle } from '../../../google/__tests__/support/fake-google';
import { ENGLISH } from '../../../../testing/factories';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

export interface GoogleSignInBench {
  readonly google: FakeGoogle;
  readonly t: TestApp;
  idToken(claims: Record<string, unknown>, options?: Parameters<FakeGoogle['idToken']>[1]): Promise<string>;
  signIn(idToken: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export const newGoogleSubject = () => String(Math.floor(Math.random() * 1e15));

/** Registers the file's beforeAll/afterAll; call it at the top of a test file. */
export function googleSignInBench(): GoogleSignInBench {
  let google: FakeGoogle | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp(fakeGoogleEnvironment(google, { RATE_LIMIT_LOGIN_MAX: '1000' }));
  });
  afterAll(async () => {
    await t?.close();
    await google?.stop();
  });
  return {
    get google() {
      return google!;
    },
    get t() {
      return t!;
    },
    idToken: (claims, options) =>
      google!.idToken(
        { sub: newGoogleSubject(), name: 'Layla Al-Otaibi', ...claims },
        { issuedAt: t!.clock.now(), ...options },
      ),
    signIn: (idToken, headers = ENGLISH) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/UsernameAuth/google-callback',
        payload: { idToken },
        headers,
      }),
  };
}
