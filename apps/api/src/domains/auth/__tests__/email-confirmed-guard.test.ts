// Until the owner confirms the e-mail address, the server lets the account do only what the check-email flow
// needs (issue 21, M2): no invitations (Sumaa's mailer as someone's relay), no renaming, no competitor search.
import { randomInt } from 'node:crypto';
import { translateMessage } from '@sumaa/contracts';
import { startGoogleStandin, type GoogleStandin } from '@sumaa/google-standin';
import {
  ARABIC,
  ENGLISH,
  bearer,
  latestVerificationCode,
  registerUnconfirmedAccount,
  requestVerificationCode,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let standin: GoogleStandin;
let t: TestApp;

beforeAll(async () => {
  standin = await startGoogleStandin({ port: 0, benchReviews: 0, seed: randomInt(1, 2_000_000_000) });
  t = await createTestApp({
    GOOGLE_STANDIN_URL: standin.url,
    GOOGLE_PLACES_BASE_URL: standin.url,
    GOOGLE_PLACES_API_KEY: standin.placesApiKey,
    GOOGLE_HTTP_RETRY_BASE_MS: '5',
  });
});

afterAll(async () => {
  await t?.close();
  await standin?.stop();
});

const headersOf = (owner: RegisteredAccount, language: Record<string, string> = ENGLISH) => ({
  ...language,
  ...bearer(owner.token),
  'x-business-id': owner.businessId,
});

/** The three calls of the finding, each as the owner would make it. */
const calls = {
  invite: (owner: RegisteredAccount, language?: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/team-members/invite',
      headers: headersOf(owner, language),
      payload: { email: uniqueEmail('invited'), role: 'Agent' },
    }),
  rename: (owner: RegisteredAccount, language?: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/Businesses/${owner.businessId}`,
      headers: headersOf(owner, language),
      payload: { name: 'Renamed Before Confirming' },
    }),
  searchCompetitors: (owner: RegisteredAccount, language?: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/competitors/search?query=cafe',
      headers: headersOf(owner, language),
    }),
};

async function confirm(owner: RegisteredAccount) {
  const Otp = await latestVerificationCode(t.app, owner.email);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/confirm-email-jwt',
    headers: ENGLISH,
    payload: { email: owner.email, Otp },
  });
  expect(confirmed.statusCode).toBe(200);
}

async function outboxCount(email: string): Promise<number> {
  await t.app.mailer.idle();
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  return (response.json() as unknown[]).length;
}

describe('an owner whose e-mail is not confirmed', () => {
  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    'is refused %s with 403 emailNotConfirmed, in English and Arabic',
    async (name) => {
      const owner = await registerUnconfirmedAccount(t.app);
      const english = await calls[name](owner, ENGLISH);
      expect(english.statusCode).toBe(403);
      expect(english.json()).toMatchObject({
        success: false,
        model: null,
        message: translateMessage('emailNotConfirmed', 'en'),
      });
      const arabic = await calls[name](owner, ARABIC);
      expect(arabic.statusCode).toBe(403);
      expect(arabic.json().message).toBe(translateMessage('emailNotConfirmed', 'ar'));
      expect(translateMessage('emailNotConfirmed', 'ar')).not.toBe(
        translateMessage('emailNotConfirmed', 'en'),
      );
    },
  );

  it('sends no invitation mail and leaves the business name as it was', async () => {
    const owner = await registerUnconfirmedAccount(t.app, { Business_name: 'Original Name' });
    const invitee = uniqueEmail('relay-target');
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/team-members/invite',
      headers: headersOf(owner),
      payload: { email: invitee, role: 'Admin' },
    });
    expect(invited.statusCode).toBe(403);
    expect(await outboxCount(invitee)).toBe(0);

    await calls.rename(owner);
    await confirm(owner);
    const profile = await t.app.inject({ method: 'GET', url: '/api/Businesses', headers: headersOf(owner) });
    expect(profile.json().model.name).toBe('Original Name');
  });

  it('may still read the current user, ask for a new code, confirm and sign out', async () => {
    const owner = await registerUnconfirmedAccount(t.app);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: headersOf(owner),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().model.user.emailConfirmed).toBe(false);
    expect((await requestVerificationCode(t.app, owner.email)).statusCode).toBe(200);
    await confirm(owner);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/logout',
      headers: headersOf(owner),
      payload: { refresh_token: owner.refreshToken },
    });
    expect(signedOut.statusCode).toBe(200);
  });

  it('is no longer refused once the address is confirmed, with the same session', async () => {
    const owner = await registerUnconfirmedAccount(t.app);
    expect((await calls.invite(owner)).statusCode).toBe(403);
    await confirm(owner);

    expect((await calls.invite(owner)).statusCode).toBe(201);
    const renamed = await calls.rename(owner);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().model.name).toBe('Renamed Before Confirming');
    const searched = await calls.searchCompetitors(owner);
    expect(searched.statusCode).toBe(200);
    expect(searched.json().model.length).toBeGreaterThan(0);
  });
});
