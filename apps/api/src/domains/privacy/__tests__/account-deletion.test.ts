// Leaving (issue 21): a member deletes their own account, confirmed by the password; the business stays intact
// and keeps what the member wrote without their name. A wrong password is refused, and an owner is told to
// delete the business first (translated).
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  outboxFor,
  registerAccount,
  signIn,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function deleteAccount(
  account: { token: string },
  payload: object,
  headers: Record<string, string> = ENGLISH,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/privacy/account/delete',
    headers: { ...headers, authorization: `Bearer ${account.token}` },
    payload,
  });
}

describe('deleting one’s own account', () => {
  it('deletes a member’s account and sessions, and leaves the business and its team intact', async () => {
    const owner = await registerAccount(t.app, { Business_name: 'Team Stays' });
    const member = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Leaving Layla' });
    const colleague = await addTeamMember(t.app, owner, { role: 'Viewer' });

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/account',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(status.json().model).toEqual({ confirmWith: 'password', ownsBusiness: false });

    const deleted = await deleteAccount(member, { password: member.password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your account has been deleted');

    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/refresh',
      payload: { refresh_token: member.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    const team = await t.app.inject({
      method: 'GET',
      url: '/api/team-members',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const userIds = (team.json().model as Array<{ userId: string }>).map((row) => row.userId);
    expect(userIds).toEqual(expect.arrayContaining([owner.userId, colleague.userId]));
    expect(userIds).not.toContain(member.userId);
    expect((await signIn(t.app, owner.email, owner.password)).statusCode).toBe(200);
    // In the member's own language (an invited member's account starts in Arabic).
    const [mail] = await outboxFor(t.app, member.email);
    expect(mail.subject).toBe('تم حذف حسابك في سمعة');
  });

  it('refuses a wrong password and keeps the account', async () => {
    const owner = await registerAccount(t.app);
    const member = await addTeamMember(t.app, owner, { role: 'Agent' });
    const refused = await deleteAccount(member, { password: 'not-my-password' }, ARABIC);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ password: ['كلمة المرور غير صحيحة'] });
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(200);
  });

  it('tells an owner to delete the business first, in their language', async () => {
    const owner = await registerAccount(t.app);
    const refused = await deleteAccount(owner, { password: owner.password }, ARABIC);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'أنت مالك نشاط تجاري في سمعة. احذف النشاط التجاري (الإعدادات، «بياناتك») قبل حذف حسابك.',
    );
    expect((await signIn(t.app, owner.email, owner.password)).statusCode).toBe(200);
  });
});
