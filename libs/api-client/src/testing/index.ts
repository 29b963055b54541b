// Test support for code that uses @sumaa/api-client: data factories and a store reset. Not for production code.
import type { ApiUser, AuthSession } from '@sumaa/contracts';
import { initialAuthState, useAuthStore } from '../authStore';
import type { SessionUser } from '../sessionUser';

/** Puts the auth store back to what a fresh page load would see, given the current localStorage. */
export function resetAuthStore(): void {
  useAuthStore.setState(initialAuthState());
}

export function createApiUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    id: 'user-1',
    email: 'owner@example.com',
    name: 'سارة العتيبي',
    phone: '0512345678',
    profileImagePath: null,
    currentStep: 4,
    emailConfirmed: true,
    businessId: 'business-1',
    createdAt: '2025-01-10T09:00:00.000Z',
    trialEndsAt: '2025-01-24T09:00:00.000Z',
    lastLoginAt: '2025-03-01T08:30:00.000Z',
    isActive: true,
    ...overrides,
  };
}

export function createAuthSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    user: createApiUser(),
    role: 'admin',
    permissions: ['ViewReviews', 'ReplyReviews', 'ViewAnalytics', 'ManageTeam', 'Settings'],
    token: 'access-1',
    refresh_token: 'refresh-1',
    expiresIn: 900,
    ...overrides,
  };
}

export function createSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'owner@example.com',
    full_name: 'سارة العتيبي',
    avatarUrl: null,
    role: 'admin',
    organization_id: 'business-1',
    business_id: 'business-1',
    permissions: [],
    currentStep: 4,
    email_confirmed: true,
    created_at: '2025-01-10T09:00:00.000Z',
    last_login: null,
    is_active: true,
    phone: '0512345678',
    ...overrides,
  };
}
export { type ApiHandler, type FakeApi, deferred, envelope, fakeApi, offline, ok, refused } from './fakeApi';
