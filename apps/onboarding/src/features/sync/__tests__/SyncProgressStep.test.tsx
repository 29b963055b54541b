import { resetAuthStore } from '@sumaa/api-client/testing';
import { useAuthStore } from '@sumaa/api-client';
import { fakeApi, ok, refused, renderArea, setUpArea } from '@sumaa/app-kit/testing';
import type { SyncJob } from '@sumaa/contracts';
import { formatNumber } from '@sumaa/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createSyncJob, createSyncSummary, stagesWith } from '../../../testing/factories';
import { newOwner } from '../../../testing/owners';
import { SYNC_POLL_INTERVAL_MS } from '../api/getSyncJob';
import { COMPLETION_PAUSE_MS, SYNC_STALL_MS } from '../hooks/useReviewSync';
import { onboardingArea } from '../../../testing/onboardingArea';

const running = createSyncJob({
  id: 'job-7',
  status: 'running',
  progress: 10,
  stages: stagesWith('completed', 'active'),
  locationsTotal: 2,
});

/** The server's view of the job, which the test moves on between polls. */
function syncApi(initial: SyncJob | null) {
  let current = initial;
  const api = fakeApi({
    'GET /api/reviews/sync/latest': () => (current ? ok(current) : refused(404, 'Not found')),
    [`GET /api/reviews/sync/${initial?.id ?? 'job-1'}`]: () => ok(current),
  });
  return {
    api,
    update(next: Partial<SyncJob>) {
      current = { ...current!, ...next };
    },
  };
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const stageItems = () =>
  within(screen.getByRole('list', { name: 'Synchronisation stages' })).getAllByRole('listitem');
const progress = () => screen.getByRole('progressbar', { name: 'Synchronisation progress' });

beforeEach(async () => {
  // Only the clock is faked: the fetch machinery (streams, microtasks) runs as in a browser.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  localStorage.clear();
  resetAuthStore();
  await setUpArea(onboardingArea, 'en');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the synchronisation progress', () => {
  it('resumes the latest job after a reload and follows its real stages until the completion step', async () => {
    const server = syncApi(running);
    await renderArea(onboardingArea, '/welcome', { user: newOwner(2), fakeTimers: true });

    await screen.findByRole('list', { name: 'Synchronisation stages' });
    expect(stageItems().map((item) => item.textContent)).toEqual([
      'Verifying your Google account, done',
      'Linking your locations, in progress',
      'Synchronising reviews, waiting',
      'Processing analytics, waiting',
      'Setting up your dashboard, waiting',
    ]);
    expect(progress()).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByText('Linking your locations: in progress')).toHaveAttribute('aria-live', 'polite');
    expect(server.api.requestsTo('/api/reviews/sync')).toHaveLength(0); // nothing started again

    server.update({
      progress: 38,
      stages: stagesWith('completed', 'completed', 'active'),
      reviewsImported: 40,
      reviewsTotal: 120,
      locationsDone: 1,
    });
    await advance(SYNC_POLL_INTERVAL_MS);

    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '38'));
    expect(progress()).toHaveAttribute('aria-valuetext', '38%');
    expect(screen.getByText('40 of 120 reviews imported')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 locations done')).toBeInTheDocument();
    expect(screen.getByText('Synchronising reviews: in progress')).toBeInTheDocument();
    expect(stageItems()[2]).toHaveTextContent('in progress');

    server.update({
      status: 'completed',
      progress: 100,
      stages: stagesWith('completed', 'completed', 'completed', 'completed', 'completed'),
      reviewsImported: 120,
      locationsDone: 2,
      summary: createSyncSummary({ reviews: 120 }),
    });
    await advance(SYNC_POLL_INTERVAL_MS);

    expect(await screen.findByText('Synchronisation complete. Opening your summary…')).toBeInTheDocument();
    expect(screen.getByText('Synchronisation complete')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { level: 2, name: 'Synchronise reviews' })).toBeInTheDocument();

    await advance(COMPLETION_PAUSE_MS);

    expect(await screen.findByRole('heading', { level: 2, name: 'All set' })).toBeInTheDocument();
    expect(useAuthStore.getState().user?.currentStep).toBe(3);
    const polls = server.api.requestsTo('/api/reviews/sync/job-7').length;
    await advance(SYNC_POLL_INTERVAL_MS * 3);
    expect(server.api.requestsTo('/api/reviews/sync/job-7')).toHaveLength(polls); // polling stopped
  });

  it('shows the failed stage with its reason and starts a new sync on retry', async () => {
    const failed = createSyncJob({
      id: 'job-3',
      status: 'failed',
      progress: 15,
      stages: [
        { key: 'accountVerification', status: 'completed', error: null },
        { key: 'locationsLinking', status: 'completed', error: null },
        {
          key: 'reviewsSync',
          status: 'failed',
          error: 'Google Business Profile could not be reached. Please try again in a few minutes.',
        },
        { key: 'analyticsProcessing', status: 'pending', error: null },
        { key: 'dashboardSetup', status: 'pending', error: null },
      ],
      error: {
        stage: 'reviewsSync',
        message: 'Google Business Profile could not be reached. Please try again in a few minutes.',
      },
    });
    const server = syncApi(failed);
    server.api.answer({
      'POST /api/reviews/sync': () => ok(createSyncJob({ id: 'job-4', status: 'queued' }), { status: 202 }),
      'GET /api/reviews/sync/job-4': () => ok(createSyncJob({ id: 'job-4', status: 'queued' })),
    });
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(2), fakeTimers: true });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The synchronisation stopped at “Synchronising reviews”');
    expect(alert).toHaveTextContent('Google Business Profile could not be reached.');
    expect(stageItems()[2]).toHaveTextContent(
      'Synchronising reviews, failedGoogle Business Profile could not be reached.',
    );
    expect(screen.getByText('“Synchronising reviews” failed')).toHaveAttribute('aria-live', 'polite');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(stageItems()[0]).toHaveTextContent('Verifying your Google account, waiting'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.api.requestsTo('/api/reviews/sync')).toHaveLength(1);
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
  });

  it('says so when the job stops moving for a minute, and can start it again', async () => {
    const server = syncApi(running);
    server.api.answer({ 'POST /api/reviews/sync': () => ok(running, { status: 202 }) });
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(2), fakeTimers: true });
    await screen.findByRole('list', { name: 'Synchronisation stages' });

    await advance(SYNC_STALL_MS - 2000);
    expect(screen.queryByText('This is taking longer than usual')).not.toBeInTheDocument();
    await advance(3000);

    const warning = screen
      .getByText('This is taking longer than usual')
      .closest<HTMLElement>('[role="status"]')!;
    expect(warning).toHaveTextContent('The synchronisation has not moved for a minute.');
    await user.click(within(warning).getByRole('button', { name: 'Start it again' }));
    await advance(SYNC_POLL_INTERVAL_MS);

    expect(server.api.requestsTo('/api/reviews/sync')).toHaveLength(1);
    expect(screen.queryByText('This is taking longer than usual')).not.toBeInTheDocument();
  });

  it('keeps the last known state when a poll fails, says so, and carries on', async () => {
    const server = syncApi(running);
    let offline = false;
    server.api.answer({
      'GET /api/reviews/sync/job-7': () =>
        offline ? Promise.reject(new TypeError('Failed to fetch')) : ok({ ...running, progress: 12 }),
    });
    await renderArea(onboardingArea, '/welcome', { user: newOwner(2), fakeTimers: true });
    await screen.findByRole('list', { name: 'Synchronisation stages' });

    offline = true;
    await advance(SYNC_POLL_INTERVAL_MS);
    expect(await screen.findByText('We lost contact with the server. Trying again…')).toBeInTheDocument();
    expect(stageItems()[1]).toHaveTextContent('in progress');

    offline = false;
    await advance(SYNC_POLL_INTERVAL_MS);
    await waitFor(() =>
      expect(screen.queryByText('We lost contact with the server. Trying again…')).not.toBeInTheDocument(),
    );
    expect(progress()).toHaveAttribute('aria-valuenow', '12');
  });

  it('starts a sync when none was started before the reload', async () => {
    const server = syncApi(null);
    server.api.answer({
      'POST /api/reviews/sync': () => ok(createSyncJob({ id: 'job-1' }), { status: 202 }),
      'GET /api/reviews/sync/job-1': () => ok(createSyncJob({ id: 'job-1' })),
    });
    await renderArea(onboardingArea, '/welcome', { user: newOwner(2), fakeTimers: true });

    await screen.findByRole('list', { name: 'Synchronisation stages' });
    expect(server.api.requestsTo('/api/reviews/sync')).toHaveLength(1);
  });

  it('shows why a sync cannot start, with a retry and a way back to the locations', async () => {
    const server = syncApi(null);
    server.api.answer({
      'POST /api/reviews/sync': () => refused(400, 'Link at least one location before synchronising reviews'),
      'GET /api/integration/google/locations': () => ok({ items: [], linkedElsewhereCount: 0 }),
    });
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(2), fakeTimers: true });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Link at least one location before synchronising reviews');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();

    await user.click(within(alert).getByRole('button', { name: 'Choose locations' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose locations' })).toBeInTheDocument();
  });

  it('names the stages and counts in Arabic', async () => {
    syncApi({
      ...running,
      reviewsImported: 40,
      reviewsTotal: 120,
      stages: stagesWith('completed', 'completed', 'active'),
    });
    await renderArea(onboardingArea, '/welcome', { language: 'ar', user: newOwner(2), fakeTimers: true });

    const list = await screen.findByRole('list', { name: 'مراحل المزامنة' });
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('مزامنة التقييمات, قيد التنفيذ');
    expect(screen.getByText('التقييمات المستوردة: ٤٠ من ١٢٠')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'تقدّم المزامنة' })).toHaveAttribute(
      'aria-valuetext',
      formatNumber(0.1, 'ar', { style: 'percent' }),
    );
  });
});
