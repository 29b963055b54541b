import type { SessionUser } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import {
  type ApiHandler,
  deferred,
  fakeApi,
  type FakeApi,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import {
  DEFAULT_BUSINESS_SETTINGS,
  type GoogleConnectionStatus,
  type Growth,
  type PerformanceSummary,
  type SyncJob,
} from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { businessArea } from '../../../testing/businessArea';
import { overviewTexts } from '../i18n';

// The page's texts are put in by the set-up, as the shell has them by the time a user opens the page.
const overviewArea = {
  ...businessArea,
  texts: { ...businessArea.texts, 'business.overview': overviewTexts },
};

// The page's texts load with its code and the build machines are shared: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const SUMMARY: PerformanceSummary = {
  totalReviews: 8,
  averageRating: 3.63,
  positiveReviews: 3,
  negativeReviews: 3,
  neutralReviews: 2,
  starDistribution: { '1': 1, '2': 1, '3': 1, '4': 2, '5': 3 },
  repliedReviews: 2,
  responseRate: 25,
};
const NO_REVIEWS: PerformanceSummary = {
  totalReviews: 0,
  averageRating: 0,
  positiveReviews: 0,
  negativeReviews: 0,
  neutralReviews: 0,
  starDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  repliedReviews: 0,
  responseRate: 0,
};
const GROWTH: Growth = {
  growthPercentage: 33.3,
  currentPeriodReviews: 4,
  previousPeriodReviews: 3,
  days: 90,
};
const CONNECTED: GoogleConnectionStatus = {
  connected: true,
  googleEmail: 'cafe@example.com',
  connectedAt: '2025-03-01T08:00:00.000Z',
  needsReconnect: false,
};

function syncJob(overrides: Partial<SyncJob> = {}): SyncJob {
  return {
    id: 'sync-1',
    status: 'completed',
    progress: 100,
    stages: [],
    reviewsImported: 0,
    reviewsTotal: 0,
    locationsDone: 1,
    locationsTotal: 1,
    error: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    startedAt: '2025-03-01T09:00:01.000Z',
    finishedAt: '2025-03-01T09:02:00.000Z',
    summary: null,
    ...overrides,
  };
}

const ADMIN = createSessionUser({ role: 'admin', full_name: 'Sara Alotaibi', business_id: 'business-1' });

const SUMMARY_PATH = 'GET /api/reports/performance/summary';
const GROWTH_PATH = 'GET /api/reports/business-1/growth';

function playApi(handlers: Record<string, ApiHandler> = {}): FakeApi {
  return fakeApi({
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    [SUMMARY_PATH]: () => ok(SUMMARY),
    [GROWTH_PATH]: () => ok(GROWTH),
    'GET /api/Platforms/google': () => ok(CONNECTED),
    'GET /api/reviews/sync/latest': () => refused(404, 'Not found'),
    ...handlers,
  });
}

async function openOverview({
  user = ADMIN,
  language = 'en',
}: { user?: SessionUser; language?: Language } = {}) {
  return renderArea(overviewArea, '/customer/overview', { user, language, strict: false });
}

const cards = () => screen.findByRole('region', { name: 'Reviews at a glance' });
/** The value and the note of the card a label names (a <dt> followed by its <dd>s). */
function card(region: HTMLElement, label: string) {
  const term = within(region).getByText(label);
  const value = term.nextElementSibling as HTMLElement;
  return { value: value.textContent, note: (value.nextElementSibling as HTMLElement).textContent };
}
/** Each row of the rating table as [rating, share, count]. */
function starRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('overview page', () => {
  it('shows the four cards, the rating distribution and the sentiment donut from the report endpoints', async () => {
    const api = playApi();
    await openOverview();

    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Welcome, Sara Alotaibi');
    const region = await cards();
    expect(card(region, 'Total reviews')).toEqual({ value: '8', note: 'Response rate: 25%' });
    expect(card(region, 'Average rating')).toEqual({ value: '3.6', note: 'Out of 5 stars' });
    expect(within(region).getByRole('img', { name: 'Rated 3.6 out of 5' })).toBeInTheDocument();
    expect(card(region, 'Positive reviews')).toEqual({ value: '3', note: '37.5% of all reviews' });
    await waitFor(() => expect(card(region, 'Growth rate').value).toBe('+33.3%'));
    expect(card(region, 'Growth rate').note).toBe('Last 90 days vs the 90 beforeReviews: 4 vs 3');

    const stars = screen.getByRole('table', { name: 'Rating distribution' });
    expect(starRows(stars)).toEqual([
      ['5 stars', '37.5%', '3'],
      ['4 stars', '25%', '2'],
      ['3 stars', '12.5%', '1'],
      ['2 stars', '12.5%', '1'],
      ['1 star', '12.5%', '1'],
    ]);

    const sentiment = screen.getByRole('region', { name: 'Sentiment of reviews' });
    expect(
      within(sentiment).getByRole('img', { name: 'Positive: 3, neutral: 2, negative: 3' }),
    ).toBeInTheDocument();
    expect(
      within(sentiment)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Positive3 (37.5%)', 'Neutral2 (25%)', 'Negative3 (37.5%)']);

    expect(api.requestsTo('/api/reports/performance/summary')[0].url).toContain('businessId=business-1');
    expect(api.requestsTo('/api/reports/business-1/growth')[0].url).toContain('days=90');
  });

  it('speaks Arabic with Arabic-Indic digits, right to left', async () => {
    playApi();
    await openOverview({ language: 'ar' });

    expect(screen.getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const region = await screen.findByRole('region', { name: 'ملخص المراجعات' });
    expect(card(region, 'إجمالي المراجعات')).toEqual({ value: '٨', note: 'نسبة الرد: ٢٥٪؜' });
    expect(card(region, 'متوسط التقييم')).toEqual({ value: '٣٫٦', note: 'من ٥ نجوم' });
    expect(card(region, 'المراجعات الإيجابية')).toEqual({ value: '٣', note: '٣٧٫٥٪؜ من كل المراجعات' });
    await waitFor(() => expect(card(region, 'معدل النمو').value).toBe('؜+٣٣٫٣٪؜'));
    expect(card(region, 'معدل النمو').note).toBe(
      'آخر ٩٠ يومًا مقارنةً بالـ٩٠ يومًا التي قبلهاالمراجعات: ٤ مقابل ٣',
    );

    expect(starRows(screen.getByRole('table', { name: 'توزيع التقييمات' }))).toEqual([
      ['٥ نجوم', '٣٧٫٥٪؜', '٣'],
      ['٤ نجوم', '٢٥٪؜', '٢'],
      ['٣ نجوم', '١٢٫٥٪؜', '١'],
      ['نجمتان', '١٢٫٥٪؜', '١'],
      ['نجمة واحدة', '١٢٫٥٪؜', '١'],
    ]);
    const sentiment = screen.getByRole('region', { name: 'المشاعر في المراجعات' });
    expect(
      within(sentiment).getByRole('img', { name: 'إيجابية: ٣، محايدة: ٢، سلبية: ٣' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /المراجعات/ })).toHaveAttribute('href', '/customer/reviews');
  });

  it('draws each sentiment as its share of the ring, none for a sentiment without reviews', async () => {
    playApi({
      [SUMMARY_PATH]: () =>
        ok({ ...SUMMARY, totalReviews: 4, positiveReviews: 3, neutralReviews: 0, negativeReviews: 1 }),
    });
    await openOverview();

    const donut = within(await screen.findByRole('region', { name: 'Sentiment of reviews' })).getByRole(
      'img',
    );
    const slices = donut.querySelectorAll('circle[data-sentiment]');
    expect([...slices].map((slice) => slice.getAttribute('data-sentiment'))).toEqual([
      'Positive',
      'Negative',
    ]);
    const ring = 2 * Math.PI * 44;
    const [positive, negative] = [...slices].map((slice) => ({
      length: Number(slice.getAttribute('stroke-dasharray')?.split(' ')[0]),
      offset: Number(slice.getAttribute('stroke-dashoffset')),
    }));
    expect(positive.length).toBeCloseTo(ring * 0.75);
    expect(positive.offset).toBeCloseTo(0);
    expect(negative.length).toBeCloseTo(ring * 0.25);
    expect(negative.offset).toBeCloseTo(-ring * 0.75);
  });

  it('links to reviews, analytics and team for an admin', async () => {
    playApi();
    await openOverview();

    const links = within(await screen.findByRole('region', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/customer/reviews',
      '/customer/analytics',
      '/customer/team',
    ]);
    expect(links[0]).toHaveAccessibleName(/^Reviews/);
  });

  it('links only to the pages the user may open', async () => {
    playApi();
    await openOverview({
      user: createSessionUser({ role: 'viewer', permissions: ['ViewReviews'], business_id: 'business-1' }),
    });

    await cards();
    const links = within(screen.getByRole('region', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/customer/reviews']);
  });

  it('leaves the quick links out for a user who may open none of those pages, and still shows the figures', async () => {
    playApi();
    await openOverview({
      user: createSessionUser({ role: 'agent', permissions: [], business_id: 'business-1' }),
    });

    expect(await cards()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quick links' })).not.toBeInTheDocument();
  });

  it('shows skeletons of the final layout while the figures load', async () => {
    const pending = deferred();
    playApi({ [SUMMARY_PATH]: () => pending.promise });
    await openOverview();

    const label = await screen.findByText('Loading your review summary');
    const loading = label.closest('[role="status"]') as HTMLElement;
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll('[data-skeleton-block]')).toHaveLength(6);
    expect(screen.queryByRole('region', { name: 'Reviews at a glance' })).not.toBeInTheDocument();

    pending.resolve(ok(SUMMARY));

    expect(await cards()).toBeInTheDocument();
    expect(screen.queryByText('Loading your review summary')).not.toBeInTheDocument();
  });

  it('says the figures could not be loaded, with the server’s reason, and loads them on retry', async () => {
    const api = playApi({ [SUMMARY_PATH]: () => refused(403, 'You are not a member of this business') });
    const { user } = await openOverview();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the review summary');
    expect(alert).toHaveTextContent('You are not a member of this business');
    expect(screen.queryByRole('region', { name: 'Reviews at a glance' })).not.toBeInTheDocument();

    api.answer({ [SUMMARY_PATH]: () => ok(SUMMARY) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await cards()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no growth figure when the 90 days before had no reviews', async () => {
    playApi({
      [GROWTH_PATH]: () =>
        ok({ growthPercentage: null, currentPeriodReviews: 5, previousPeriodReviews: 0, days: 90 }),
    });
    await openOverview();

    const region = await cards();
    await waitFor(() =>
      expect(card(region, 'Growth rate')).toEqual({
        value: '—',
        note: 'Last 90 days vs the 90 beforeNo reviews in the 90 days before to compare with',
      }),
    );
  });

  it('shows a fall in reviews with its sign', async () => {
    playApi({
      [GROWTH_PATH]: () =>
        ok({ growthPercentage: -50, currentPeriodReviews: 2, previousPeriodReviews: 4, days: 90 }),
    });
    await openOverview();

    const region = await cards();
    await waitFor(() => expect(card(region, 'Growth rate').value).toBe('-50%'));
  });

  it('keeps the other figures when only the growth fails, and works it out again on retry', async () => {
    const api = playApi({ [GROWTH_PATH]: () => refused(400, 'The number of days is wrong') });
    const { user } = await openOverview();

    const region = await cards();
    await within(region).findByText(/Could not work out the growth/);
    expect(card(region, 'Growth rate').value).toBe('—');
    expect(card(region, 'Total reviews').value).toBe('8');

    api.answer({ [GROWTH_PATH]: () => ok(GROWTH) });
    await user.click(within(region).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(card(region, 'Growth rate').value).toBe('+33.3%'));
  });
});

describe('overview page before the first review', () => {
  it('says there are no reviews yet, that Google is connected and no sync has run, with the way to the reviews', async () => {
    playApi({ [SUMMARY_PATH]: () => ok(NO_REVIEWS) });
    await openOverview();

    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    const status = screen.getByRole('status', { name: 'Google connection' });
    expect(
      await within(status).findByText(
        'Your business is connected to a Google Business Profile (cafe@example.com).',
      ),
    ).toBeInTheDocument();
    expect(await within(status).findByText('No review sync has run yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow the sync on the reviews page' })).toHaveAttribute(
      'href',
      '/customer/reviews',
    );
    // No zeros dressed up as figures.
    expect(screen.queryByRole('region', { name: 'Reviews at a glance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rating distribution' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quick links' })).toBeInTheDocument();
  });

  it('says the business is not connected to Google, and that Google withdrew access', async () => {
    const api = playApi({
      [SUMMARY_PATH]: () => ok(NO_REVIEWS),
      'GET /api/Platforms/google': () =>
        ok({ connected: false, googleEmail: null, connectedAt: null, needsReconnect: false }),
    });
    const first = await openOverview();

    expect(
      await screen.findByText(
        'Your business is not connected to a Google Business Profile yet, so no reviews can arrive.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No review sync has run yet.')).not.toBeInTheDocument();
    first.unmount();

    api.answer({
      'GET /api/Platforms/google': () => ok({ ...CONNECTED, connected: false, needsReconnect: true }),
    });
    await openOverview();
    expect(await screen.findByText(/Google withdrew access to your profile/)).toBeInTheDocument();
  });

  it('tells when the last sync finished without reviews, or failed and why', async () => {
    const api = playApi({
      [SUMMARY_PATH]: () => ok(NO_REVIEWS),
      'GET /api/reviews/sync/latest': () => ok(syncJob()),
    });
    const first = await openOverview();

    expect(
      await screen.findByText(
        'The last sync finished on 01/03/2025 12:02 and found no reviews for your chosen locations.',
      ),
    ).toBeInTheDocument();
    first.unmount();

    api.answer({
      'GET /api/reviews/sync/latest': () =>
        ok(
          syncJob({
            status: 'failed',
            error: { stage: 'reviewsSync', message: 'Google did not answer' },
          }),
        ),
    });
    await openOverview();
    expect(
      await screen.findByText('The last sync, on 01/03/2025 12:02, failed: Google did not answer'),
    ).toBeInTheDocument();
  });

  it('follows a sync under way and shows the figures once it has brought reviews', async () => {
    const api = playApi({
      [SUMMARY_PATH]: () => ok(NO_REVIEWS),
      'GET /api/reviews/sync/latest': () =>
        ok(syncJob({ status: 'running', progress: 40, finishedAt: null })),
    });
    await openOverview();

    expect(await screen.findByText('Reviews are syncing now: 40%')).toBeInTheDocument();

    api.answer({
      'GET /api/reviews/sync/latest': () => ok(syncJob()),
      [SUMMARY_PATH]: () => ok(SUMMARY),
    });

    // The next look at the sync, a few seconds on, finds it finished.
    expect(
      await screen.findByRole('region', { name: 'Reviews at a glance' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);

  it('speaks Arabic before the first review too, without a link for a user who may not open the reviews', async () => {
    playApi({ [SUMMARY_PATH]: () => ok(NO_REVIEWS) });
    await openOverview({
      language: 'ar',
      user: createSessionUser({ role: 'viewer', permissions: [], business_id: 'business-1' }),
    });

    expect(await screen.findByRole('heading', { name: 'لا توجد مراجعات بعد' })).toBeInTheDocument();
    expect(await screen.findByText('لم تجرِ أي مزامنة للمراجعات بعد.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'تابع المزامنة في صفحة المراجعات' })).not.toBeInTheDocument();
  });
});
