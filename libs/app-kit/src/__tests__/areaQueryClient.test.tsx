// The area's query client: a remote entry's prefetch fills it, and the page's own query takes that answer instead
// of asking again; other users, other areas and plain QueryProviders keep their own caches.
import { useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import {
  areaQueryClient,
  AreaQueryClientScope,
  createRoutePrefetch,
  PREFETCH_FRESH_MS,
  prefetchAddressOf,
  prefetchForPage,
} from '../query/areaQueryClient';
import { QueryProvider } from '../query/QueryProvider';

let namespaceCount = 0;
let namespace = '';

function signIn(id: string) {
  useAuthStore.setState({ isAuthenticated: true, isLoading: false, user: createSessionUser({ id }) });
}

function Reviews({ fetchReviews }: { fetchReviews: () => Promise<string> }) {
  const reviews = useQuery({ queryKey: ['reviews', 'list', { page: 1 }], queryFn: fetchReviews });
  return <p>{reviews.data ?? 'loading'}</p>;
}

function renderArea(fetchReviews: () => Promise<string>) {
  return render(
    <AreaQueryClientScope namespace={namespace}>
      <QueryProvider>
        <Reviews fetchReviews={fetchReviews} />
      </QueryProvider>
    </AreaQueryClientScope>,
  );
}

beforeEach(() => {
  resetAuthStore();
  namespace = `area-${++namespaceCount}`;
  signIn('user-1');
});

afterEach(() => jest.useRealTimers());

describe("the area's query client", () => {
  it("the page's query uses the prefetched answer without a second request", async () => {
    const fetchReviews = jest.fn(async () => 'ten reviews');
    await prefetchForPage(areaQueryClient(namespace), {
      queryKey: ['reviews', 'list', { page: 1 }],
      queryFn: fetchReviews,
    });

    renderArea(fetchReviews);

    expect(await screen.findByText('ten reviews')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchReviews).toHaveBeenCalledTimes(1);
  });

  it('joins a prefetch still under way', async () => {
    let answer: (value: string) => void = () => undefined;
    const fetchReviews = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    void prefetchForPage(areaQueryClient(namespace), {
      queryKey: ['reviews', 'list', { page: 1 }],
      queryFn: fetchReviews,
    });

    renderArea(fetchReviews);
    act(() => answer('ten reviews'));

    expect(await screen.findByText('ten reviews')).toBeInTheDocument();
    expect(fetchReviews).toHaveBeenCalledTimes(1);
  });

  it('reads again on mount when the prefetched answer is older than the page would accept', async () => {
    const fetchReviews = jest.fn(async () => 'ten reviews');
    await prefetchForPage(areaQueryClient(namespace), {
      queryKey: ['reviews', 'list', { page: 1 }],
      queryFn: fetchReviews,
    });
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + PREFETCH_FRESH_MS + 1);

    renderArea(fetchReviews);

    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchReviews).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });

  it('reads again on mount when the prefetched answer was invalidated since, however recent', async () => {
    let count = 0;
    const fetchReviews = jest.fn(async () => `${++count} reviews`);
    const client = areaQueryClient(namespace);
    await prefetchForPage(client, { queryKey: ['reviews', 'list', { page: 1 }], queryFn: fetchReviews });
    // Another page of the area changed what the list holds before the list's page mounted.
    await client.invalidateQueries({ queryKey: ['reviews'] });

    renderArea(fetchReviews);

    expect(await screen.findByText('2 reviews')).toBeInTheDocument();
    expect(fetchReviews).toHaveBeenCalledTimes(2);
  });

  it('without a prefetch, the page asks as before', async () => {
    const fetchReviews = jest.fn(async () => 'ten reviews');
    renderArea(fetchReviews);
    expect(await screen.findByText('ten reviews')).toBeInTheDocument();
    expect(fetchReviews).toHaveBeenCalledTimes(1);
  });

  it('is kept for the same user and made anew, empty, for another', () => {
    const first = areaQueryClient(namespace);
    first.setQueryData(['reviews'], 'user 1 data');
    expect(areaQueryClient(namespace)).toBe(first);

    signIn('user-2');
    const second = areaQueryClient(namespace);

    expect(second).not.toBe(first);
    expect(second.getQueryData(['reviews'])).toBeUndefined();
    expect(first.getQueryData(['reviews'])).toBeUndefined();
  });

  it('a QueryProvider outside a remote entry keeps a client of its own', async () => {
    const fetchReviews = jest.fn(async () => 'ten reviews');
    await prefetchForPage(areaQueryClient(namespace), {
      queryKey: ['reviews', 'list', { page: 1 }],
      queryFn: fetchReviews,
    });
    render(
      <QueryProvider>
        <Reviews fetchReviews={fetchReviews} />
      </QueryProvider>,
    );
    expect(await screen.findByText('ten reviews')).toBeInTheDocument();
    expect(fetchReviews).toHaveBeenCalledTimes(2);
  });
});

describe("a remote entry's prefetch", () => {
  it('starts the route with the address below the area and the area client', () => {
    const prefetchRoute = jest.fn();
    createRoutePrefetch(namespace, prefetchRoute)('/Customer/Reviews?stars=FIVE', '/customer');
    expect(prefetchRoute).toHaveBeenCalledTimes(1);
    const [address, client] = prefetchRoute.mock.calls[0];
    expect(address.page).toBe('reviews');
    expect(address.params.get('stars')).toBe('FIVE');
    expect(client).toBe(areaQueryClient(namespace));
  });

  it('starts nothing signed out', () => {
    useAuthStore.setState({ isAuthenticated: false, isLoading: false, user: null, token: null });
    const prefetchRoute = jest.fn();
    createRoutePrefetch(namespace, prefetchRoute)('/customer/reviews', '/customer');
    expect(prefetchRoute).not.toHaveBeenCalled();
  });

  it('reads the page below the base path, and nothing outside it', () => {
    expect(prefetchAddressOf('/customer', '/customer')?.page).toBe('');
    expect(prefetchAddressOf('/customer/analytics/report', '/customer/')?.page).toBe('analytics');
    expect(prefetchAddressOf('/customers/reviews', '/customer')).toBeNull();
  });
});
