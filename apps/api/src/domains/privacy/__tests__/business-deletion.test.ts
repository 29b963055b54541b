// Leaving (issue 21): the owner's deletion of the business. Confirmed by the password (a wrong one refused), it
// waits out the grace period and can be cancelled meanwhile; when it takes effect no row of the business is
// left in any table with a business_id column (read from the catalogue, so a table added later is covered),
// the paid tax invoice is kept detached, Google's grant is revoked at Google, the logo file and the owner's
// account are gone, and the owner is told by e-mail at the request and at the end.
import { Secret, TOTP } from 'otpauth';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  outboxFor,
  registerAccount,
  signIn,
} from '../../../testing/factories';
import { storedLogoFileOf } from '../../businesses';
import { purgeRetainedInvoices } from '..';
import {
  asOwner,
  fullBusiness,
  rowsOfBusiness,
  signedInAgain,
  startLeavingBed,
  type FullBusiness,
  type LeavingBed,
} from './support/leaving-bed';

const DAY_MS = 24 * 60 * 60 * 1000;
const URL = '/api/privacy/business-deletion';

let bed: LeavingBed;
beforeAll(async () => {
  bed = await startLeavingBed();
}, 60_000);
afterAll(async () => {
  await bed?.close();
});

function requestDeletion(
  account: { token: string },
  payload: object,
  headers: Record<string, string> = ENGLISH,
) {
  return bed.app.inject({ method: 'POST', url: URL, headers: asOwner(account, headers), payload });
}

async function deletionStatus(account: { token: string }) {
  const response = await bed.app.inject({ method: 'GET', url: URL, headers: asOwner(account) });
  expect(response.statusCode).toBe(200);
  return response.json().model;
}

function retainedInvoice(number: string) {
  return bed.app.db.query<Record<string, unknown>>('SELECT * FROM retained_tax_invoices WHERE number = $1', [
    number,
  ]);
}

async function businessExists(businessId: string): Promise<boolean> {
  return (await rowsOfBusiness(bed.app, businessId)).businesses === 1;
}

describe('deleting a business', () => {
  let business: FullBusiness;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let logoFile: string;

  beforeAll(async () => {
    business = await fullBusiness(bed);
    other = await registerAccount(bed.app, { Business_name: 'Stays Open' });
    const [row] = await bed.app.db.tenantTransaction(
      { businessId: business.owner.businessId, userId: null },
      (tx) => tx.query<{ logo_url: string }>('SELECT logo_url FROM businesses'),
    );
    logoFile = storedLogoFileOf(row.logo_url)!;
  }, 120_000);

  it('leaves no row of the business in any tenant table once it takes effect, keeping only the paid tax invoice', async () => {
    const { owner, member, refreshToken } = business;
    const before = await rowsOfBusiness(bed.app, owner.businessId);
    // Guards the test itself: the business really holds data in every part that matters.
    for (const table of [
      'businesses',
      'business_members',
      'subscriptions',
      'invoices',
      'google_connections',
      'locations',
      'reviews',
      'team_invitations',
      'sync_jobs',
      // Review requests: the customers, what was sent them and their visits (opt-outs are on the contacts).
      'contacts',
      'review_requests',
      'review_request_deliveries',
      'review_request_settings',
      'visits',
    ]) {
      expect({ table, rows: before[table] }).toEqual({ table, rows: expect.any(Number) });
      expect(before[table]).toBeGreaterThan(0);
    }
    const [paid] = await bed.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query<{ number: string }>(`SELECT number FROM invoices WHERE status = 'paid'`),
    );
    expect(await bed.app.avatars.read(logoFile)).not.toBeNull();

    const requested = await requestDeletion(owner, { password: owner.password });
    expect(requested.statusCode).toBe(202);
    const status = requested.json().model;
    expect(status.scheduled).toBe(true);
    expect(new Date(status.effectiveAt).getTime() - bed.t.clock.now().getTime()).toBe(14 * DAY_MS);

    bed.t.clock.advance(14 * DAY_MS + 60_000);
    await bed.app.jobs.runUntilIdle();

    const after = await rowsOfBusiness(bed.app, owner.businessId);
    expect(Object.keys(after)).toEqual(expect.arrayContaining(Object.keys(before)));
    expect(Object.entries(after).filter(([, rows]) => rows > 0)).toEqual([]);
    // The customers asked for reviews (and the one who opted out) are gone with it, by ON DELETE CASCADE.
    const customers = await bed.app.db.ownerTransaction((tx) =>
      tx.query('SELECT id FROM contacts WHERE phone = $1 OR email = $2', [
        business.customers.optedOut.phone,
        business.customers.optedOut.email,
      ]),
    );
    expect(customers).toEqual([]);

    // The tax invoice, as issued, detached from the account: no business, no e-mail, no person.
    const kept = await retainedInvoice(paid.number);
    expect(kept).toHaveLength(1);
    expect(Object.keys(kept[0])).not.toContain('business_id');
    expect(kept[0].buyer).toEqual({ name: 'Leaving Café', address: expect.any(String) });
    expect(JSON.stringify(kept[0])).not.toContain(owner.email);
    expect(new Date(kept[0].keep_until as string).getUTCFullYear()).toBe(
      new Date(kept[0].paid_at as string).getUTCFullYear() + 7,
    );

    // Google no longer honours the grant: the refresh token is refused at Google's token endpoint.
    const refreshed = await fetch(`${bed.google.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: bed.app.config.google.clientId,
        client_secret: bed.app.config.google.clientSecret,
      }).toString(),
    });
    expect(refreshed.status).toBe(400);
    expect((await refreshed.json()).error).toBe('invalid_grant');

    // The logo file, the owner's account and sessions are gone; the member keeps an account of their own,
    // signed out of the business that is gone.
    expect(await bed.app.avatars.read(logoFile)).toBeNull();
    expect((await signIn(bed.app, owner.email, owner.password)).statusCode).toBe(401);
    const session = await bed.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/refresh',
      payload: { refresh_token: owner.refreshToken },
    });
    expect(session.statusCode).toBe(401);
    expect((await signIn(bed.app, member.email, member.password)).statusCode).toBe(200);
    const memberSession = await bed.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/refresh',
      payload: { refresh_token: member.refreshToken },
    });
    expect(memberSession.statusCode).toBe(401);

    // The business next door is untouched.
    expect(await businessExists(other.businessId)).toBe(true);

    const mails = await outboxFor(bed.app, owner.email);
    expect(mails[0].subject).toBe('Leaving Café has been deleted');
    expect(mails[0].text).toContain('tax invoices (1)');
    expect(mails[1].subject).toMatch(/^Leaving Café will be deleted on /);

    // Kept no longer than the law asks: the daily purge leaves it until keep_until and removes it then.
    const keepUntil = new Date(kept[0].keep_until as string);
    bed.t.clock.advance(keepUntil.getTime() - DAY_MS - bed.t.clock.now().getTime());
    await purgeRetainedInvoices(bed.app);
    expect(await retainedInvoice(paid.number)).toHaveLength(1);
    bed.t.clock.advance(DAY_MS + 1);
    expect(await purgeRetainedInvoices(bed.app)).toBeGreaterThanOrEqual(1);
    expect(await retainedInvoice(paid.number)).toEqual([]);
  });
});

describe('the grace period', () => {
  it('keeps the business until the period ends, and a cancelled deletion never takes effect', async () => {
    let owner = await registerAccount(bed.app, { Business_name: 'Changed My Mind' });
    expect((await requestDeletion(owner, { password: owner.password })).statusCode).toBe(202);
    const again = await requestDeletion(owner, { password: owner.password });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toBeNull();

    bed.t.clock.advance(13 * DAY_MS);
    await bed.app.jobs.runUntilIdle();
    expect(await businessExists(owner.businessId)).toBe(true);
    owner = await signedInAgain(bed.app, owner);
    expect((await deletionStatus(owner)).scheduled).toBe(true);

    const cancelled = await bed.app.inject({ method: 'DELETE', url: URL, headers: asOwner(owner, ARABIC) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe('تم إلغاء حذف نشاطك التجاري');
    expect((await deletionStatus(owner)).scheduled).toBe(false);

    bed.t.clock.advance(2 * DAY_MS);
    await bed.app.jobs.runUntilIdle();
    expect(await businessExists(owner.businessId)).toBe(true);
    owner = await signedInAgain(bed.app, owner);
    const [mail] = await outboxFor(bed.app, owner.email);
    expect(mail.subject).toBe('The deletion of Changed My Mind was cancelled');

    const none = await bed.app.inject({ method: 'DELETE', url: URL, headers: asOwner(owner) });
    expect(none.statusCode).toBe(409);
  });
});

describe('who may delete, and the confirmation', () => {
  it('refuses a wrong or missing password with a translated field error and schedules nothing', async () => {
    const owner = await registerAccount(bed.app);
    const wrong = await requestDeletion(owner, { password: 'not-the-password' }, ARABIC);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ['كلمة المرور غير صحيحة'] });
    const missing = await requestDeletion(owner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ password: ['Enter your password to confirm'] });
    expect((await deletionStatus(owner)).scheduled).toBe(false);
  });

  it('with two-factor sign-in on, asks for the authenticator code instead and takes a right one', async () => {
    const registered = await registerAccount(bed.app, { Business_name: 'Two Factor Café' });
    // A business owner turns two-factor on at sign-in, when the platform's security setting requires it.
    const requireTwoFactor = (on: boolean) =>
      bed.app.db.ownerTransaction((tx) =>
        tx.query(
          `INSERT INTO platform_settings (key, value) VALUES ('two_factor_required_for_admins', $1::jsonb)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
          [JSON.stringify(on)],
        ),
      );
    const post = (path: string, payload: object) =>
      bed.app.inject({
        method: 'POST',
        url: `/api/UsernameAuth/two-factor/${path}`,
        headers: ENGLISH,
        payload,
      });
    let secret = '';
    // The authenticator app's code for the app's clock (RFC 6238), computed independently of our code.
    const codeNow = () =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
        timestamp: bed.t.clock.now().getTime(),
      });
    let owner = registered;
    await requireTwoFactor(true);
    try {
      const refused = await signIn(bed.app, registered.email, registered.password);
      const { enrolmentToken } = refused.json().model as { enrolmentToken: string };
      secret = (await post('enrolment/setup', { enrolmentToken })).json().model.secret;
      const enrolled = await post('enrolment/confirm', { enrolmentToken, code: codeNow() });
      expect(enrolled.statusCode).toBe(200);
      owner = { ...registered, token: enrolled.json().model.session.token };
    } finally {
      await requireTwoFactor(false);
    }
    expect((await deletionStatus(owner)).confirmWith).toBe('twoFactor');

    const passwordOnly = await requestDeletion(owner, { password: owner.password });
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json().errors).toEqual({
      code: ['Enter the code from your authenticator app to confirm'],
    });
    bed.t.clock.advance(30_000); // a step whose code was not used yet
    const wrongCode = await requestDeletion(owner, { code: codeNow() === '000000' ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(Object.keys(wrongCode.json().errors)).toEqual(['code']);
    expect((await deletionStatus(owner)).scheduled).toBe(false);

    const confirmed = await requestDeletion(owner, { code: codeNow() });
    expect(confirmed.statusCode).toBe(202);
    expect((await deletionStatus(owner)).scheduled).toBe(true);
  });

  it('lets only the owner ask: an admin who is not the owner gets 403, a viewer too', async () => {
    const owner = await registerAccount(bed.app);
    const admin = await addTeamMember(bed.app, owner, { role: 'Admin' });
    const viewer = await addTeamMember(bed.app, owner, { role: 'Viewer' });
    const byAdmin = await requestDeletion(admin, { password: admin.password });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Only the owner of the business can do this');
    expect((await requestDeletion(viewer, { password: viewer.password })).statusCode).toBe(403);
    expect((await bed.app.inject({ method: 'DELETE', url: URL, headers: asOwner(admin) })).statusCode).toBe(
      403,
    );
    // Every member sees the state (the dashboard's banner), and who may act on it.
    const seen = await deletionStatus(viewer);
    expect(seen).toMatchObject({ scheduled: false, callerIsOwner: false, confirmWith: 'password' });
    expect((await deletionStatus(owner)).callerIsOwner).toBe(true);
  });
});
