import { AUTH_PATHS } from '@sumaa/api-client';
import { resetAuthStore } from '@sumaa/api-client/testing';
import {
  describedTextOf,
  errorOf,
  fakeApi,
  fieldByLabel,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import { passwordPolicyEndpoint } from '@sumaa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

async function fill(path: string, password: string, confirmation: string) {
  const view = await renderArea(publicSiteArea, path);
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
  await view.user.type(fieldByLabel('New password'), password);
  await view.user.type(fieldByLabel('Confirm password'), confirmation);
  await view.user.click(screen.getByRole('button', { name: 'Save new password' }));
  return view;
}

describe('reset password', () => {
  it('says the passwords do not match, without sending', async () => {
    const api = fakeApi({});
    await fill('/reset-password?token=tok-1', 'new-password-1', 'new-password-2');
    await waitFor(() => expect(errorOf(fieldByLabel('Confirm password'))).toBe('Passwords do not match'));
    expect(fieldByLabel('Confirm password')).toHaveFocus();
    expect(api.requestsTo(AUTH_PATHS.resetPassword)).toHaveLength(0);
  });

  it('holds a new password to the minimum length', async () => {
    fakeApi({});
    await fill('/reset-password?token=tok-1', 'short', 'short');
    await waitFor(() =>
      expect(errorOf(fieldByLabel('New password'))).toBe('Password must be at least 8 characters'),
    );
  });

  it('says the platform’s rule from the server and holds the password to it before sending', async () => {
    const api = fakeApi({
      [`GET ${passwordPolicyEndpoint.path}`]: () => ok({ minLength: 12, requireSpecialChars: true }),
      [`POST ${AUTH_PATHS.resetPassword}`]: () => ok(null),
    });
    const { user } = await renderArea(publicSiteArea, '/reset-password?token=tok-1');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await waitFor(() =>
      expect(describedTextOf(fieldByLabel('New password'))).toContain('At least 12 characters'),
    );
    expect(describedTextOf(fieldByLabel('New password'))).toContain('at least one special character');

    await user.type(fieldByLabel('New password'), 'tenletters');
    await user.type(fieldByLabel('Confirm password'), 'tenletters');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(errorOf(fieldByLabel('New password'))).toBe('Password must be at least 12 characters'),
    );

    await user.type(fieldByLabel('New password'), 'ab');
    await user.type(fieldByLabel('Confirm password'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(errorOf(fieldByLabel('New password'))).toBe(
        'The password must contain at least one special character (e.g. ! @ # -)',
      ),
    );
    expect(api.requestsTo(AUTH_PATHS.resetPassword)).toHaveLength(0);

    await user.type(fieldByLabel('New password'), '!');
    await user.type(fieldByLabel('Confirm password'), '!');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(api.requestsTo(AUTH_PATHS.resetPassword)).toHaveLength(1));
    expect(await api.requestsTo(AUTH_PATHS.resetPassword)[0].json()).toEqual({
      code: 'tok-1',
      newPassword: 'tenlettersab!',
    });
  });

  it('says the server’s rule in Arabic too', async () => {
    fakeApi({
      [`GET ${passwordPolicyEndpoint.path}`]: () => ok({ minLength: 12, requireSpecialChars: false }),
    });
    await renderArea(publicSiteArea, '/reset-password?token=tok-1', { language: 'ar' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(describedTextOf(fieldByLabel('كلمة المرور الجديدة'))).toContain('١٢'));
  });

  it('sends the token as `code` with the new password, then offers the login', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.resetPassword}`]: () => ok(null) });
    await fill('/reset-password?token=tok-1', 'new-password-1', 'new-password-1');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    expect(await api.requestsTo(AUTH_PATHS.resetPassword)[0].json()).toEqual({
      code: 'tok-1',
      newPassword: 'new-password-1',
    });
  });

  it('also reads the token from `?code=`', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.resetPassword}`]: () => ok(null) });
    await fill('/reset-password?code=tok-2', 'new-password-1', 'new-password-1');
    await screen.findByRole('link', { name: 'Go to log in' });
    expect(await api.requestsTo(AUTH_PATHS.resetPassword)[0].json()).toMatchObject({ code: 'tok-2' });
  });

  it('shows the server’s message when the link is refused, with a way to ask for a new one', async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.resetPassword}`]: () =>
        refused(400, 'This reset link is invalid or has expired.', {
          code: ['This reset link is invalid or has expired.'],
        }),
    });
    await fill('/reset-password?token=expired', 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says the link is invalid when it carries no token', async () => {
    const api = fakeApi({});
    await renderArea(publicSiteArea, '/reset-password', { language: 'ar' });
    expect(await screen.findByText('رابط إعادة التعيين غير صالح أو ناقص.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/كلمة المرور الجديدة/)).not.toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
