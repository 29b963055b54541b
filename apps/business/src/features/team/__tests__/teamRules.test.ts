import type { TeamMember } from '@sumaa/contracts';
import { findMissingKeys } from '@sumaa/i18n';
import { teamTexts } from '../i18n';
import { filterMembers } from '../lib/filterMembers';
import {
  assignableRoles,
  defaultPermissionsFor,
  permissionsAfterRoleChange,
  type TeamEditor,
  whyLocked,
} from '../lib/teamRoles';
import { rankTopPerformers, summarizeTeam } from '../lib/teamSummary';

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 'member-1',
  userId: 'user-1',
  name: 'Member',
  avatarUrl: null,
  role: 'Agent',
  status: 'Active',
  isOwner: false,
  stats: { totalReplies: 0, avgResponseTime: 0, positiveReplies: 0, assignedReviews: 0 },
  ...overrides,
});
const replies = (totalReplies: number, avgResponseTime: number) => ({
  stats: { totalReplies, avgResponseTime, positiveReplies: 0, assignedReviews: 0 },
});

const ADMIN: TeamEditor = { userId: 'user-admin', role: 'admin', permissions: [] };
const MANAGER: TeamEditor = {
  userId: 'user-manager',
  role: 'manager',
  permissions: ['ViewReviews', 'ReplyReviews', 'ManageTeam'],
};

it('has every team string in both Arabic and English', () => {
  expect(findMissingKeys(teamTexts)).toEqual([]);
});

describe('top performers (spec §9)', () => {
  it('ranks active members by replies over max(average hours, 1), leaving out those without replies', () => {
    const ranked = rankTopPerformers([
      member({ id: 'fast', ...replies(5, 0.2) }), // 5 ÷ 1 = 5
      member({ id: 'slow', ...replies(30, 10) }), // 3
      member({ id: 'busy', ...replies(16, 2) }), // 8
      member({ id: 'quiet' }),
      member({ id: 'gone', status: 'Inactive', ...replies(100, 1) }),
      member({ id: 'fourth', ...replies(2, 1) }), // 2
    ]);
    expect(ranked.map(({ member: { id }, rank }) => [rank, id])).toEqual([
      [1, 'busy'],
      [2, 'fast'],
      [3, 'slow'],
    ]);
  });

  it('ranks nobody while nobody has replied', () => {
    expect(rankTopPerformers([member({}), member({ id: 'member-2' })])).toEqual([]);
  });
});

it('averages the response time over replies, and has none without replies', () => {
  expect(summarizeTeam([member({ ...replies(3, 1) }), member({ ...replies(1, 5) })]).avgResponseHours).toBe(
    2,
  );
  expect(summarizeTeam([member({})]).avgResponseHours).toBeNull();
});

describe('what the signed-in person may hand out', () => {
  it('offers roles up to their own', () => {
    expect(assignableRoles(ADMIN)).toEqual(['Admin', 'Manager', 'Agent', 'Viewer']);
    expect(assignableRoles(MANAGER)).toEqual(['Manager', 'Agent', 'Viewer']);
    expect(assignableRoles({ ...MANAGER, role: 'agent' })).toEqual(['Agent', 'Viewer']);
  });

  it("ticks the role's defaults that the inviter holds", () => {
    expect(defaultPermissionsFor('Manager', MANAGER)).toEqual(['ViewReviews', 'ReplyReviews', 'ManageTeam']);
    expect(defaultPermissionsFor('Viewer', ADMIN)).toEqual(['ViewReviews', 'ViewAnalytics']);
  });

  it('keeps, on a role change, what the editor cannot change and the new role allows', () => {
    // The member holds Settings, which this manager cannot grant or take away.
    expect(permissionsAfterRoleChange('Manager', ['ViewReviews', 'Settings'], MANAGER)).toEqual([
      'ViewReviews',
      'ReplyReviews',
      'ManageTeam',
      'Settings',
    ]);
    // An agent can never hold analytics: it goes.
    expect(permissionsAfterRoleChange('Agent', ['ViewAnalytics'], MANAGER)).toEqual([
      'ViewReviews',
      'ReplyReviews',
    ]);
  });

  it('locks the owner, oneself and anyone above one’s role', () => {
    expect(whyLocked(member({ isOwner: true, role: 'Admin' }), ADMIN)).toBe('owner');
    expect(whyLocked(member({ userId: 'user-admin', role: 'Admin' }), ADMIN)).toBe('self');
    expect(whyLocked(member({ role: 'Admin' }), MANAGER)).toBe('above');
    expect(whyLocked(member({ role: 'Manager' }), MANAGER)).toBeNull();
  });
});

it('finds members by any part of the name or e-mail, ignoring case and Arabic diacritics', () => {
  const members = [
    member({ id: 'a', name: 'أحمد العتيبي', email: 'ahmed@example.com' }),
    member({ id: 'b', name: 'Sara', email: 'sara@example.com', role: 'Viewer' }),
  ];
  const ids = (search: string, role: TeamMember['role'] | null = null) =>
    filterMembers(members, { search, role, status: null }).map(({ id }) => id);
  expect(ids('احمد')).toEqual(['a']);
  expect(ids('SARA@')).toEqual(['b']);
  expect(ids('example', 'Viewer')).toEqual(['b']);
  expect(ids('nobody')).toEqual([]);
});
