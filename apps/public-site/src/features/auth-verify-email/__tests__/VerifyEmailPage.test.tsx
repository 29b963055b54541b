import { AUTH_PATHS, useAuthStore } from '@sumaa/api-client';
import { createApiUser, resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, fakeApi, offline, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

function confirmed(currentStep = 0) {
  return ok({
    user: createApiUser({ email: 'new@example.com', emailConfirmed: true, currentStep }),
    userRoles: { role: { name: 'admin' } },
    permissions: [],
    tokens: { accessToken: 'access-new', refreshToken: 'refresh-new' },
  });
}

describe('verify e-mail', () => {
  it('confirms once, even under StrictMode, and takes a new user to /welcome', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.confirmEmail}`]: () => confirmed(0) });
    await renderArea(publicSiteArea, '/verify-email?email=new%40example.com&otp=111111');

    await waitFor(() => expect(currentLocation()).toBe('/welcome'));
    expect(api.requestsTo(AUTH_PATHS.confirmEmail)).toHaveLength(1);
    expect(await api.requestsTo(AUTH_PATHS.confirmEmail)[0].json()).toEqual({
      email: 'new@example.com',
      Otp: '111111',
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'access-new' });
  });

  it('shows the verifying state while the server answers', async () => {
    fakeApi({ [`POST ${AUTH_PATHS.confirmEmail}`]: () => new Promise<Response>(() => undefined) });
    await renderArea(publicSiteArea, '/verify-email?email=slow%40example.com&otp=222222');
    expect(await screen.findByText('Confirming your email...')).toBeInTheDocument();
    expect(document.title).toBe('Email confirmation · Sumaa');
  });

  it('says “Verification failed or link expired.” for a refused code, with a way to get a new one', async () => {
    fakeApi({ [`POST ${AUTH_PATHS.confirmEmail}`]: () => refused(400, null, { Otp: ['wrong'] }) });
    await renderArea(publicSiteArea, '/verify-email?email=sara%40example.com&otp=333333');

    expect(await screen.findByText('Verification failed or link expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new code' })).toHaveAttribute(
      'href',
      '/check-email?email=sara%40example.com',
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('says “Invalid confirmation link” when the e-mail or the code is missing, without calling the server', async () => {
    const api = fakeApi({});
    const { unmount } = await renderArea(publicSiteArea, '/verify-email?email=sara%40example.com');
    expect(await screen.findByText('Invalid confirmation link')).toBeInTheDocument();
    unmount();

    await renderArea(publicSiteArea, '/verify-email?otp=123456', { language: 'ar' });
    expect(await screen.findByText('رابط التأكيد غير صالح')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إدخال الرمز يدوياً' })).toHaveAttribute('href', '/check-email');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('offers to try again when the server cannot be reached, and then confirms', async () => {
    let answer: () => Promise<Response> | Response = offline;
    const api = fakeApi({ [`POST ${AUTH_PATHS.confirmEmail}`]: () => answer() });
    const { user } = await renderArea(publicSiteArea, '/verify-email?email=new%40example.com&otp=444444');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    answer = () => confirmed(4);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer'));
    expect(api.requestsTo(AUTH_PATHS.confirmEmail)).toHaveLength(2);
  });
});
