import { authSessionSchema, invitationPreviewSchema, teamInvitationSchema } from '@sumaa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { moveBusinessToPlan } from '../../../testing/subscriptions';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  VALID_PASSWORD,
  bearer,
  latestInvitationToken,
  outboxFor,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../testing/factories';
import { multipartBody, type MultipartFile } from '../../../testing/multipart';
import { TEXT_FILE, TINY_PNG, pngOfSize } from '../../../testing/images';
import { updateBusinessSettings } from '../../businesses/business-settings-store';

let t: TestApp;
let owner: RegisteredAccount;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House', Full_name: 'Sara Owner' });
  // Enterprise: no limit on team members, so these tests invite as many as they need (limits: subscriptions).
  await moveBusinessToPlan(t.app, owner.businessId, 'enterprise');
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

function invite(
  payload: Record<string, unknown>,
  account: RegisteredAccount = owner,
  headers: Record<string, string> = ENGLISH,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/team-members/invite',
    headers: { ...bearer(account.token), ...headers },
    payload,
  });
}

/** Invites a new address as an agent and returns it with the link's token. */
async function invitedAgent(): Promise<{ email: string; token: string; id: string }> {
  const email = uniqueEmail('agent');
  const response = await invite({ email, role: 'agent' });
  expect(response.statusCode).toBe(201);
  return { email, token: await latestInvitationToken(t.app, email), id: response.json().model.id };
}

function preview(token: string, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({ method: 'GET', url: `/api/team-members/complete/${token}`, headers });
}

async function complete(
  token: string,
  fields: Record<string, string | MultipartFile | undefined> = {},
  headers: Record<string, string> = ENGLISH,
): Promise<LightMyRequestResponse> {
  const body = await multipartBody({
    name: 'Omar Agent',
    password: VALID_PASSWORD,
    confirmPassword: VALID_PASSWORD,
    ...fields,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/team-members/complete/${token}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

function listInvitations() {
  return t.app.inject({
    method: 'GET',
    url: '/api/team-members/invitations',
    headers: bearer(owner.token),
  });
}

async function usersWithEmail(email: string): Promise<number> {
  const [row] = await t.app.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM users WHERE email = $1',
    [email],
  );
  return row.count;
}

/** The invitation's link ran out a second ago (moving the clock 7 days would also end the owner's session). */
function expireInvitation(id: string) {
  return t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query('UPDATE team_invitations SET expires_at = $2 WHERE id = $1', [
      id,
      new Date(t.clock.now().getTime() - 1000),
    ]),
  );
}

function setBusinessLanguage(account: RegisteredAccount, language: 'ar' | 'en') {
  return t.app.db.tenantTransaction({ businessId: account.businessId, userId: account.userId }, (tx) =>
    updateBusinessSettings(tx, account.businessId, { preferences: { language } }),
  );
}

describe('an invitation from the owner to a new agent', () => {
  it('mails a single-use link in the business language, previews it, and signs the agent in on completion', async () => {
    const email = uniqueEmail('Omar');
    const invited = await invite({ email, role: 'AGENT' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().message).toBe('The invitation has been sent');
    const invitation = teamInvitationSchema.parse(invited.json().model);
    expect(invitation).toMatchObject({
      email: email.toLowerCase(),
      role: 'Agent',
      permissions: ['ViewReviews', 'ReplyReviews'],
      invitedByName: 'Sara Owner',
      status: 'pending',
    });
    expect(new Date(invitation.expiresAt).getTime() - t.clock.now().getTime()).toBe(7 * DAY_MS);

    // The business's language is Arabic by default, whatever language the owner's browser asked in.
    const [mail] = await outboxFor(t.app, email.toLowerCase());
    expect(mail.subject).toBe('دعوة للانضمام إلى فريق Qahwa House في سمعة');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('دعاك Sara Owner للانضمام إلى فريق Qahwa House');
    const token = await latestInvitationToken(t.app, email.toLowerCase());
    expect(mail.text).toContain(`http://app.sumaa.test/invite/${token}`);

    // Only the hash of the token is stored.
    const stored = await t.app.db.query<{ token_hash: string }>('SELECT token_hash FROM invitation_tokens');
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const shown = await preview(token);
    expect(shown.statusCode).toBe(200);
    expect(invitationPreviewSchema.parse(shown.json().model)).toEqual({
      businessName: 'Qahwa House',
      email: email.toLowerCase(),
      role: 'Agent',
      invitedByName: 'Sara Owner',
      expiresAt: invitation.expiresAt,
      accountExists: false,
    });

    const completed = await complete(token, { name: 'Omar Al-Qahtani' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().message).toBe('Welcome to the team');
    const session = authSessionSchema.parse(completed.json().model);
    expect(session).toMatchObject({
      role: 'agent',
      permissions: ['ViewReviews', 'ReplyReviews'],
      user: {
        email: email.toLowerCase(),
        name: 'Omar Al-Qahtani',
        businessId: owner.businessId,
        emailConfirmed: true,
        currentStep: 4,
      },
    });

    const me = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: bearer(session.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().model).toMatchObject({ role: 'agent', permissions: ['ViewReviews', 'ReplyReviews'] });
    // The agent may read the team (assignees) but not manage it.
    const team = await t.app.inject({
      method: 'GET',
      url: '/api/team-members',
      headers: bearer(session.token),
    });
    expect(team.statusCode).toBe(200);
    const invitations = await t.app.inject({
      method: 'GET',
      url: '/api/team-members/invitations',
      headers: bearer(session.token),
    });
    expect(invitations.statusCode).toBe(403);

    // The new member signs in with the chosen password, in the business's language.
    const signedIn = await signIn(t.app, email, VALID_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const [user] = await t.app.db.query<{ preferred_language: string }>(
      'SELECT preferred_language FROM users WHERE id = $1',
      [session.user.id],
    );
    expect(user.preferred_language).toBe('ar');

    // The accepted invitation leaves the pending list.
    const pending = (await listInvitations()).json().model as { id: string }[];
    expect(pending.map((item) => item.id)).not.toContain(invitation.id);
  });

  it('writes the mail in English once the business prefers English', async () => {
    await setBusinessLanguage(owner, 'en');
    try {
      const email = uniqueEmail('english');
      await invite({ email, role: 'Viewer' }, owner, ARABIC);
      const [mail] = await outboxFor(t.app, email);
      expect(mail.subject).toBe('Sara Owner invited you to Qahwa House on Sumaa');
      expect(mail.html).toContain('<html lang="en" dir="ltr">');
      expect(mail.text).toContain('as Viewer (read only)');
      expect(mail.text).toContain('expires in 7 days');
    } finally {
      await setBusinessLanguage(owner, 'ar');
    }
  });
});

describe('an invitation link is refused once it cannot be used', () => {
  it('says a forged or unknown token is not valid, in both languages', async () => {
    for (const token of ['forged-token', 'A'.repeat(43)]) {
      const shown = await preview(token);
      expect(shown.statusCode).toBe(404);
      expect(shown.json()).toEqual({
        success: false,
        message: 'This invitation link is not valid. Ask the person who invited you for a new one.',
        errors: null,
        model: null,
      });
      expect((await complete(token)).statusCode).toBe(404);
    }
    expect((await preview('forged-token', ARABIC)).json().message).toBe(
      'رابط الدعوة هذا غير صالح. اطلب رابطاً جديداً ممن دعاك.',
    );
  });

  it('says an expired link has expired and creates nothing', async () => {
    const { email, token, id } = await invitedAgent();
    await expireInvitation(id);
    const shown = await preview(token);
    expect(shown.statusCode).toBe(410);
    expect(shown.json().message).toBe(
      'This invitation has expired. Ask the person who invited you to send a new one.',
    );
    const completed = await complete(token);
    expect(completed.statusCode).toBe(410);
    expect(await usersWithEmail(email)).toBe(0);

    const listed = ((await listInvitations()).json().model as { id: string; status: string }[]).find(
      (item) => item.id === id,
    );
    expect(listed?.status).toBe('expired');

    // Inviting the address again replaces the expired invitation.
    const again = await invite({ email, role: 'Agent' });
    expect(again.statusCode).toBe(201);
    expect((await preview(await latestInvitationToken(t.app, email))).statusCode).toBe(200);
  });

  it('works once: a second completion says the link was used', async () => {
    const { token } = await invitedAgent();
    expect((await complete(token)).statusCode).toBe(200);
    const reused = await complete(token, { name: 'Someone Else' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe(
      'This invitation has already been used. Sign in to open your dashboard.',
    );
    expect((await preview(token)).statusCode).toBe(410);
  });

  it('creates one account when the form is sent twice at once', async () => {
    const { email, token } = await invitedAgent();
    const answers = await Promise.all([complete(token), complete(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    expect(await usersWithEmail(email)).toBe(1);
  });
});

describe('resending and withdrawing an invitation', () => {
  it('resend mails a new link valid 7 more days; the old link stops working', async () => {
    const { email, token: oldToken, id } = await invitedAgent();
    t.clock.advance(60 * 1000);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/team-members/invitations/${id}/resend`,
      headers: { ...bearer(owner.token), ...ENGLISH },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe('The invitation has been sent again');
    expect(new Date(resent.json().model.expiresAt).getTime() - t.clock.now().getTime()).toBe(7 * DAY_MS);

    const newToken = await latestInvitationToken(t.app, email);
    expect(newToken).not.toBe(oldToken);
    expect((await outboxFor(t.app, email)).length).toBe(2);
    expect((await preview(oldToken)).statusCode).toBe(404);
    expect((await complete(oldToken)).statusCode).toBe(404);
    expect((await complete(newToken)).statusCode).toBe(200);
  });

  it('revoke withdraws the invitation: its link stops working and it leaves the list', async () => {
    const { token, id } = await invitedAgent();
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/team-members/invitations/${id}`,
      headers: { ...bearer(owner.token), ...ENGLISH },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ success: true, message: 'The invitation has been withdrawn' });
    expect((await preview(token)).statusCode).toBe(404);
    expect((await complete(token)).statusCode).toBe(404);
    const pending = (await listInvitations()).json().model as { id: string }[];
    expect(pending.map((item) => item.id)).not.toContain(id);

    // Nothing left to resend or withdraw.
    for (const [method, url] of [
      ['POST', `/api/team-members/invitations/${id}/resend`],
      ['DELETE', `/api/team-members/invitations/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(owner.token) })).statusCode).toBe(404);
    }
  });

  it('lists open invitations newest first', async () => {
    const first = await invitedAgent();
    t.clock.advance(1000);
    const second = await invitedAgent();
    const listed = (await listInvitations()).json().model as unknown[];
    const ids = listed.map((item) => teamInvitationSchema.parse(item).id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });
});

describe('who can be invited', () => {
  it('refuses an address that already belongs to a member, and one with a pending invitation', async () => {
    const member = await invite({ email: owner.email.toUpperCase(), role: 'Agent' });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({
      success: false,
      message: 'This person is already a member of your team.',
      errors: { email: ['This person is already a member of your team.'] },
      model: null,
    });

    const { email } = await invitedAgent();
    const pending = await invite({ email, role: 'Viewer' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(
      'An invitation to this address is already waiting. Resend it from the pending invitations.',
    );
  });

  it('names the invalid fields', async () => {
    const response = await invite({ email: 'not-an-email', role: 'Chief' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'role']);
  });
});

describe('an invited address that already has an account', () => {
  it('is told to sign in, and joins by accepting with that account', async () => {
    const elsewhere = await registerAccount(t.app, { Business_name: 'Other Shop' });
    const invited = await invite({ email: elsewhere.email, role: 'Manager' });
    expect(invited.statusCode).toBe(201);
    const token = await latestInvitationToken(t.app, elsewhere.email);
    const [mail] = await outboxFor(t.app, elsewhere.email);
    expect(mail.text).toContain('لديك حساب في سمعة بهذا البريد');

    expect((await preview(token)).json().model.accountExists).toBe(true);
    const completed = await complete(token);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe(
      'An account already uses this email. Sign in with it to accept the invitation.',
    );

    // Someone else's account cannot take it.
    const stranger = await registerAccount(t.app);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: `/api/team-members/accept/${token}`,
      headers: { ...bearer(stranger.token), ...ENGLISH },
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toBe(
      'This invitation was sent to another email address. Sign in with the invited address to accept it.',
    );

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/team-members/accept/${token}`,
      headers: { ...bearer(elsewhere.token), ...ENGLISH },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'You have joined the team',
      model: { businessId: owner.businessId, businessName: 'Qahwa House', role: 'Manager' },
    });

    const me = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: { ...bearer(elsewhere.token), 'x-business-id': owner.businessId },
    });
    expect(me.json().model.role).toBe('manager');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/team-members/accept/${token}`,
      headers: bearer(elsewhere.token),
    });
    expect(again.statusCode).toBe(410);
  });
});

describe('the invitation form', () => {
  it('applies the platform password minimum and the confirmation', async () => {
    const { token } = await invitedAgent();
    const response = await complete(token, { name: ' ', password: 'short-', confirmPassword: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: ['Full name is required'],
      password: ['Password must be at least 8 characters'],
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('stores an uploaded photo, which wins over a photoUrl', async () => {
    const { token } = await invitedAgent();
    const response = await complete(token, {
      photo: { content: TINY_PNG, filename: 'me.png', contentType: 'image/png' },
      photoUrl: 'https://images.example.test/me.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().model.user.profileImagePath).toMatch(/\/api\/files\/avatars\/[a-f0-9]{32}\.png$/);
  });

  it('keeps an https photoUrl and refuses any other address', async () => {
    const first = await invitedAgent();
    const kept = await complete(first.token, { photoUrl: 'https://images.example.test/me.png' });
    expect(kept.json().model.user.profileImagePath).toBe('https://images.example.test/me.png');

    const second = await invitedAgent();
    for (const photoUrl of ['javascript:alert(1)', 'http://images.example.test/me.png', 'not a url']) {
      const refused = await complete(second.token, { photoUrl });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ photoUrl: ['This value is not valid'] });
    }
  });

  it('refuses a 6 MB photo with the spec’s message, in Arabic too, and creates nothing', async () => {
    const { email, token } = await invitedAgent();
    const response = await complete(
      token,
      { photo: { content: pngOfSize(6 * 1024 * 1024), filename: 'big.png', contentType: 'image/png' } },
      ARABIC,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'يجب ألا يتجاوز حجم الصورة 5 ميجابايت.',
      errors: { photo: ['يجب ألا يتجاوز حجم الصورة 5 ميجابايت.'] },
      model: null,
    });
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('refuses a text file named .png and creates nothing; the link still works', async () => {
    const { email, token } = await invitedAgent();
    const response = await complete(token, {
      photo: { content: TEXT_FILE, filename: 'photo.png', contentType: 'image/png' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please upload a valid image file (PNG, JPEG or WebP).',
      errors: { photo: ['Please upload a valid image file (PNG, JPEG or WebP).'] },
      model: null,
    });
    expect(await usersWithEmail(email)).toBe(0);
    expect((await preview(token)).statusCode).toBe(200);
  });
});
