import { PERMISSIONS } from '@sumaa/contracts';
import { canOpenBusinessPage, visibleBusinessPages } from '../businessPageAccess';

const ALL = [...PERMISSIONS];

describe('which dashboard pages a user may see and open', () => {
  it('shows an admin every page, even with an empty permission list', () => {
    expect(visibleBusinessPages({ role: 'admin', permissions: [] })).toEqual([
      'overview',
      'reviews',
      'analytics',
      'requests',
      'team',
      'subscription',
      'settings',
    ]);
  });

  it('treats the platform super admin like an admin', () => {
    expect(visibleBusinessPages({ role: 'super_admin', permissions: [] })).toHaveLength(7);
  });

  it('shows a manager with every permission everything but the subscription', () => {
    expect(visibleBusinessPages({ role: 'manager', permissions: ALL })).toEqual([
      'overview',
      'reviews',
      'analytics',
      'requests',
      'team',
      'settings',
    ]);
  });

  it('hides settings from a manager without the Settings permission', () => {
    const pages = visibleBusinessPages({ role: 'manager', permissions: ['ViewReviews', 'ManageTeam'] });
    expect(pages).toEqual(['overview', 'reviews', 'team']);
  });

  it('shows an agent only the overview and the reviews, whatever else they hold', () => {
    expect(visibleBusinessPages({ role: 'agent', permissions: ALL })).toEqual(['overview', 'reviews']);
  });

  it('shows an agent without ViewReviews only the overview', () => {
    expect(visibleBusinessPages({ role: 'agent', permissions: ['ReplyReviews'] })).toEqual(['overview']);
  });

  it('shows a viewer the overview, reviews and analytics their permissions allow', () => {
    expect(visibleBusinessPages({ role: 'viewer', permissions: ['ViewReviews', 'ViewAnalytics'] })).toEqual([
      'overview',
      'reviews',
      'analytics',
    ]);
  });

  it('hides analytics from a viewer without ViewAnalytics', () => {
    expect(canOpenBusinessPage('analytics', { role: 'viewer', permissions: ['ViewReviews'] })).toBe(false);
  });

  it('opens review requests to a manager holding SendReviewRequests, and to no one without it', () => {
    expect(canOpenBusinessPage('requests', { role: 'manager', permissions: ['SendReviewRequests'] })).toBe(
      true,
    );
    expect(
      canOpenBusinessPage('requests', { role: 'manager', permissions: ['ViewReviews', 'ManageTeam'] }),
    ).toBe(false);
    expect(canOpenBusinessPage('requests', { role: 'admin', permissions: [] })).toBe(true);
  });

  it('never lets a viewer or an agent send review requests, even holding the permission', () => {
    expect(canOpenBusinessPage('requests', { role: 'viewer', permissions: ALL })).toBe(false);
    expect(canOpenBusinessPage('requests', { role: 'agent', permissions: ALL })).toBe(false);
  });

  it('never lets a viewer open team, subscription or settings, even holding the permissions', () => {
    const viewer = { role: 'viewer', permissions: ALL };
    expect(canOpenBusinessPage('team', viewer)).toBe(false);
    expect(canOpenBusinessPage('subscription', viewer)).toBe(false);
    expect(canOpenBusinessPage('settings', viewer)).toBe(false);
  });

  it('counts a missing or unknown role as a viewer', () => {
    expect(visibleBusinessPages(null)).toEqual(['overview']);
    expect(visibleBusinessPages({ role: 'owner', permissions: ['ViewAnalytics'] })).toEqual([
      'overview',
      'analytics',
    ]);
  });
});
