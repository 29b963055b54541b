import type { SessionUser } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import {
  errorOf,
  fakeApi,
  type FakeApi,
  fieldByLabel,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import {
  DEFAULT_BUSINESS_SETTINGS,
  type TeamInvitation,
  type TeamMember,
  type TeamMemberStats,
} from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { businessArea } from '../../../testing/businessArea';
import { teamTexts } from '../i18n';

// The page's texts are put in by the set-up, as the shell has them by the time a user opens the page.
const teamArea = { ...businessArea, texts: { ...businessArea.texts, 'business.team': teamTexts } };

// The page's texts load with its code and the build machines are shared: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const from = (ms: number) => new Date(Date.now() + ms).toISOString();

const stats = (overrides: Partial<TeamMemberStats> = {}): TeamMemberStats => ({
  totalReplies: 0,
  avgResponseTime: 0,
  positiveReplies: 0,
  assignedReviews: 0,
  ...overrides,
});

function createMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'member-x',
    userId: 'user-x',
    name: 'Someone',
    avatarUrl: null,
    role: 'Agent',
    status: 'Active',
    isOwner: false,
    email: 'someone@example.com',
    joinDate: '2025-02-01T09:00:00.000Z',
    lastSeenAt: null,
    permissions: ['ViewReviews', 'ReplyReviews'],
    stats: stats(),
    ...overrides,
  };
}

const OWNER = createMember({
  id: 'member-owner',
  userId: 'user-owner',
  name: 'Sara Alotaibi',
  email: 'owner@example.com',
  role: 'Admin',
  isOwner: true,
  permissions: [],
  lastSeenAt: ago(2 * MINUTE),
});
const MANAGER = createMember({
  id: 'member-manager',
  userId: 'user-manager',
  name: 'Khalid Manager',
  email: 'khalid@example.com',
  role: 'Manager',
  permissions: ['ViewReviews', 'ReplyReviews', 'ViewAnalytics', 'ManageTeam'],
  stats: stats({ totalReplies: 12, avgResponseTime: 6, positiveReplies: 9, assignedReviews: 2 }),
});
const NOURA = createMember({
  id: 'member-noura',
  userId: 'user-noura',
  name: 'Noura Agent',
  email: 'noura@example.com',
  lastSeenAt: ago(5 * MINUTE),
  stats: stats({ totalReplies: 10, avgResponseTime: 0.5, positiveReplies: 7, assignedReviews: 4 }),
});
const FAHAD = createMember({
  id: 'member-fahad',
  userId: 'user-fahad',
  name: 'Fahad Agent',
  email: 'fahad@example.com',
  stats: stats({ totalReplies: 4, avgResponseTime: 2, positiveReplies: 1 }),
});
const VIEWER = createMember({
  id: 'member-viewer',
  userId: 'user-viewer',
  name: 'Huda Viewer',
  email: 'huda@example.com',
  role: 'Viewer',
  status: 'Inactive',
  permissions: ['ViewReviews'],
  // The best score of all, but inactive members are not ranked.
  stats: stats({ totalReplies: 50, avgResponseTime: 1 }),
});
const MEMBERS = [OWNER, MANAGER, NOURA, FAHAD, VIEWER];

const PENDING: TeamInvitation = {
  id: 'invitation-1',
  email: 'pending@example.com',
  role: 'Agent',
  permissions: ['ViewReviews', 'ReplyReviews'],
  invitedByName: 'Sara Alotaibi',
  createdAt: ago(DAY),
  expiresAt: from(6 * DAY),
  status: 'pending',
};
const EXPIRED: TeamInvitation = {
  ...PENDING,
  id: 'invitation-2',
  email: 'late@example.com',
  role: 'Viewer',
  createdAt: ago(9 * DAY),
  expiresAt: ago(2 * DAY),
  status: 'expired',
};

const ADMIN = createSessionUser({ id: 'user-owner', role: 'admin', business_id: 'business-1' });
const MANAGER_USER = createSessionUser({
  id: 'user-manager',
  role: 'manager',
  business_id: 'business-1',
  permissions: ['ViewReviews', 'ReplyReviews', 'ViewAnalytics', 'ManageTeam'],
});

function playApi(
  members: TeamMember[] = MEMBERS,
  invitations: TeamInvitation[] = [PENDING, EXPIRED],
): FakeApi {
  return fakeApi({
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'GET /api/team-members': () => ok(members),
    'GET /api/team-members/invitations': () => ok(invitations),
  });
}

async function openTeam({
  user = ADMIN,
  language = 'en',
  entry = '/customer/team',
}: { user?: SessionUser; language?: Language; entry?: string } = {}) {
  return renderArea(teamArea, entry, { user, language, strict: false });
}

const membersTable = () => screen.findByRole('table', { name: 'Team members' });
const rowOf = async (name: string) => {
  const table = await membersTable();
  return within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name) !== null) as HTMLElement;
};

async function openMenuOf(user: Awaited<ReturnType<typeof openTeam>>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menu', { name: `Actions for ${name}` });
}

const jsonOf = async (request: Request) => (await request.clone().json()) as unknown;

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('team page', () => {
  it('lists the members, the figures and the pending invitations from the API', async () => {
    const api = playApi();
    await openTeam();

    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    const table = await membersTable();
    // Header row plus one row per member.
    expect(within(table).getAllByRole('row')).toHaveLength(MEMBERS.length + 1);

    const owner = await rowOf('Sara Alotaibi');
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('You')).toBeInTheDocument();
    expect(within(owner).getByText('All permissions')).toBeInTheDocument();
    expect(within(owner).getByText('2 minutes ago')).toBeInTheDocument();

    const noura = await rowOf('Noura Agent');
    expect(within(noura).getByText('noura@example.com')).toBeInTheDocument();
    expect(within(noura).getByText('Agent')).toBeInTheDocument();
    expect(within(noura).getByText('Active')).toBeInTheDocument();
    expect(within(noura).getByText('Reply to reviews')).toBeInTheDocument();
    expect(within(noura).getByText('01/02/2025')).toBeInTheDocument();
    expect(within(noura).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(noura).getByText('Replies: 10')).toBeInTheDocument();
    expect(within(noura).getByText('Average response: 30 minutes')).toBeInTheDocument();

    const fahad = await rowOf('Fahad Agent');
    expect(within(fahad).getByText('Offline')).toBeInTheDocument();
    expect(within(await rowOf('Huda Viewer')).getByText('Inactive')).toBeInTheDocument();

    const stats = within(screen.getByRole('region', { name: 'Team at a glance' }));
    expect(stats.getByText('Total members').nextSibling).toHaveTextContent('5');
    expect(stats.getByText('Inactive: 1')).toBeInTheDocument();
    expect(stats.getByText('Active members').nextSibling).toHaveTextContent('4');
    // The expired invitation needs a resend: it is not waiting for an answer.
    expect(stats.getByText('Pending invitations').nextSibling).toHaveTextContent('1');
    // (12×6 + 10×0.5 + 4×2 + 50×1) / 76 replies = 1.8 hours, weighted by replies.
    expect(stats.getByText('Average response time').nextSibling).toHaveTextContent('1.8 hours');
    expect(stats.getByText('Replies counted: 76')).toBeInTheDocument();

    // Replies ÷ max(hours, 1): Noura 10, Khalid 2, Fahad 2 (more replies first); Huda is inactive.
    const performers = screen.getByRole('region', { name: 'Top performers' });
    const ranked = within(performers).getAllByRole('listitem');
    expect(ranked).toHaveLength(3);
    ['Noura Agent', 'Khalid Manager', 'Fahad Agent'].forEach((name, index) =>
      expect(ranked[index]).toHaveTextContent(name),
    );
    expect(within(ranked[0]).getByText('Rank 1')).toBeInTheDocument();

    const invitations = screen.getByRole('table', { name: 'Invitations not accepted yet' });
    const pending = within(invitations).getByText('pending@example.com').closest('tr') as HTMLElement;
    expect(within(pending).getByText('Sara Alotaibi')).toBeInTheDocument();
    expect(
      within(pending).getByRole('button', { name: 'Resend to pending@example.com' }),
    ).toBeInTheDocument();
    const late = within(invitations).getByText('late@example.com').closest('tr') as HTMLElement;
    expect(within(late).getByText('Expired')).toBeInTheDocument();

    expect(api.requestsTo('/api/team-members')[0].url).toContain('businessId=business-1');
  });

  it('speaks Arabic with Arabic digits, and says غير متصل for a member never seen', async () => {
    playApi();
    await openTeam({ language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'الفريق' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'أعضاء الفريق' });
    const fahad = within(table).getByText('Fahad Agent').closest('tr') as HTMLElement;
    expect(within(fahad).getByText('غير متصل')).toBeInTheDocument();
    expect(within(fahad).getByText('الردود: ٤')).toBeInTheDocument();
    expect(screen.getByText('إجمالي الأعضاء').nextSibling).toHaveTextContent('٥');
    expect(screen.getByRole('region', { name: 'الأفضل أداءً' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'الدعوات المعلّقة' })).toBeInTheDocument();
  });

  it('says performers appear once the team replies, instead of ranking zeros', async () => {
    playApi([OWNER, createMember({ id: 'member-new', name: 'New Agent' })], []);
    await openTeam();

    const performers = await screen.findByRole('region', { name: 'Top performers' });
    expect(
      within(performers).getByText('Performers appear once your team replies to reviews'),
    ).toBeInTheDocument();
    expect(within(performers).queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByText('Average response time').nextSibling).toHaveTextContent('—');
    expect(screen.getByText('No replies yet')).toBeInTheDocument();
    expect(screen.getByText('No invitations are waiting to be accepted.')).toBeInTheDocument();
  });

  it('filters the list by name or e-mail, role and status, and clears the filters', async () => {
    playApi();
    const { user } = await openTeam();
    await membersTable();

    await user.type(fieldByLabel('Search by name or e-mail'), 'NOURA@');
    expect(within(await membersTable()).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing 1 of 5')).toBeInTheDocument();

    await user.clear(fieldByLabel('Search by name or e-mail'));
    await user.selectOptions(fieldByLabel('Role'), 'Agent');
    expect(within(await membersTable()).getAllByRole('row')).toHaveLength(3);

    await user.selectOptions(fieldByLabel('Status'), 'Inactive');
    expect(screen.queryByRole('table', { name: 'Team members' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nobody matches these filters' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(within(await membersTable()).getAllByRole('row')).toHaveLength(MEMBERS.length + 1);
  });

  it('reads its filters from the address', async () => {
    playApi();
    await openTeam({ entry: '/customer/team?role=Manager' });

    expect(within(await membersTable()).getAllByRole('row')).toHaveLength(2);
    expect(fieldByLabel<HTMLSelectElement>('Role').value).toBe('Manager');
  });

  it("invites with the role's default permissions and lists the invitation as pending", async () => {
    const api = playApi([OWNER], []);
    const invited: TeamInvitation = {
      ...PENDING,
      id: 'invitation-9',
      email: 'new.agent@example.com',
      createdAt: new Date().toISOString(),
      expiresAt: from(7 * DAY),
    };
    api.answer({ 'POST /api/team-members/invite': () => ok(invited, { status: 201 }) });
    const { user } = await openTeam();
    await screen.findByText('No invitations are waiting to be accepted.');

    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a team member' });
    const role = within(dialog).getByLabelText('Role');
    expect(role).toHaveValue('Agent');
    expect(within(dialog).getByRole('checkbox', { name: 'View reviews' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Reply to reviews' })).toBeChecked();
    // An agent can never hold analytics, team or settings: those boxes are not offered.
    expect(within(dialog).queryByRole('checkbox', { name: 'View analytics' })).not.toBeInTheDocument();

    // The Viewer's boxes replace the Agent's, ticked with the Viewer's defaults; back to Agent for the invite.
    await user.selectOptions(role, 'Viewer');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: 'View analytics' })).toBeChecked();
    await user.selectOptions(role, 'Agent');

    await user.type(within(dialog).getByLabelText('E-mail'), ' New.Agent@Example.com ');
    api.answer({ 'GET /api/team-members/invitations': () => ok([invited]) });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to new.agent@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = api.requestsTo('/api/team-members/invite');
    expect(await jsonOf(sent)).toEqual({
      email: 'New.Agent@Example.com',
      role: 'Agent',
      permissions: ['ViewReviews', 'ReplyReviews'],
      businessId: 'business-1',
    });
    const invitations = await screen.findByRole('table', { name: 'Invitations not accepted yet' });
    expect(within(invitations).getByText('new.agent@example.com')).toBeInTheDocument();
  });

  it('asks for the e-mail before sending an invitation', async () => {
    const api = playApi();
    const { user } = await openTeam();
    await membersTable();

    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a team member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('E-mail'))).toBe('Please fill in all required fields'),
    );
    expect(api.requestsTo('/api/team-members/invite')).toHaveLength(0);
  });

  it("puts the server's field error under the e-mail field", async () => {
    const api = playApi();
    api.answer({
      'POST /api/team-members/invite': () =>
        refused(409, 'This person is already a member of your team.', {
          email: ['This person is already a member of your team.'],
        }),
    });
    const { user } = await openTeam();
    await membersTable();

    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a team member' });
    const email = within(dialog).getByLabelText('E-mail');
    await user.type(email, 'noura@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(errorOf(email)).toBe('This person is already a member of your team.'));
    expect(email).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Invite a team member' })).toBeInTheDocument();
  });

  it('offers a manager roles up to Manager, never Admin, and only the permissions they hold', async () => {
    playApi();
    const { user } = await openTeam({ user: MANAGER_USER });
    await membersTable();

    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a team member' });
    const options = within(within(dialog).getByLabelText('Role')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Manager', 'Agent', 'Viewer']);

    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Manager');
    // Settings is the manager's default, but this manager does not hold it: fixed and unticked.
    const settings = within(dialog).getByRole('checkbox', { name: 'Business settings' });
    expect(settings).toBeDisabled();
    expect(settings).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Manage the team' })).toBeChecked();
  });

  it('does not let a manager edit or deactivate an admin, nor themselves', async () => {
    playApi();
    const { user } = await openTeam({ user: MANAGER_USER });

    const names = async (name: string) => {
      const menu = await openMenuOf(user, name);
      const items = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return items;
    };
    expect(await names('Khalid Manager')).toEqual(['View details', 'Assigned tasks']);
    expect(await names('Sara Alotaibi')).toEqual(['View details', 'Assigned tasks']);
    expect(await names('Noura Agent')).toEqual(['View details', 'Edit', 'Assigned tasks', 'Deactivate']);
  });

  it('sends the new role, status and permissions of an edited member', async () => {
    const api = playApi();
    api.answer({
      'PUT /api/team-members/member-noura': () =>
        ok({ ...NOURA, status: 'Inactive', permissions: ['ViewReviews'] }),
    });
    const { user } = await openTeam();

    const menu = await openMenuOf(user, 'Noura Agent');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Noura Agent' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('Agent');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Inactive');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Reply to reviews' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes to Noura Agent saved')).toBeInTheDocument();
    const [sent] = api.requestsTo('/api/team-members/member-noura');
    expect(sent.method).toBe('PUT');
    expect(await jsonOf(sent)).toEqual({
      id: 'member-noura',
      businessId: 'business-1',
      role: 'Agent',
      status: 'Inactive',
      permissions: ['ViewReviews'],
    });
  });

  it("keeps the edit dialog open with the server's reason when the update is refused", async () => {
    const api = playApi();
    api.answer({
      'PUT /api/team-members/member-fahad': () =>
        refused(403, 'You cannot give anyone a role above your own'),
    });
    const { user } = await openTeam();

    const menu = await openMenuOf(user, 'Fahad Agent');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Fahad Agent' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(dialog).findByText('You cannot give anyone a role above your own'),
    ).toBeInTheDocument();
    expect(await jsonOf(api.requestsTo('/api/team-members/member-fahad')[0])).toMatchObject({
      role: 'Manager',
      permissions: [
        'ViewReviews',
        'ReplyReviews',
        'ViewAnalytics',
        'ManageTeam',
        'Settings',
        'SendReviewRequests',
      ],
    });
  });

  it('deactivates a member only after confirmation', async () => {
    const api = playApi();
    api.answer({
      'PUT /api/team-members/member-fahad/deactivate': () => ok({ ...FAHAD, status: 'Inactive' }),
    });
    const { user } = await openTeam();

    let menu = await openMenuOf(user, 'Fahad Agent');
    await user.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    let dialog = screen.getByRole('dialog', { name: 'Deactivate Fahad Agent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('/api/team-members/member-fahad/deactivate')).toHaveLength(0);

    menu = await openMenuOf(user, 'Fahad Agent');
    await user.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    dialog = screen.getByRole('dialog', { name: 'Deactivate Fahad Agent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate member' }));

    expect(await screen.findByText('Fahad Agent has been deactivated')).toBeInTheDocument();
    const [sent] = api.requestsTo('/api/team-members/member-fahad/deactivate');
    expect(sent.method).toBe('PUT');
    expect(await jsonOf(sent)).toEqual({ id: 'member-fahad', businessId: 'business-1' });
    // The list is read again after the change.
    await waitFor(() => expect(api.requestsTo('/api/team-members')).toHaveLength(2));
  });

  it('says خطأ في إيقاف العضو when deactivating fails without a reason', async () => {
    const api = playApi();
    api.answer({ 'PUT /api/team-members/member-fahad/deactivate': () => refused(400, null) });
    const { user } = await openTeam({ language: 'ar' });

    await user.click(await screen.findByRole('button', { name: 'إجراءات Fahad Agent' }));
    await user.click(screen.getByRole('menuitem', { name: 'إيقاف' }));
    const dialog = screen.getByRole('dialog', { name: 'إيقاف Fahad Agent؟' });
    await user.click(within(dialog).getByRole('button', { name: 'إيقاف العضو' }));

    expect(await within(dialog).findByText('خطأ في إيقاف العضو')).toBeInTheDocument();
  });

  it('offers no edit or deactivate on the owner row, only details and tasks', async () => {
    playApi();
    const { user } = await openTeam();

    const menu = await openMenuOf(user, 'Sara Alotaibi');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View details', 'Assigned tasks']);
  });

  it("shows a member's details and an honest assigned-tasks note", async () => {
    playApi();
    const { user } = await openTeam();

    let menu = await openMenuOf(user, 'Khalid Manager');
    await user.click(within(menu).getByRole('menuitem', { name: 'View details' }));
    const details = screen.getByRole('dialog', { name: 'Member details' });
    expect(within(details).getByText('khalid@example.com')).toBeInTheDocument();
    expect(within(details).getByText('Joined').nextSibling).toHaveTextContent('01/02/2025');
    expect(within(details).getByText('Manage the team')).toBeInTheDocument();
    expect(within(details).getByText('Replies to positive reviews').nextSibling).toHaveTextContent('9');
    expect(within(details).getByText('Average response time').nextSibling).toHaveTextContent('6 hours');
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    menu = await openMenuOf(user, 'Khalid Manager');
    await user.click(within(menu).getByRole('menuitem', { name: 'Assigned tasks' }));
    const tasks = screen.getByRole('dialog', { name: 'Tasks assigned to Khalid Manager' });
    expect(within(tasks).getByText('Reviews assigned: 2')).toBeInTheDocument();
    expect(
      within(tasks).getByText(
        'Reviews assigned to this member will be listed here once assignment arrives with the reviews inbox.',
      ),
    ).toBeInTheDocument();
    expect(within(tasks).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('resends an invitation and revokes another after confirmation', async () => {
    const api = playApi();
    api.answer({
      'POST /api/team-members/invitations/invitation-2/resend': () =>
        ok({ ...EXPIRED, status: 'pending', expiresAt: from(7 * DAY) }),
      'DELETE /api/team-members/invitations/invitation-1': () => ok(null),
    });
    const { user } = await openTeam();

    await user.click(await screen.findByRole('button', { name: 'Resend to late@example.com' }));
    expect(await screen.findByText('Invitation sent again to late@example.com')).toBeInTheDocument();
    expect(api.requestsTo('/api/team-members/invitations/invitation-2/resend')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to pending@example.com' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Withdraw the invitation sent to pending@example.com?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    expect(await screen.findByText('Invitation to pending@example.com withdrawn')).toBeInTheDocument();
    const [revoked] = api.requestsTo('/api/team-members/invitations/invitation-1');
    expect(revoked.method).toBe('DELETE');
  });

  it('shows the load error with a retry, then the list once it succeeds', async () => {
    const api = playApi();
    api.answer({ 'GET /api/team-members': () => refused(403, null) });
    const { user } = await openTeam({ language: 'ar' });

    expect(await screen.findByText('خطأ في جلب أعضاء الفريق')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'أعضاء الفريق' })).not.toBeInTheDocument();

    api.answer({ 'GET /api/team-members': () => ok(MEMBERS) });
    await user.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('table', { name: 'أعضاء الفريق' })).toBeInTheDocument();
    expect(screen.queryByText('خطأ في جلب أعضاء الفريق')).not.toBeInTheDocument();
  });
});
