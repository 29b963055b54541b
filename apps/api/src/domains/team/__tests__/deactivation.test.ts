import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  latestInvitationToken,
  registerAccount,
  signIn,
  type RegisteredAccount,
} from '../../../testing/factories';

let t: TestApp;
let owner: RegisteredAccount;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House' });
});
afterAll(async () => {
  await t.close();
});

const ACCESS_REMOVED_EN =
  'Your access to this business has been removed. Contact its owner if this is a mistake.';

function teamList(token: string, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({ method: 'GET', url: '/api/team-members', headers: { ...bearer(token), ...headers } });
}

function refresh(refreshToken: string, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/refresh',
    payload: { refresh_token: refreshToken },
    headers,
  });
}

/** The status as the spec spells it, in any letter case. */
function setStatus(memberId: string, status: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/team-members/${memberId}`,
    headers: bearer(owner.token),
    payload: { status },
  });
}

describe('a deactivated member', () => {
  it('is refused at the next request and refresh with accessRemoved, in both languages', async () => {
    const agent = await addTeamMember(t.app, owner, { role: 'Agent' });
    expect((await teamList(agent.token)).statusCode).toBe(200);

    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${agent.memberId}/deactivate`,
      headers: { ...bearer(owner.token), ...ENGLISH },
      payload: { id: agent.memberId, businessId: owner.businessId },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({
      message: 'The member has been deactivated',
      model: { id: agent.memberId, status: 'Inactive' },
    });

    const next = await teamList(agent.token);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({
      success: false,
      message: ACCESS_REMOVED_EN,
      errors: { code: ['accessRemoved'] },
      model: null,
    });
    expect((await teamList(agent.token, ARABIC)).json().message).toBe(
      'أُلغي وصولك إلى هذا النشاط التجاري. تواصل مع مالكه إن كان ذلك خطأ.',
    );

    const refreshed = await refresh(agent.refreshToken);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toEqual({
      success: false,
      message: ACCESS_REMOVED_EN,
      errors: { code: ['accessRemoved'] },
      model: null,
    });
  });

  it('signs in again once reactivated, with the same role', async () => {
    const agent = await addTeamMember(t.app, owner, { role: 'Agent' });
    expect((await setStatus(agent.memberId, 'Inactive')).statusCode).toBe(200);
    expect((await teamList(agent.token)).statusCode).toBe(401);

    const reactivated = await setStatus(agent.memberId, 'active');
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().model.status).toBe('Active');
    // The ended session stays ended; a new sign-in works.
    expect((await teamList(agent.token)).statusCode).toBe(401);
    const signedIn = await signIn(t.app, agent.email, agent.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().model).toMatchObject({ role: 'agent', user: { businessId: owner.businessId } });
    expect((await teamList(signedIn.json().model.token)).statusCode).toBe(200);
  });

  it('keeps working for another business: only this one refuses them', async () => {
    const other = await registerAccount(t.app, { Business_name: 'Bob Garage' });
    // A member of the other business is invited here too, and accepts with their account.
    await t.app.inject({
      method: 'POST',
      url: '/api/team-members/invite',
      headers: bearer(owner.token),
      payload: { email: other.email, role: 'Agent' },
    });
    const token = await latestInvitationToken(t.app, other.email);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/team-members/accept/${token}`,
      headers: bearer(other.token),
    });
    expect(accepted.statusCode).toBe(200);
    const memberId = ((await teamList(owner.token)).json().model as { id: string; userId: string }[]).find(
      (member) => member.userId === other.userId,
    )!.id;

    expect((await setStatus(memberId, 'Inactive')).statusCode).toBe(200);
    const here = await teamList(other.token, { 'x-business-id': owner.businessId });
    expect(here.statusCode).toBe(403);
    expect((await teamList(other.token, { 'x-business-id': other.businessId })).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('is reactivated by accepting a new invitation', async () => {
    const agent = await addTeamMember(t.app, owner, { role: 'Agent' });
    expect((await setStatus(agent.memberId, 'Inactive')).statusCode).toBe(200);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/team-members/invite',
      headers: bearer(owner.token),
      payload: { email: agent.email, role: 'Viewer' },
    });
    expect(invited.statusCode).toBe(201);
    const signedIn = (await signIn(t.app, agent.email, agent.password)).json().model;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/team-members/accept/${await latestInvitationToken(t.app, agent.email)}`,
      headers: bearer(signedIn.token),
    });
    expect(accepted.json().model.role).toBe('Viewer');
    const member = (
      (await teamList(owner.token)).json().model as { id: string; status: string; role: string }[]
    ).find((candidate) => candidate.id === agent.memberId);
    expect(member).toMatchObject({ status: 'Active', role: 'Viewer' });
  });

  it('is the only kind of ended session that says accessRemoved', async () => {
    const agent = await addTeamMember(t.app, owner, { role: 'Agent' });
    await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/logout',
      payload: { refresh_token: agent.refreshToken },
    });
    const response = await teamList(agent.token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'Your session is invalid or has expired. Please sign in again.',
      errors: null,
    });
    expect((await refresh(agent.refreshToken)).json().message).toBe(
      'Your session has expired. Please sign in again.',
    );
  });
});
