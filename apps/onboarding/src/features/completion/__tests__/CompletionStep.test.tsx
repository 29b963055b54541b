import { useAuthStore } from '@sumaa/api-client';
import { createApiUser, createAuthSession, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, refused, renderArea, setUpArea } from '@sumaa/app-kit/testing';
import { screen, within } from '@testing-library/react';
import { createSyncJob, createSyncSummary, stagesWith } from '../../../testing/factories';
import { newOwner } from '../../../testing/owners';
import { onboardingArea } from '../../../testing/onboardingArea';

const FINISH = '/api/onboarding/finish';

const completed = createSyncJob({
  status: 'completed',
  progress: 100,
  stages: stagesWith('completed', 'completed', 'completed', 'completed', 'completed'),
  summary: createSyncSummary(),
});

function completionApi() {
  return fakeApi({
    'GET /api/reviews/sync/latest': () => ok(completed),
    [`POST ${FINISH}`]: () =>
      ok(
        createAuthSession({
          user: createApiUser({ name: 'Sara Alotaibi', currentStep: 4 }),
          refresh_token: null,
        }),
      ),
  });
}

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  await setUpArea(onboardingArea, 'en');
});

describe('the completion step', () => {
  it('previews the dashboard from the business’s own synced numbers', async () => {
    completionApi();
    await renderArea(onboardingArea, '/welcome', { user: newOwner(3) });

    const preview = await screen.findByRole('region', { name: 'A first look at your dashboard' });
    const tiles = within(preview)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(tiles).toEqual(['Locations: 2', 'Reviews: 187', 'Average rating: 4.3']);
    expect(within(preview).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();

    const sentiment = within(preview).getByRole('region', { name: 'Customer sentiment' });
    expect(
      within(sentiment)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Positive140 (75%)', 'Neutral25 (13%)', 'Negative22 (12%)']);

    const latest = within(within(preview).getByRole('region', { name: 'Latest reviews' })).getAllByRole(
      'listitem',
    );
    expect(latest).toHaveLength(3);
    expect(latest[0]).toHaveTextContent('نورة الشمري');
    expect(latest[0]).toHaveTextContent('قهوة رهيبة وخدمة سريعة');
    expect(within(latest[0]).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(latest[1]).toHaveTextContent('A Google user');
    expect(latest[1]).toHaveTextContent('A star rating without a comment');
    expect(latest[1]).toHaveTextContent('Negative');
  });

  it('says there are no reviews yet instead of showing sample ones', async () => {
    fakeApi({
      'GET /api/reviews/sync/latest': () =>
        ok({
          ...completed,
          summary: createSyncSummary({
            reviews: 0,
            averageRating: null,
            positive: 0,
            negative: 0,
            neutral: 0,
            latestReviews: [],
          }),
        }),
    });
    await renderArea(onboardingArea, '/welcome', { user: newOwner(3) });

    const preview = await screen.findByRole('region', { name: 'A first look at your dashboard' });
    const averageTerm = within(preview).getByText('Average rating');
    expect(averageTerm.nextElementSibling).toHaveTextContent('None yet');
    expect(within(preview).queryByRole('region', { name: 'Customer sentiment' })).not.toBeInTheDocument();
    expect(preview).toHaveTextContent(
      'No reviews yet; new ones will appear in your dashboard as they arrive.',
    );
  });

  it('shows a failed summary with a retry', async () => {
    let failing = true;
    fakeApi({
      'GET /api/reviews/sync/latest': () => (failing ? refused(400, null) : ok(completed)),
    });
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(3) });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The synchronisation summary could not be loaded.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'A first look at your dashboard' })).toBeInTheDocument();
  });

  it('offers the tour in a modal that keeps focus inside, closes on Escape and gives focus back', async () => {
    completionApi();
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(3) });
    await screen.findByRole('region', { name: 'A first look at your dashboard' });
    const opener = screen.getByRole('button', { name: 'Go to my dashboard' });

    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Would you like a quick tour?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/show you around your dashboard/);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const tour = within(dialog).getByRole('button', { name: 'Take the tour' });
    const skip = within(dialog).getByRole('button', { name: 'Skip, go to the dashboard' });
    expect(close).toHaveFocus();
    // The page behind is inert while the dialog is open.
    expect(opener.closest('[inert]')).not.toBeNull();

    await user.tab();
    expect(tour).toHaveFocus();
    await user.tab();
    expect(skip).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(skip).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('records the tour choice, updates the session to step 4 and opens the dashboard', async () => {
    const api = completionApi();
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(3) });
    await user.click(await screen.findByRole('button', { name: 'Go to my dashboard' }));

    await user.click(screen.getByRole('button', { name: 'Take the tour' }));

    expect(await screen.findByRole('heading', { name: 'business area' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/customer');
    expect(await api.requestsTo(FINISH)[0].json()).toEqual({ startTour: true });
    expect(useAuthStore.getState().user?.currentStep).toBe(4);
    expect(JSON.parse(localStorage.getItem('demo_user')!).currentStep).toBe(4);
  });

  it('records a skip as startTour false', async () => {
    const api = completionApi();
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(3) });
    await user.click(await screen.findByRole('button', { name: 'Go to my dashboard' }));

    await user.click(screen.getByRole('button', { name: 'Skip, go to the dashboard' }));

    expect(await screen.findByRole('heading', { name: 'business area' })).toBeInTheDocument();
    expect(await api.requestsTo(FINISH)[0].json()).toEqual({ startTour: false });
  });

  it('keeps the dialog open with the server’s message when finishing fails', async () => {
    fakeApi({
      'GET /api/reviews/sync/latest': () => ok(completed),
      [`POST ${FINISH}`]: () => refused(409, 'Finish synchronising your reviews before completing the setup'),
    });
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(3) });
    await user.click(await screen.findByRole('button', { name: 'Go to my dashboard' }));

    await user.click(screen.getByRole('button', { name: 'Take the tour' }));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Finish synchronising your reviews before completing the setup',
    );
    expect(within(dialog).getByRole('button', { name: 'Take the tour' })).toBeEnabled();
    expect(useAuthStore.getState().user?.currentStep).toBe(3);
    expect(screen.getByTestId('location')).toHaveTextContent('/welcome');
  });

  it('reads in Arabic with Arabic digits', async () => {
    completionApi();
    const { user } = await renderArea(onboardingArea, '/welcome', { language: 'ar', user: newOwner(3) });

    const preview = await screen.findByRole('region', { name: 'لمحة عن لوحة التحكم' });
    expect(preview).toHaveTextContent('التقييمات١٨٧');
    expect(preview).toHaveTextContent('مستخدم Google');
    await user.click(screen.getByRole('button', { name: 'الانتقال إلى لوحة التحكم' }));
    expect(screen.getByRole('dialog', { name: 'هل تريد جولة سريعة؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ابدأ الجولة' })).toBeInTheDocument();
  });
});
