import { resetAuthStore } from '@sumaa/api-client/testing';
import { ok } from '@sumaa/app-kit/testing';
import type { SyncJob } from '@sumaa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  AGENT,
  createReview,
  jsonOf,
  MANAGER,
  minutesAgo,
  openInbox,
  pageOf,
  playInbox,
  queryOf,
} from './support/reviewsInbox';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const SARA = createReview();
const OMAR = createReview({ id: 'review-2', authorName: 'Omar', stars: 1, sentiment: 'Negative' });
const ASSIGNED = {
  assignedTo: 'user-noura',
  assignedToName: 'Noura Agent',
  assignedByName: 'Sara Alotaibi',
  assignedById: 'user-1',
  createdAt: minutesAgo(10),
};

const cardOf = (name: string) => screen.findByRole('article', { name });

function syncJob(overrides: Partial<SyncJob> = {}): SyncJob {
  return {
    id: 'sync-1',
    status: 'running',
    progress: 40,
    stages: [],
    reviewsImported: 0,
    reviewsTotal: 0,
    locationsDone: 0,
    locationsTotal: 2,
    error: null,
    createdAt: minutesAgo(0),
    startedAt: minutesAgo(0),
    finishedAt: null,
    summary: null,
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('assigning reviews', () => {
  it('assigns a review to an active member and shows it on the card', async () => {
    const api = playInbox([SARA, OMAR], {
      'POST /api/Reviews/review-1/assign': () => ok({ ...SARA, assignment: ASSIGNED }),
    });
    const { user } = await openInbox();
    const card = await cardOf('Sara Alotaibi');

    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    const panel = within(card).getByRole('region', { name: 'Assign the review' });
    const member = await within(panel).findByRole('combobox', { name: 'Team member' });
    // Inactive members are not offered.
    expect(
      within(member)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a member', 'Sara Alotaibi', 'Noura Agent']);
    expect(within(panel).getByRole('button', { name: 'Assign' })).toBeDisabled();

    await user.selectOptions(member, 'user-noura');
    await user.click(within(panel).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('Review assigned to Noura Agent')).toBeInTheDocument();
    expect(await jsonOf(api.requestsTo('/api/Reviews/review-1/assign')[0])).toEqual({
      AssignedToId: 'user-noura',
    });
    expect(within(card).getByText('Assigned to Noura Agent')).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Assign the review' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reassign' })).toBeInTheDocument();
  });

  it('keeps one assignment panel open at a time', async () => {
    playInbox([SARA, OMAR]);
    const { user } = await openInbox({ user: AGENT });
    const sara = await cardOf('Sara Alotaibi');
    const omar = await cardOf('Omar');

    await user.click(within(sara).getByRole('button', { name: 'Assign' }));
    await user.click(within(omar).getByRole('button', { name: 'Assign' }));

    expect(screen.getAllByRole('region', { name: 'Assign the review' })).toHaveLength(1);
    expect(within(omar).getByRole('region', { name: 'Assign the review' })).toBeInTheDocument();
  });

  it('unassigns a review, in Arabic', async () => {
    const assigned = { ...SARA, assignment: ASSIGNED };
    const api = playInbox([assigned], {
      'POST /api/Reviews/review-1/assign': () => ok({ ...SARA, assignment: null }),
    });
    const { user } = await openInbox({ language: 'ar' });
    const card = await cardOf('Sara Alotaibi');
    expect(within(card).getByText('مسندة إلى Noura Agent')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'تغيير الإسناد' }));
    const panel = within(card).getByRole('region', { name: 'إسناد المراجعة' });
    expect(await within(panel).findByRole('combobox', { name: 'عضو الفريق' })).toHaveValue('user-noura');
    await user.click(within(panel).getByRole('button', { name: 'إلغاء الإسناد' }));

    expect(await screen.findByText('أُلغي إسناد المراجعة')).toBeInTheDocument();
    expect(await jsonOf(api.requestsTo('/api/Reviews/review-1/assign')[0])).toEqual({ AssignedToId: null });
    expect(within(card).queryByText('مسندة إلى Noura Agent')).not.toBeInTheDocument();
  });

  it('lists what is assigned to me from the assignment filter', async () => {
    const api = playInbox([SARA]);
    const { user } = await openInbox({ user: AGENT });
    await cardOf('Sara Alotaibi');

    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignment' }), 'me');

    await waitFor(() => {
      const requests = api.requestsTo('/api/Reviews');
      expect(queryOf(requests[requests.length - 1]).assigned).toBe('me');
    });
  });
});

describe('sync now', () => {
  it('starts a sync, shows its progress and refreshes the list when it ends', async () => {
    const NEW = createReview({ id: 'review-new', authorName: 'New Reviewer' });
    const api = playInbox([SARA], {
      'POST /api/reviews/sync': () => ok(syncJob(), { status: 202 }),
    });
    const { user } = await openInbox({ user: MANAGER });
    await cardOf('Sara Alotaibi');

    api.answer({ 'GET /api/reviews/sync/latest': () => ok(syncJob({ progress: 70 })) });
    await user.click(screen.getByRole('button', { name: 'Sync now' }));

    expect(await screen.findByText('Syncing with Google: 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sync progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(await jsonOf(api.requestsTo('/api/reviews/sync')[0])).toEqual({
      maxPerLocation: 100,
      mode: 'incremental',
    });
    expect(await screen.findByText('Syncing with Google: 70%')).toBeInTheDocument();

    api.answer({
      'GET /api/reviews/sync/latest': () =>
        ok(syncJob({ status: 'completed', progress: 100, finishedAt: minutesAgo(0) })),
      'GET /api/Reviews': () => ok(pageOf([NEW, SARA])),
    });
    expect(await screen.findByText('Sync finished; the list is up to date')).toBeInTheDocument();
    expect(await cardOf('New Reviewer')).toBeInTheDocument();
    expect(screen.getByText('Last synced now')).toBeInTheDocument();
  });

  it('says when a sync failed', async () => {
    const api = playInbox([SARA], {
      'POST /api/reviews/sync': () => ok(syncJob({ status: 'queued', progress: 0 }), { status: 202 }),
    });
    const { user } = await openInbox({ user: MANAGER });
    await cardOf('Sara Alotaibi');

    api.answer({
      'GET /api/reviews/sync/latest': () =>
        ok(
          syncJob({
            status: 'failed',
            error: { stage: 'reviewsSync', message: 'Google is not answering' },
            finishedAt: minutesAgo(0),
          }),
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Sync now' }));

    expect(await screen.findByText('The sync did not finish: Google is not answering')).toBeInTheDocument();
  });
});
