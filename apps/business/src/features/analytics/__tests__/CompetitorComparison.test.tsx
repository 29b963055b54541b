import type { SessionUser } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { type ApiHandler, fakeApi, type FakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import {
  type Competitor,
  type CompetitorCandidate,
  type CompetitorComparison as Comparison,
  DEFAULT_BUSINESS_SETTINGS,
} from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { ToastProvider } from '@sumaa/ui';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { businessResources } from '../../../i18n/resources';
import { CompetitorComparison } from '../components/competitors/CompetitorComparison';
import { competitorTexts } from '../components/competitors/competitorTexts';

// The comparison on its own, as the analytics page places it: inside the area's query client and toast corner.
function ComparisonOnly() {
  return (
    <ToastProvider label="Status messages" closeLabel="Close">
      <CompetitorComparison />
    </ToastProvider>
  );
}

const comparisonArea = {
  routes: ComparisonOnly,
  basePath: '/customer',
  texts: { business: businessResources, 'business.competitors': competitorTexts },
};

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const OWNER = createSessionUser({ role: 'admin', business_id: 'business-1' });
const MANAGER = createSessionUser({
  id: 'user-manager',
  role: 'manager',
  permissions: ['ViewReviews', 'ViewAnalytics'],
});
const VIEWER = createSessionUser({
  id: 'user-viewer',
  role: 'viewer',
  permissions: ['ViewReviews', 'ViewAnalytics'],
});

function createCompetitor(overrides: Partial<Competitor> = {}): Competitor {
  return {
    id: 'competitor-1',
    placeId: 'place-rawdah',
    name: 'Rawdah Cafe',
    address: 'Rawdah, Riyadh',
    rating: 4.3,
    userRatingCount: 240,
    addedAt: '2025-03-01T09:00:00.000Z',
    ratingAtAdded: 4.1,
    userRatingCountAtAdded: 200,
    checkedAt: '2025-03-04T03:00:00.000Z',
    history: [
      { day: '2025-03-01', rating: 4.1, userRatingCount: 200 },
      { day: '2025-03-02', rating: 4.2, userRatingCount: 215 },
      { day: '2025-03-03', rating: 4.3, userRatingCount: 240 },
    ],
    ...overrides,
  };
}

function comparisonOf(competitors: Competitor[], overrides: Partial<Comparison> = {}): Comparison {
  return {
    own: {
      name: 'Olaya Coffee',
      rating: 4.5,
      userRatingCount: 120,
      ratingAtStart: competitors.length ? 4.6 : null,
      userRatingCountAtStart: competitors.length ? 100 : null,
    },
    competitors,
    limit: 5,
    ...overrides,
  };
}

function createCandidate(overrides: Partial<CompetitorCandidate> = {}): CompetitorCandidate {
  return {
    placeId: 'place-malqa',
    name: 'Malqa Roasters',
    address: 'Malqa, Riyadh',
    rating: 4.7,
    userRatingCount: 530,
    alreadyAdded: false,
    ownLocation: false,
    ...overrides,
  };
}

function playComparison(comparison: Comparison, more: Record<string, ApiHandler> = {}): FakeApi {
  return fakeApi({
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'GET /api/competitors': () => ok(comparison),
    ...more,
  });
}

async function openComparison({
  user = OWNER,
  language = 'en',
}: { user?: SessionUser; language?: Language } = {}) {
  return renderArea(comparisonArea, '/customer/analytics', { user, language, strict: false });
}

/** The table's row naming `name`. */
async function rowOf(name: string) {
  const cell = await screen.findByText(name);
  return cell.closest('tr') as HTMLElement;
}

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('the competitor comparison', () => {
  it('shows the business beside each competitor: today’s figures, the change since added and the trend', async () => {
    playComparison(comparisonOf([createCompetitor()]));
    await openComparison();

    const own = await rowOf('Olaya Coffee');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(own).toHaveTextContent('4.5');
    expect(own).toHaveTextContent('Down 0.1');
    expect(own).toHaveTextContent('Up 20');

    const rawdah = await rowOf('Rawdah Cafe');
    expect(rawdah).toHaveTextContent('4.3');
    expect(rawdah).toHaveTextContent('240');
    expect(rawdah).toHaveTextContent('Up 0.2');
    expect(rawdah).toHaveTextContent('Up 40');
    expect(
      within(rawdah).getByRole('img', { name: 'Rating from 4.1 on 01/03/2025 to 4.3 on 03/03/2025' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Competitors: 1 of 5')).toBeInTheDocument();
  });

  it('writes the figures in Arabic digits for an Arabic reader', async () => {
    playComparison(comparisonOf([createCompetitor()]));
    await openComparison({ language: 'ar' });

    const rawdah = await rowOf('Rawdah Cafe');
    expect(rawdah).toHaveTextContent('٤٫٣');
    expect(rawdah).toHaveTextContent('ارتفاع ٤٠');
    expect(screen.getByText('المنافسون: ١ من ٥')).toBeInTheDocument();
  });

  it('lets a manager add a competitor found by a Google search', async () => {
    const api = playComparison(comparisonOf([createCompetitor()]), {
      'GET /api/competitors/search': () =>
        ok([
          createCandidate(),
          createCandidate({ placeId: 'place-rawdah', name: 'Rawdah Cafe', alreadyAdded: true }),
          createCandidate({ placeId: 'place-own', name: 'Olaya Coffee', ownLocation: true }),
        ]),
      'POST /api/competitors': () =>
        ok(createCompetitor({ id: 'competitor-2', name: 'Malqa Roasters' }), { status: 201 }),
    });
    const { user } = await openComparison({ user: MANAGER });

    await user.click(await screen.findByRole('button', { name: 'Add competitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a competitor' });
    await user.type(within(dialog).getByLabelText(/Business name/), 'm');
    // One letter is not searched.
    expect(api.requestsTo('/api/competitors/search')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Business name/), 'alqa');

    const add = await within(dialog).findByRole('button', { name: 'Add Malqa Roasters' });
    expect(within(dialog).getByRole('button', { name: 'Add Rawdah Cafe' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add Rawdah Cafe' })).toHaveAccessibleDescription(
      'Already one of your competitors',
    );
    expect(within(dialog).getByRole('button', { name: 'Add Olaya Coffee' })).toHaveAccessibleDescription(
      'One of your own locations',
    );
    // The search waited for the pause and asked once, with the whole name.
    expect(api.requestsTo('/api/competitors/search').map((request) => new URL(request.url).search)).toEqual([
      '?query=malqa',
    ]);

    const readsBefore = api
      .requestsTo('/api/competitors')
      .filter((request) => request.method === 'GET').length;
    await user.click(add);

    expect(await screen.findByText('“Malqa Roasters” was added to your competitors')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posted = api.requestsTo('/api/competitors').filter((request) => request.method === 'POST');
    expect(await posted[0]?.json()).toEqual({ placeId: 'place-malqa' });
    await waitFor(() =>
      expect(api.requestsTo('/api/competitors').filter((request) => request.method === 'GET').length).toBe(
        readsBefore + 1,
      ),
    );
  });

  it('shows the server’s reason when an add is refused, and keeps the dialog open', async () => {
    playComparison(comparisonOf([createCompetitor()]), {
      'GET /api/competitors/search': () => ok([createCandidate()]),
      'POST /api/competitors': () =>
        refused(409, 'You can follow at most 5 competitors. Remove one to add another.'),
    });
    const { user } = await openComparison();

    await user.click(await screen.findByRole('button', { name: 'Add competitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a competitor' });
    await user.type(within(dialog).getByLabelText(/Business name/), 'malqa');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Malqa Roasters' }));

    expect(
      await within(dialog).findByText('You can follow at most 5 competitors. Remove one to add another.'),
    ).toBeInTheDocument();
  });

  it('says so when Google cannot be searched, with a retry', async () => {
    let answer: ApiHandler = () => refused(503, 'Google Maps is not answering. Try again in a few minutes.');
    playComparison(comparisonOf([createCompetitor()]), {
      'GET /api/competitors/search': (request) => answer(request),
    });
    const { user } = await openComparison();

    await user.click(await screen.findByRole('button', { name: 'Add competitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a competitor' });
    await user.type(within(dialog).getByLabelText(/Business name/), 'malqa');

    expect(await within(dialog).findByText('Could not search Google')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Google Maps is not answering. Try again in a few minutes.'),
    ).toBeInTheDocument();

    answer = () => ok([createCandidate()]);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Add Malqa Roasters' })).toBeEnabled();
  });

  it('disables adding at the limit and says why', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => createCompetitor({ id: `competitor-${n}`, name: `Cafe ${n}` }));
    playComparison(comparisonOf(five));
    await openComparison({ user: MANAGER });

    expect(await screen.findByText('Competitors: 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add competitor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add competitor' })).toHaveAccessibleDescription(
      'You follow as many competitors as you can. Remove one to add another.',
    );
  });

  it('removes a competitor once the manager confirms', async () => {
    const api = playComparison(comparisonOf([createCompetitor()]), {
      'DELETE /api/competitors/competitor-1': () => ok(null),
    });
    const { user } = await openComparison({ user: MANAGER });

    await user.click(await screen.findByRole('button', { name: 'Remove Rawdah Cafe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this competitor?' });
    expect(api.requestsTo('/api/competitors/competitor-1')).toHaveLength(0);
    api.answer({ 'GET /api/competitors': () => ok(comparisonOf([])) });
    await user.click(within(dialog).getByRole('button', { name: 'Remove competitor' }));

    expect(await screen.findByText('“Rawdah Cafe” was removed from your competitors')).toBeInTheDocument();
    expect(api.requestsTo('/api/competitors/competitor-1')).toHaveLength(1);
    expect(await screen.findByText('No competitors yet')).toBeInTheDocument();
  });

  describe('where focus goes once the dialog closes', () => {
    it('after adding the first competitor: the Add button that replaced the empty state’s', async () => {
      const api = playComparison(comparisonOf([]), {
        'GET /api/competitors/search': () => ok([createCandidate()]),
        'POST /api/competitors': () =>
          ok(createCompetitor({ id: 'competitor-2', name: 'Malqa Roasters' }), { status: 201 }),
      });
      const { user } = await openComparison({ user: MANAGER });

      await user.click(await screen.findByRole('button', { name: 'Add competitor' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a competitor' });
      await user.type(within(dialog).getByLabelText(/Business name/), 'malqa');
      api.answer({
        'GET /api/competitors': () =>
          ok(comparisonOf([createCompetitor({ id: 'competitor-2', name: 'Malqa Roasters' })])),
      });
      await user.click(await within(dialog).findByRole('button', { name: 'Add Malqa Roasters' }));

      await rowOf('Malqa Roasters');
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add competitor' })),
      );
      expect(screen.queryByText('No competitors yet')).not.toBeInTheDocument();
    });

    it('after adding the last one allowed: the section’s heading, Add being disabled', async () => {
      const four = [1, 2, 3, 4].map((n) => createCompetitor({ id: `competitor-${n}`, name: `Cafe ${n}` }));
      const five = [...four, createCompetitor({ id: 'competitor-5', name: 'Malqa Roasters' })];
      const api = playComparison(comparisonOf(four), {
        'GET /api/competitors/search': () => ok([createCandidate()]),
        'POST /api/competitors': () => ok(five[4], { status: 201 }),
      });
      const { user } = await openComparison({ user: MANAGER });

      await user.click(await screen.findByRole('button', { name: 'Add competitor' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a competitor' });
      await user.type(within(dialog).getByLabelText(/Business name/), 'malqa');
      api.answer({ 'GET /api/competitors': () => ok(comparisonOf(five)) });
      await user.click(await within(dialog).findByRole('button', { name: 'Add Malqa Roasters' }));

      expect(await screen.findByText('Competitors: 5 of 5')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add competitor' })).toBeDisabled();
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Competitor comparison' })),
      );
    });

    it('after a removal: the Remove button of the row that took its place', async () => {
      const two = [
        createCompetitor(),
        createCompetitor({ id: 'competitor-2', placeId: 'place-malqa', name: 'Malqa Roasters' }),
      ];
      const api = playComparison(comparisonOf(two), {
        'DELETE /api/competitors/competitor-1': () => ok(null),
      });
      const { user } = await openComparison({ user: MANAGER });

      await user.click(await screen.findByRole('button', { name: 'Remove Rawdah Cafe' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove this competitor?' });
      api.answer({ 'GET /api/competitors': () => ok(comparisonOf([two[1]])) });
      await user.click(within(dialog).getByRole('button', { name: 'Remove competitor' }));

      await waitFor(() => expect(screen.queryByText('Rawdah Cafe')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Malqa Roasters' })),
      );
    });

    it('after removing the only one: the empty state’s Add button', async () => {
      const api = playComparison(comparisonOf([createCompetitor()]), {
        'DELETE /api/competitors/competitor-1': () => ok(null),
      });
      const { user } = await openComparison({ user: MANAGER });

      await user.click(await screen.findByRole('button', { name: 'Remove Rawdah Cafe' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove this competitor?' });
      api.answer({ 'GET /api/competitors': () => ok(comparisonOf([])) });
      await user.click(within(dialog).getByRole('button', { name: 'Remove competitor' }));

      expect(await screen.findByText('No competitors yet')).toBeInTheDocument();
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add competitor' })),
      );
      expect(document.activeElement).not.toBe(document.body);
    });

    it('after a cancel: back to the button that opened the dialog', async () => {
      playComparison(comparisonOf([createCompetitor()]));
      const { user } = await openComparison({ user: MANAGER });

      const remove = await screen.findByRole('button', { name: 'Remove Rawdah Cafe' });
      await user.click(remove);
      const dialog = await screen.findByRole('dialog', { name: 'Remove this competitor?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.activeElement).toBe(remove);
    });
  });

  it('lets a viewer only read: no add or remove buttons', async () => {
    playComparison(comparisonOf([createCompetitor()]));
    await openComparison({ user: VIEWER });

    await rowOf('Rawdah Cafe');
    expect(screen.queryByRole('button', { name: 'Add competitor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('invites a manager to add the first competitor, and tells a viewer none was added', async () => {
    playComparison(comparisonOf([]));
    const { unmount } = await openComparison({ user: MANAGER });

    expect(await screen.findByText('No competitors yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add competitor' })).toBeEnabled();
    unmount();

    await openComparison({ user: VIEWER });
    expect(
      await screen.findByText('Your business’s managers have not added any competitors yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add competitor' })).not.toBeInTheDocument();
  });

  it('offers a retry when the comparison cannot be read', async () => {
    let answer: ApiHandler = () => refused(500, null);
    playComparison(comparisonOf([]), { 'GET /api/competitors': (request) => answer(request) });
    const { user } = await openComparison();

    expect(await screen.findByText('Could not load the competitor comparison')).toBeInTheDocument();
    answer = () => ok(comparisonOf([createCompetitor()]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await rowOf('Rawdah Cafe')).toBeInTheDocument();
  });
});
