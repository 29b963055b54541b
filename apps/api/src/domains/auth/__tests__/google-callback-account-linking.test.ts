// Sign-in with Google joins an existing password account only where Google is authoritative for the
// address: Gmail, or the token's Workspace domain (`hd`) being the address's domain. Anywhere else Google's
// `email_verified` only says the address was proven once, so the owner signs in with the password instead.
import {
  ARABIC,
  ENGLISH,
  VALID_PASSWORD,
  registerAccount,
  registerConfirmedAccount,
  signIn,
} from '../../../testing/factories';
import { googleSignInBench } from './support/google-sign-in-bench';

const bench = googleSignInBench();

/** A Google ID token with these claims (fresh subject), posted to the sign-in. */
function googleSignIn(claims: Record<string, unknown>, headers: Record<string, string> = ENGLISH) {
  return bench.idToken(claims).then((idToken) => bench.signIn(idToken, headers));
}

async function identitiesOf(userId: string): Promise<number> {
  const [row] = await bench.t.app.db.ownerTransaction((tx) =>
    tx.query<{ n: number }>('SELECT count(*)::int AS n FROM user_identities WHERE user_id = $1', [userId]),
  );
  return row.n;
}

const uniqueAt = (domain: string) => `owner-${Math.random().toString(36).slice(2, 12)}@${domain}`;

describe('a Google identity for an address Google is not authoritative for', () => {
  it('does not take over a password account: 409, asking for the password, in English and Arabic', async () => {
    const account = await registerConfirmedAccount(bench.t.app);

    const english = await googleSignIn({ email: account.email });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      success: false,
      message:
        'A Sumaa account already uses this email. Sign in with your email and password (or reset your password) instead of Google.',
      errors: null,
      model: null,
    });
    const arabic = await googleSignIn({ email: account.email }, ARABIC);
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toMatch(/^يوجد حساب في سمعة بهذا البريد الإلكتروني/);

    expect(await identitiesOf(account.userId)).toBe(0);
    expect((await signIn(bench.t.app, account.email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('does not take over an account whose Workspace domain is another one', async () => {
    const account = await registerConfirmedAccount(bench.t.app);
    const response = await googleSignIn({ email: account.email, hd: 'elsewhere.test' });
    expect(response.statusCode).toBe(409);
    expect(await identitiesOf(account.userId)).toBe(0);
  });

  it('leaves an unconfirmed registration and its password as they were', async () => {
    const account = await registerAccount(bench.t.app);
    const response = await googleSignIn({ email: account.email });
    expect(response.statusCode).toBe(409);
    expect(await identitiesOf(account.userId)).toBe(0);
    expect((await signIn(bench.t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('still creates a new account for an address nobody uses', async () => {
    const response = await googleSignIn({ email: uniqueAt('example.test') });
    expect(response.statusCode).toBe(200);
    expect(await identitiesOf(response.json().model.user.id)).toBe(1);
  });
});

describe('a Google identity for an address Google is authoritative for', () => {
  it.each(['gmail.com', 'googlemail.com'])('links a %s password account and signs it in', async (domain) => {
    const account = await registerConfirmedAccount(bench.t.app, { email: uniqueAt(domain) });
    const response = await googleSignIn({ email: account.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().model.user.id).toBe(account.userId);
    expect(await identitiesOf(account.userId)).toBe(1);
  });

  it('links an account of the Workspace domain the token names (hd), whatever its letter case', async () => {
    const account = await registerConfirmedAccount(bench.t.app);
    const response = await googleSignIn({ email: account.email, hd: 'Example.TEST' });
    expect(response.statusCode).toBe(200);
    expect(response.json().model.user.id).toBe(account.userId);
  });
});
