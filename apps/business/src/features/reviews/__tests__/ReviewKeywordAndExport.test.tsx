import { resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, deferred, refused } from '@sumaa/app-kit/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import { createReview, openInbox, playInbox, queryOf, REVIEWS_PATH, VIEWER } from './support/reviewsInbox';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const SARA = createReview();

const lastListQuery = (api: ReturnType<typeof playInbox>) => {
  const requests = api.requestsTo('/api/Reviews');
  return queryOf(requests[requests.length - 1]);
};

const CSV = '\uFEFFالتاريخ,التقييم,النص\n2025-03-01,5,الخدمة ممتازة\n';

/** The CSV reply as the server sends it: bytes, and the file's name in Content-Disposition. */
const csvReply = (fileName: string) =>
  new Response(CSV, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });

/** What the browser was asked to save: the blob handed to an object URL and the link's file name. */
function watchSaves() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:saved-${blobs.length}`;
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names, restore: () => click.mockRestore() };
}

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('the inbox’s keyword filter', () => {
  it('asks for the reviews using the keyword of the address, and shows it as a removable chip', async () => {
    const api = playInbox([SARA]);
    const { user } = await openInbox({ entry: `${REVIEWS_PATH}?keyword=${encodeURIComponent('خدمة')}` });

    expect(await screen.findByText('خدمة')).toBeInTheDocument();
    expect(screen.getByText(/Keyword:/)).toHaveTextContent('Keyword: خدمة');
    await waitFor(() => expect(lastListQuery(api).keyword).toBe('خدمة'));

    await user.click(screen.getByRole('button', { name: 'Remove the keyword filter “خدمة”' }));

    await waitFor(() => expect(currentLocation()).toBe(REVIEWS_PATH));
    await waitFor(() => expect(lastListQuery(api).keyword).toBeUndefined());
    expect(screen.queryByText(/Keyword:/)).not.toBeInTheDocument();
  });

  it('names the keyword in Arabic for an Arabic reader', async () => {
    playInbox([SARA]);
    await openInbox({ language: 'ar', entry: `${REVIEWS_PATH}?keyword=${encodeURIComponent('خدمة')}` });

    expect(await screen.findByText(/الكلمة المفتاحية:/)).toHaveTextContent('الكلمة المفتاحية: خدمة');
    expect(screen.getByRole('button', { name: 'إزالة تصفية الكلمة «خدمة»' })).toBeInTheDocument();
  });

  it('moves focus to the results’ count once the chip is removed and another filter stays', async () => {
    playInbox([SARA]);
    const { user } = await openInbox({ entry: `${REVIEWS_PATH}?keyword=coffee&stars=FIVE` });

    await user.click(await screen.findByRole('button', { name: 'Remove the keyword filter “coffee”' }));

    await waitFor(() => expect(currentLocation()).toBe(`${REVIEWS_PATH}?stars=FIVE`));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Matching reviews: 1'));
    expect(document.activeElement).toHaveAttribute('role', 'status');
  });

  it('moves focus to the search box once the chip of the only filter is removed', async () => {
    playInbox([SARA]);
    const { user } = await openInbox({ entry: `${REVIEWS_PATH}?keyword=coffee` });

    await user.click(await screen.findByRole('button', { name: 'Remove the keyword filter “coffee”' }));

    await waitFor(() => expect(currentLocation()).toBe(REVIEWS_PATH));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search text or reviewer' })),
    );
  });

  it('counts the keyword as a filter that "Clear filters" removes', async () => {
    const api = playInbox([SARA]);
    const { user } = await openInbox({ entry: `${REVIEWS_PATH}?keyword=coffee&stars=FIVE` });

    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(currentLocation()).toBe(REVIEWS_PATH));
    await waitFor(() => expect(lastListQuery(api)).toEqual({ page: '1', pageSize: '10' }));
  });
});

describe('the inbox’s CSV export', () => {
  let saves: ReturnType<typeof watchSaves>;
  beforeEach(() => {
    saves = watchSaves();
  });
  afterEach(() => saves.restore());

  it('downloads the reviews matching the current filters and order, under the server’s file name', async () => {
    const api = playInbox([SARA], { 'GET /api/Reviews/export': () => csvReply('reviews-2025-03-15.csv') });
    const { user } = await openInbox({
      entry: `${REVIEWS_PATH}?keyword=coffee&stars=FIVE&sort=lowest&replied=unreplied&page=2`,
    });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saves.names).toEqual(['reviews-2025-03-15.csv']));
    expect(queryOf(api.requestsTo('/api/Reviews/export')[0])).toEqual({
      keyword: 'coffee',
      stars: 'FIVE',
      sortBy: 'stars',
      sortDir: 'asc',
      replied: 'unreplied',
    });
    // The bytes arrive as sent: the BOM that lets Excel read Arabic, and the Arabic itself.
    const saved = new Uint8Array((await saves.blobs[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(saved)).toBe(CSV);
  });

  it('shows the button busy while the file is on its way', async () => {
    const held = deferred();
    playInbox([SARA], { 'GET /api/Reviews/export': () => held.promise });
    const { user } = await openInbox({ user: VIEWER });

    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));

    held.resolve(csvReply('reviews.csv'));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(saves.names).toEqual(['reviews.csv']);
  });

  it('says why the export failed', async () => {
    playInbox([SARA], { 'GET /api/Reviews/export': () => refused(400, 'The keyword is too long') });
    const { user } = await openInbox();

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('The keyword is too long')).toBeInTheDocument();
    expect(saves.names).toEqual([]);
  });
});
