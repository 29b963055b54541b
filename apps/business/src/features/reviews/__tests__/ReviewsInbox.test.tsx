import { resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, fieldByLabel, ok, refused } from '@sumaa/app-kit/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createReview,
  createReplyState,
  minutesAgo,
  openInbox,
  pageOf,
  playInbox,
  queryOf,
  REVIEWS_PATH,
} from './support/reviewsInbox';

// The page's texts load with its code and the build machines are shared: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const SARA = createReview();
const ANONYMOUS = createReview({
  id: 'review-2',
  authorName: null,
  isAnonymous: true,
  stars: 2,
  sentiment: 'Negative',
  content: 'الخدمة كانت بطيئة جدًا',
  originalText: 'الخدمة كانت بطيئة جدًا',
  translatedText: 'The service was very slow',
  language: 'ar',
  branch: 'Malqa Branch',
  locationName: 'Malqa Branch',
  reviewDate: minutesAgo(180),
});
const RATING_ONLY = createReview({
  id: 'review-3',
  authorName: 'Khalid',
  stars: 4,
  content: null,
  originalText: null,
  translatedText: null,
  language: null,
  replied: true,
  reply: 'Thanks for the stars!',
  replyDate: minutesAgo(60),
  replySource: 'google',
});

const cardOf = (name: string | RegExp) => screen.findByRole('article', { name });
const lastListQuery = (api: ReturnType<typeof playInbox>) => {
  const requests = api.requestsTo('/api/Reviews');
  return queryOf(requests[requests.length - 1]);
};

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('review inbox', () => {
  it('shows the figures and each review with author, stars, time, platform, branch, reply state and sentiment', async () => {
    const api = playInbox([SARA, ANONYMOUS, RATING_ONLY]);
    await openInbox();

    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const sara = await cardOf('Sara Alotaibi');
    expect(within(sara).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(sara).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(sara).getByText('Platform: Google')).toBeInTheDocument();
    expect(within(sara).getByText('Branch: Olaya Branch')).toBeInTheDocument();
    expect(within(sara).getByRole('img', { name: 'Unreplied' })).toBeInTheDocument();
    expect(within(sara).getByText('Positive')).toBeInTheDocument();

    const figures = within(screen.getByRole('region', { name: 'Reviews at a glance' }));
    expect(figures.getByText('Total reviews').nextSibling).toHaveTextContent('120');
    expect(figures.getByText('Average rating').nextSibling).toHaveTextContent('4.3');
    // 120 reviews, 96 replied at Google.
    expect(figures.getByText('Unreplied').nextSibling).toHaveTextContent('24');
    expect(figures.getByText('Response rate: 80%')).toBeInTheDocument();
    expect(figures.getByText('Negative reviews').nextSibling).toHaveTextContent('18');
    expect(figures.getByText('Share of all: 15%')).toBeInTheDocument();

    // The first page, newest first: the defaults stay out of the request.
    expect(lastListQuery(api)).toEqual({ page: '1', pageSize: '10' });
  });

  it('shows an anonymous reviewer, a rating without text, a reply made on Google and a translation one click away', async () => {
    playInbox([SARA, ANONYMOUS, RATING_ONLY]);
    const { user } = await openInbox();

    const anonymous = await cardOf('Anonymous reviewer');
    expect(within(anonymous).getByText('الخدمة كانت بطيئة جدًا')).toHaveAttribute('lang', 'ar');
    expect(within(anonymous).getByText('The service was very slow')).not.toBeVisible();
    await user.click(within(anonymous).getByRole('button', { name: 'Show translation' }));
    expect(within(anonymous).getByText('The service was very slow')).toBeVisible();
    expect(within(anonymous).getByText('Negative')).toBeInTheDocument();

    const khalid = await cardOf('Khalid');
    expect(within(khalid).getByText('Left a rating without a comment.')).toBeInTheDocument();
    const reply = within(khalid).getByRole('region', { name: 'Reply on Google' });
    expect(within(reply).getByText('Made on Google')).toBeInTheDocument();
    expect(within(reply).getByText('Thanks for the stars!')).toBeInTheDocument();
    expect(within(khalid).getByRole('img', { name: 'Replied' })).toBeInTheDocument();
  });

  it('speaks Arabic with Arabic digits', async () => {
    playInbox([SARA, ANONYMOUS]);
    await openInbox({ language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'المراجعات' })).toBeInTheDocument();
    const anonymous = await cardOf('مراجِع مجهول');
    expect(within(anonymous).getByRole('img', { name: 'التقييم ٢ من ٥' })).toBeInTheDocument();
    expect(within(anonymous).getByText('سلبي')).toBeInTheDocument();
    expect(within(anonymous).getByRole('button', { name: 'عرض الترجمة' })).toBeInTheDocument();
    const figures = within(screen.getByRole('region', { name: 'ملخص المراجعات' }));
    expect(figures.getByText('إجمالي المراجعات').nextSibling).toHaveTextContent('١٢٠');
    expect(figures.getByText('بلا رد').nextSibling).toHaveTextContent('٢٤');
    expect(screen.getByRole('navigation', { name: 'صفحات المراجعات' })).toBeInTheDocument();
  });

  it('puts every filter in the address and into the request, going back to page 1', async () => {
    const api = playInbox([SARA]);
    const { user } = await openInbox({ entry: `${REVIEWS_PATH}?page=3` });
    await cardOf('Sara Alotaibi');

    await user.selectOptions(fieldByLabel('Rating'), 'ONE');
    await user.selectOptions(fieldByLabel('Sort by'), 'lowest');
    await user.selectOptions(fieldByLabel('Sentiment'), 'Negative');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.selectOptions(fieldByLabel('Reply'), 'unreplied');
    await user.selectOptions(fieldByLabel('Assignment'), 'me');
    await user.selectOptions(fieldByLabel('Review language'), 'ar');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Branch' }), 'location-2');
    fireEvent.change(fieldByLabel('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(fieldByLabel('To'), { target: { value: '2025-01-31' } });

    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({
        page: '1',
        pageSize: '10',
        stars: 'ONE',
        sortBy: 'stars',
        sortDir: 'asc',
        sentiment: 'Negative',
        replied: 'unreplied',
        assigned: 'me',
        language: 'ar',
        locationId: 'location-2',
        from: '2025-01-01',
        to: '2025-01-31',
      }),
    );
    const address = new URLSearchParams(currentLocation().split('?')[1]);
    expect(Object.fromEntries(address)).toEqual({
      stars: 'ONE',
      sort: 'lowest',
      sentiment: 'Negative',
      replied: 'unreplied',
      assigned: 'me',
      language: 'ar',
      location: 'location-2',
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(screen.getByRole('button', { name: 'More filters (6)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps both of two filters chosen before the page renders again', async () => {
    playInbox([SARA]);
    await openInbox();
    await cardOf('Sara Alotaibi');
    act(() => {
      fireEvent.change(fieldByLabel('Rating'), { target: { value: 'ONE' } });
      fireEvent.change(fieldByLabel('Sentiment'), { target: { value: 'Negative' } });
    });
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(currentLocation().split('?')[1]))).toEqual({
        stars: 'ONE',
        sentiment: 'Negative',
      }),
    );
  });

  it('opens a shared link with its filters, page and page size', async () => {
    const api = playInbox(() => ok(pageOf([SARA], { total: 60, page: 2, pageSize: 25 })));
    await openInbox({
      entry: `${REVIEWS_PATH}?stars=FIVE&sentiment=Positive&replied=replied&page=2&pageSize=25&sort=oldest`,
    });

    await cardOf('Sara Alotaibi');
    expect(lastListQuery(api)).toEqual({
      page: '2',
      pageSize: '25',
      stars: 'FIVE',
      sentiment: 'Positive',
      sortBy: 'reviewDate',
      sortDir: 'asc',
      replied: 'replied',
    });
    expect(fieldByLabel<HTMLSelectElement>('Rating').value).toBe('FIVE');
    expect(fieldByLabel<HTMLSelectElement>('Sort by').value).toBe('oldest');
    expect(fieldByLabel<HTMLSelectElement>('Reply')).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Matching reviews: 60')).toBeInTheDocument();
  });

  it('searches 350 ms after typing pauses, once, from page 1', async () => {
    const api = playInbox([SARA]);
    const { user } = await openInbox({ entry: `${REVIEWS_PATH}?page=2` });
    await cardOf('Sara Alotaibi');
    const before = api.requestsTo('/api/Reviews').length;

    await user.type(screen.getByRole('searchbox', { name: 'Search text or reviewer' }), 'قهوة');
    // Nothing is asked while typing.
    expect(api.requestsTo('/api/Reviews')).toHaveLength(before);

    await waitFor(() => expect(lastListQuery(api).search).toBe('قهوة'));
    expect(lastListQuery(api).page).toBe('1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.requestsTo('/api/Reviews').filter((request) => queryOf(request).search)).toHaveLength(1);
    expect(currentLocation()).toBe(`${REVIEWS_PATH}?search=${encodeURIComponent('قهوة')}`);
  });

  it("runs the header's search and shows it in the inbox's box", async () => {
    const api = playInbox([SARA]);
    await openInbox({ entry: `${REVIEWS_PATH}?search=late+delivery` });

    await cardOf('Sara Alotaibi');
    expect(lastListQuery(api).search).toBe('late delivery');
    // The header's box and the inbox's own.
    expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('late delivery');
    expect(screen.getByRole('searchbox', { name: 'Search text or reviewer' })).toHaveValue('late delivery');
  });

  it('says there are no reviews yet, without a clear-filters action', async () => {
    playInbox([]);
    await openInbox();

    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says nothing matches the filters, and clears them', async () => {
    const api = playInbox((request) => ok(pageOf(queryOf(request).stars ? [] : [SARA])));
    const { user } = await openInbox({ entry: `${REVIEWS_PATH}?stars=ONE&sort=lowest` });

    expect(await screen.findByRole('heading', { name: 'Nothing matches these filters' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[1]);

    await cardOf('Sara Alotaibi');
    // The order is kept: it is not a filter.
    expect(currentLocation()).toBe(`${REVIEWS_PATH}?sort=lowest`);
    expect(lastListQuery(api)).toEqual({ page: '1', pageSize: '10', sortBy: 'stars', sortDir: 'asc' });
  });

  it('says the reviews could not be loaded, and tries again', async () => {
    const api = playInbox(() => refused(403, 'You do not have permission for this action'));
    const { user } = await openInbox();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the reviews');
    expect(alert).toHaveTextContent('You do not have permission for this action');

    api.answer({ 'GET /api/Reviews': () => ok(pageOf([SARA])) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Sara Alotaibi')).toBeInTheDocument();
  });

  it('shows skeletons while the first page loads', async () => {
    playInbox(() => new Promise<Response>(() => undefined) as unknown as Response);
    await openInbox();

    const loading = await screen.findByText('Loading reviews');
    expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(loading.closest('[role="status"]')!.querySelectorAll('[data-skeleton-row]')).toHaveLength(10);
  });

  it('moves between pages and page sizes through the address', async () => {
    const api = playInbox(() => ok(pageOf([SARA], { total: 35 })));
    const { user } = await openInbox();
    await cardOf('Sara Alotaibi');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery(api).page).toBe('2'));
    expect(currentLocation()).toBe(`${REVIEWS_PATH}?page=2`);

    await user.selectOptions(fieldByLabel('Reviews per page'), '25');
    await waitFor(() => expect(lastListQuery(api)).toEqual({ page: '1', pageSize: '25' }));
    expect(currentLocation()).toBe(`${REVIEWS_PATH}?pageSize=25`);
  });

  it('filters to the unreplied reviews from their summary card', async () => {
    const api = playInbox([SARA]);
    const { user } = await openInbox();
    await cardOf('Sara Alotaibi');

    await user.click(screen.getByRole('button', { name: 'Show unreplied reviews' }));

    await waitFor(() => expect(lastListQuery(api).replied).toBe('unreplied'));
    expect(fieldByLabel('Reply')).toBeVisible();
  });

  it('opens the details of a review named in the address, reading it when it is not on the page', async () => {
    const elsewhere = createReview({
      id: 'review-9',
      authorName: 'Huda',
      replyState: createReplyState({
        status: 'failed',
        failureCode: 'googleUnavailable',
        authorId: 'user-x',
      }),
    });
    const api = playInbox([SARA], { 'GET /api/Reviews/review-9': () => ok(elsewhere) });
    const { user } = await openInbox({ entry: `${REVIEWS_PATH}?review=review-9` });

    const dialog = await screen.findByRole('dialog', { name: 'Review details' });
    expect(await within(dialog).findByText('Huda')).toBeInTheDocument();
    expect(within(dialog).getByText('Olaya Branch')).toBeInTheDocument();
    expect(within(dialog).getByText('English')).toBeInTheDocument();
    expect(api.requestsTo('/api/Reviews/review-9')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentLocation()).toBe(REVIEWS_PATH);
  });

  it('says so when the review in the address is not found', async () => {
    playInbox([SARA], { 'GET /api/Reviews/nope': () => refused(404, 'Not found') });
    await openInbox({ entry: `${REVIEWS_PATH}?review=nope` });

    const dialog = await screen.findByRole('dialog', { name: 'Review details' });
    expect(await within(dialog).findByText('This review could not be found')).toBeInTheDocument();
  });

  it('moves through the cards with the keyboard, opens details with Enter and the reply box with R', async () => {
    playInbox([SARA, ANONYMOUS, RATING_ONLY]);
    const { user } = await openInbox();
    const sara = await cardOf('Sara Alotaibi');

    sara.focus();
    await user.keyboard('{ArrowDown}');
    expect(await cardOf('Anonymous reviewer')).toHaveFocus();
    await user.keyboard('{End}');
    expect(await cardOf('Khalid')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(sara).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Review details' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`${REVIEWS_PATH}?review=review-1`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    sara.focus();
    await user.keyboard('r');
    expect(within(sara).getByRole('textbox', { name: 'Your reply' })).toHaveFocus();
  });
});
