// The local Google stand-in (tools/google-standin) in this process, and an API app aimed at it: the tests
// of the connection, the client and the sign-in run against the same Google double as `npm start`.
// The stand-in shares the app's test clock, so moving time expires its tokens as it does ours.
import * as googleStandin from '@sumaa/google-standin';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

type GoogleStandin = googleStandin.GoogleStandin;
export type { GoogleStandin };
export const { STANDIN_USERS, BUSINESS_MANAGE_SCOPE } = googleStandin;

/** Where the API says it lives: the stand-in accepts localhost redirect URIs, as Google accepts registered ones. */
export const TEST_API_URL = 'http://localhost:3120';

export interface StandinTestBed {
  standin: GoogleStandin;
  t: TestApp;
  close(): Promise<void>;
}

export async function startStandinTestBed(env: Record<string, string> = {}): Promise<StandinTestBed> {
  let t: TestApp | undefined;
  const standin = await googleStandin.startGoogleStandin({
    port: 0,
    benchReviews: 0,
    now: () => t?.clock.now() ?? new Date(),
  });
  try {
    t = await createTestApp({
      GOOGLE_STANDIN_URL: standin.url,
      GOOGLE_HTTP_RETRY_BASE_MS: '10',
      GOOGLE_HTTP_TIMEOUT_MS: '3000',
      PUBLIC_API_URL: TEST_API_URL,
      ...env,
    });
  } catch (error) {
    await standin.stop();
    throw error;
  }
  const app = t;
  return {
    standin,
    t: app,
    async close() {
      await app.close();
      await standin.stop();
    },
  };
}

/** The stand-in's consent page, as a person uses it: choose the account, press Allow (or Deny). */
export async function consentAtStandin(
  standin: GoogleStandin,
  authorizeUrl: URL,
  googleEmail: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page ${page.status}: ${html.slice(0, 300)}`);
  const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1];
  const user = standin.users.find((candidate) => candidate.email === googleEmail);
  if (!requestId || !user) throw new Error('no consent request or unknown Google user');
  const answer = await fetch(new URL('/o/oauth2/v2/auth/consent', standin.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: requestId, account: user.sub, decision }).toString(),
    redirect: 'manual',
  });
  if (answer.status !== 302) throw new Error(`consent answered ${answer.status}`);
  return new URL(answer.headers.get('location')!);
}
