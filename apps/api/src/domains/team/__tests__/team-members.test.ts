import { teamMemberSchema, type TeamMember } from '@sumaa/contracts';
import { moveBusinessToPlan } from '../../../testing/subscriptions';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  uniqueEmail,
  type RegisteredAccount,
  type TeamMemberAccount,
} from '../../../testing/factories';

let t: TestApp;
let owner: RegisteredAccount;
let manager: TeamMemberAccount;
let agent: TeamMemberAccount;
let viewer: TeamMemberAccount;
let ownerMemberId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House', Full_name: 'Sara Owner' });
  // Enterprise: no limit on team members, so these tests invite as many as they need (limits: subscriptions).
  await moveBusinessToPlan(t.app, owner.businessId, 'enterprise');
  // A branch manager without the Settings permission.
  manager = await addTeamMember(t.app, owner, {
    role: 'Manager',
    permissions: ['ViewReviews', 'ReplyReviews', 'ViewAnalytics', 'ManageTeam'],
    name: 'Mona Manager',
  });
  // Members are listed by join date: a second apart, so the order is theirs.
  t.clock.advance(1000);
  agent = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Ali Agent' });
  t.clock.advance(1000);
  viewer = await addTeamMember(t.app, owner, { role: 'Viewer', name: 'Vera Viewer' });
  ownerMemberId = (await members(owner.token)).find((member) => member.isOwner)!.id;
});
afterAll(async () => {
  await t.close();
});

async function members(token: string, headers: Record<string, string> = {}): Promise<TeamMember[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/team-members',
    headers: { ...bearer(token), ...headers },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().model as unknown[]).map((member) => teamMemberSchema.parse(member));
}

function update(token: string, memberId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/team-members/${memberId}`,
    headers: { ...bearer(token), ...ENGLISH },
    payload,
  });
}

function deactivate(token: string, memberId: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/team-members/${memberId}/deactivate`,
    headers: { ...bearer(token), ...ENGLISH },
    ...(payload ? { payload } : {}),
  });
}

function invite(token: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/team-members/invite',
    headers: { ...bearer(token), ...ENGLISH },
    payload,
  });
}

describe('the members list', () => {
  it('shows a caller with ManageTeam every member with e-mail, dates, permissions and stats, the owner first', async () => {
    const list = await members(owner.token);
    expect(list.map((member) => member.name)).toEqual([
      'Sara Owner',
      'Mona Manager',
      'Ali Agent',
      'Vera Viewer',
    ]);
    expect(list[0]).toMatchObject({ role: 'Admin', status: 'Active', isOwner: true, email: owner.email });
    expect(list[2]).toMatchObject({
      id: agent.memberId,
      userId: agent.userId,
      role: 'Agent',
      email: agent.email,
      permissions: ['ViewReviews', 'ReplyReviews'],
      // Replies and assignments arrive with the review inbox: zero until then, never sample numbers.
      stats: { totalReplies: 0, avgResponseTime: 0, positiveReplies: 0, assignedReviews: 0 },
    });
    expect(typeof list[2].joinDate).toBe('string');
    // The owner has been making requests; the agent none since joining.
    expect(list[0].lastSeenAt).toEqual(expect.any(String));
    expect(list[2].lastSeenAt).toBeNull();
  });

  it('shows a viewer only the active members’ names and roles, without e-mails', async () => {
    const extra = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Gone Agent' });
    expect((await deactivate(owner.token, extra.memberId)).statusCode).toBe(200);

    const list = await members(viewer.token);
    expect(list.map((member) => member.name)).not.toContain('Gone Agent');
    for (const member of list) {
      expect(Object.keys(member).sort()).toEqual(
        ['avatarUrl', 'id', 'isOwner', 'name', 'role', 'status', 'userId'].sort(),
      );
      expect(member.status).toBe('Active');
    }
    const managed = await members(owner.token);
    expect(managed.find((member) => member.name === 'Gone Agent')?.status).toBe('Inactive');
  });

  it('records when a member was last seen, at most once a minute', async () => {
    const read = async () => {
      // Stamped after the reply is sent (domains/auth/last-seen.ts).
      await t.app.lastSeen.settled();
      const [row] = await t.app.db.query<{ last_seen_at: Date }>(
        'SELECT last_seen_at FROM users WHERE id = $1',
        [agent.userId],
      );
      return row.last_seen_at.getTime();
    };
    await members(agent.token);
    const first = await read();
    t.clock.advance(30 * 1000);
    await members(agent.token);
    expect(await read()).toBe(first);
    t.clock.advance(31 * 1000);
    await members(agent.token);
    expect(await read()).toBe(t.clock.now().getTime());
  });

  it('marks the registering owner as the business’s owner', async () => {
    const [row] = await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query<{ is_owner: boolean }>('SELECT is_owner FROM business_members WHERE user_id = $1', [
        owner.userId,
      ]),
    );
    expect(row.is_owner).toBe(true);
  });
});

describe('no one raises anyone above their own role', () => {
  it('lets a manager invite at most a manager', async () => {
    const admin = await invite(manager.token, { email: uniqueEmail(), role: 'Admin' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('You cannot give anyone a role above your own');
    const peer = await invite(manager.token, { email: uniqueEmail(), role: 'Manager' });
    expect(peer.statusCode).toBe(201);
    // Unticked, a manager's invitation gets the role's defaults as far as the manager holds them.
    expect(peer.json().model.permissions).toEqual([
      'ViewReviews',
      'ReplyReviews',
      'ViewAnalytics',
      'ManageTeam',
    ]);
  });

  it('lets an admin invite an admin', async () => {
    expect((await invite(owner.token, { email: uniqueEmail(), role: 'admin' })).statusCode).toBe(201);
  });

  it('keeps a manager from making anyone an admin', async () => {
    const response = await update(manager.token, agent.memberId, { role: 'Admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot give anyone a role above your own');
    expect((await members(owner.token)).find((member) => member.id === agent.memberId)?.role).toBe('Agent');
  });

  it('keeps a manager from changing an admin', async () => {
    const admin = await addTeamMember(t.app, owner, { role: 'Admin' });
    for (const response of [
      await update(manager.token, admin.memberId, { role: 'Agent' }),
      await deactivate(manager.token, admin.memberId),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot change a member whose role is above yours');
    }
  });

  it('refuses a permission the role may not hold (400) and one the granter does not hold (403)', async () => {
    const notForRole = await update(owner.token, agent.memberId, {
      permissions: ['ViewReviews', 'ManageTeam'],
    });
    expect(notForRole.statusCode).toBe(400);
    expect(notForRole.json().errors).toEqual({
      permissions: ['One of the chosen permissions is not available for this role'],
    });

    const invited = await invite(manager.token, {
      email: uniqueEmail(),
      role: 'Manager',
      permissions: ['ViewReviews', 'Settings'],
    });
    expect(invited.statusCode).toBe(403);
    expect(invited.json().message).toBe('You cannot grant a permission you do not hold yourself');
    const viewerAnalytics = await invite(manager.token, {
      email: uniqueEmail(),
      role: 'Viewer',
      permissions: ['ViewAnalytics'],
    });
    expect(viewerAnalytics.statusCode).toBe(201);
  });
});

describe('changing a member', () => {
  it('changes role and permissions; a new role keeps only the permissions it may hold', async () => {
    const member = await addTeamMember(t.app, owner, { role: 'Manager' });
    const demoted = await update(owner.token, member.memberId, { id: member.memberId, role: 'viewer' });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({
      message: 'The member has been updated',
      model: { role: 'Viewer', permissions: ['ViewReviews', 'ViewAnalytics'], status: 'Active' },
    });

    const promoted = await update(owner.token, member.memberId, {
      role: 'Manager',
      permissions: ['ViewReviews', 'ManageTeam', 'Settings'],
    });
    expect(promoted.json().model).toMatchObject({
      role: 'Manager',
      permissions: ['ViewReviews', 'ManageTeam', 'Settings'],
    });
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: bearer(member.token),
    });
    expect(me.json().model).toMatchObject({
      role: 'manager',
      permissions: ['ViewReviews', 'ManageTeam', 'Settings'],
    });
  });

  it('lets a manager keep a permission the member already had, though the manager lacks it', async () => {
    const member = await addTeamMember(t.app, owner, {
      role: 'Manager',
      permissions: ['ViewReviews', 'Settings'],
    });
    const response = await update(manager.token, member.memberId, {
      permissions: ['ViewReviews', 'Settings', 'ReplyReviews'],
    });
    expect(response.statusCode).toBe(200);
  });

  it('never changes the owner, whoever asks', async () => {
    const admin = await addTeamMember(t.app, owner, { role: 'Admin' });
    for (const response of [
      await update(admin.token, ownerMemberId, { role: 'Agent' }),
      await update(admin.token, ownerMemberId, { status: 'Inactive' }),
      await update(admin.token, ownerMemberId, { permissions: ['ViewReviews'] }),
      await deactivate(admin.token, ownerMemberId),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        "The business owner's role, permissions and status cannot be changed",
      );
    }
    expect((await members(owner.token))[0]).toMatchObject({ role: 'Admin', status: 'Active', isOwner: true });
  });

  it('lets no one change themselves', async () => {
    const response = await update(manager.token, manager.memberId, { role: 'Agent' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot change your own role or status');
    expect((await deactivate(manager.token, manager.memberId)).statusCode).toBe(403);
  });

  it('refuses a body id that names another member', async () => {
    const response = await update(owner.token, agent.memberId, { id: viewer.memberId, role: 'Viewer' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ id: ['This value is not valid'] });
  });

  it('needs ManageTeam to change anyone', async () => {
    expect((await update(agent.token, viewer.memberId, { role: 'Agent' })).statusCode).toBe(403);
    expect((await deactivate(viewer.token, agent.memberId)).statusCode).toBe(403);
  });
});

describe('one business’s team is closed to another', () => {
  let other: RegisteredAccount;
  let otherAgent: TeamMemberAccount;
  let otherInvitationId: string;
  beforeAll(async () => {
    other = await registerAccount(t.app, { Business_name: 'Bob Garage' });
    otherAgent = await addTeamMember(t.app, other, { role: 'Agent' });
    otherInvitationId = (await invite(other.token, { email: uniqueEmail(), role: 'Agent' })).json().model.id;
  });

  it('refuses to read or change business B’s members with X-Business-Id of B (403)', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/team-members' },
      { method: 'GET' as const, url: '/api/team-members/invitations' },
      {
        method: 'PUT' as const,
        url: `/api/team-members/${otherAgent.memberId}`,
        payload: { role: 'Viewer' },
      },
    ]) {
      const response = await t.app.inject({
        ...request,
        headers: { ...bearer(owner.token), ...ENGLISH, 'x-business-id': other.businessId },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You are not a member of this business');
    }
  });

  it('refuses a businessId of B in the query or the body (403)', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/team-members?businessId=${other.businessId}`,
      headers: bearer(owner.token),
    });
    expect(read.statusCode).toBe(403);
    const invited = await invite(owner.token, {
      email: uniqueEmail(),
      role: 'Agent',
      businessId: other.businessId,
    });
    expect(invited.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/team-members?businessId=${owner.businessId.toUpperCase()}`,
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for B’s member and invitation ids with A’s token, and changes nothing', async () => {
    expect((await update(owner.token, otherAgent.memberId, { status: 'Inactive' })).statusCode).toBe(404);
    expect((await deactivate(owner.token, otherAgent.memberId)).statusCode).toBe(404);
    for (const [method, url] of [
      ['POST', `/api/team-members/invitations/${otherInvitationId}/resend`],
      ['DELETE', `/api/team-members/invitations/${otherInvitationId}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(owner.token) })).statusCode).toBe(404);
    }
    const theirs = await members(other.token);
    expect(theirs.find((member) => member.id === otherAgent.memberId)?.status).toBe('Active');
    const ids = (await members(owner.token)).map((member) => member.id);
    expect(ids).not.toContain(otherAgent.memberId);
  });
});
