import { configureApiClient, useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { API_BASE_URL, fakeApi, ok } from '@sumaa/app-kit/testing';
import { waitFor } from '@testing-library/react';
import { prefetch } from '../../remote-entry';

function signIn(permissions: string[], role: 'admin' | 'manager' = 'manager') {
  configureApiClient({ baseUrl: API_BASE_URL, onSessionExpired: () => undefined });
  useAuthStore.setState({
    token: 'access-1',
    user: createSessionUser({ id: `user-${role}-${permissions.length}`, role, permissions }),
    isAuthenticated: true,
    isLoading: false,
  });
}

const emptyPage = { items: [], total: 0, page: 2, pageSize: 10 };

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('the entry’s prefetch of the review-requests page', () => {
  it('asks for the contacts the address shows, with the page’s own query', async () => {
    const api = fakeApi({ 'GET /api/review-requests/contacts': () => ok(emptyPage) });
    signIn(['SendReviewRequests']);

    prefetch('/customer/requests?search=omar&page=2&pageSize=10', '/customer');

    await waitFor(() => expect(api.requestsTo('/api/review-requests/contacts')).toHaveLength(1));
    const url = new URL(api.requestsTo('/api/review-requests/contacts')[0].url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', pageSize: '10', search: 'omar' });
  });

  it('reads nothing for another tab, nor for a user without SendReviewRequests', async () => {
    const api = fakeApi({ 'GET /api/review-requests/contacts': () => ok(emptyPage) });
    signIn(['SendReviewRequests']);
    prefetch('/customer/requests?tab=history', '/customer');
    signIn(['ViewReviews', 'ManageTeam']);
    prefetch('/customer/requests', '/customer');

    // Both prefetches read the notices (subscription, deletion): once those went out, a contacts read would have too.
    await waitFor(() => expect(api.fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(api.requestsTo('/api/review-requests/contacts')).toHaveLength(0);
  });
});
