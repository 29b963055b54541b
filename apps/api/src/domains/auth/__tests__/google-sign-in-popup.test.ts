// "Sign in with Google" from the login page: the popup's start and callback against the Google stand-in, its
// consent page used as a person would. The popup page hands the opener a verified ID token (aimed at the
// shell's origin only), which signs in through POST google-callback; a state from another browser, a refusal
// and a forged state get the error page and no token.
import { authSessionSchema, googleSignInSignalSchema } from '@sumaa/contracts';
import {
  STANDIN_USERS,
  consentAtStandin,
  startStandinTestBed,
  type StandinTestBed,
} from '../../google/__tests__/support/standin';

let bed: StandinTestBed;
beforeAll(async () => {
  bed = await startStandinTestBed();
});
afterAll(async () => {
  await bed.close();
});

const START = '/api/UsernameAuth/google-sign-in/start';

async function start(lang: 'ar' | 'en' = 'en') {
  const response = await bed.t.app.inject({ method: 'GET', url: `${START}?lang=${lang}` });
  expect(response.statusCode).toBe(302);
  const cookie = String(response.headers['set-cookie']).split(';')[0];
  return { authorizeUrl: new URL(String(response.headers.location)), cookie };
}

async function callback(redirect: URL, cookie?: string) {
  return bed.t.app.inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The signal the page's script posts to its opener, and where to. */
function signalIn(html: string) {
  const signal = /var signal = (.*);/.exec(html)?.[1];
  const target = /var target = (.*);/.exec(html)?.[1];
  return {
    signal: signal ? googleSignInSignalSchema.parse(JSON.parse(signal)) : null,
    target: target ? JSON.parse(target) : null,
  };
}

describe('signing in with Google from the login page’s popup', () => {
  it('asks Google only who the person is, and binds the flow to this browser', async () => {
    const { authorizeUrl, cookie } = await start();
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid email profile');
    expect(authorizeUrl.searchParams.get('access_type')).toBeNull();
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('nonce')).toEqual(expect.any(String));
    expect(authorizeUrl.searchParams.get('redirect_uri')).toMatch(
      /\/api\/UsernameAuth\/google-sign-in\/callback$/,
    );
    expect(cookie).toMatch(/^sumaa_google_sign_in_/);
  });

  it('hands the opener a Google ID token that signs in through google-callback', async () => {
    const { authorizeUrl, cookie } = await start('ar');
    const redirect = await consentAtStandin(bed.standin, authorizeUrl, STANDIN_USERS.cafeOwner);
    const page = await callback(redirect, cookie);

    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(String(page.headers['set-cookie'])).toMatch(/Max-Age=0/);
    const { signal, target } = signalIn(page.body);
    expect(target).toBe('http://app.sumaa.test');
    expect(signal).toMatchObject({ status: 'signedIn' });
    expect(page.body).toContain('تم الدخول عبر Google');

    const signedIn = await bed.t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/google-callback',
      payload: { idToken: signal!.status === 'signedIn' ? signal!.idToken : '' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(authSessionSchema.parse(signedIn.json().model).user.email).toBe(STANDIN_USERS.cafeOwner);
  });

  it('gives no token to a callback without the browser’s cookie (a state lifted into another browser)', async () => {
    const { authorizeUrl } = await start();
    const redirect = await consentAtStandin(bed.standin, authorizeUrl, STANDIN_USERS.cafeOwner);
    const page = await callback(redirect);
    expect(page.statusCode).toBe(400);
    expect(signalIn(page.body).signal).toMatchObject({ status: 'error', code: 'invalid_state' });
    expect(page.body).not.toMatch(/idToken/);
  });

  it('says so when the person declines on Google’s screen, in the popup’s language', async () => {
    const { authorizeUrl, cookie } = await start('en');
    const redirect = await consentAtStandin(bed.standin, authorizeUrl, STANDIN_USERS.cafeOwner, 'deny');
    const page = await callback(redirect, cookie);
    expect(page.statusCode).toBe(400);
    expect(signalIn(page.body).signal).toEqual({
      type: 'sumaa:google-sign-in',
      status: 'error',
      code: 'access_denied',
      message: 'Google sign-in was cancelled. Close this window and try again if you want to.',
    });
  });

  it('refuses a forged or expired state', async () => {
    const forged = await bed.t.app.inject({
      method: 'GET',
      url: '/api/UsernameAuth/google-sign-in/callback?code=abc&state=not-a-state',
    });
    expect(forged.statusCode).toBe(400);
    expect(signalIn(forged.body).signal).toMatchObject({ code: 'invalid_state' });

    const { authorizeUrl, cookie } = await start();
    const redirect = await consentAtStandin(bed.standin, authorizeUrl, STANDIN_USERS.cafeOwner);
    bed.t.clock.advance(11 * 60_000);
    const late = await callback(redirect, cookie);
    expect(late.statusCode).toBe(400);
    expect(signalIn(late.body).signal).toMatchObject({ code: 'invalid_state' });
  });
});
