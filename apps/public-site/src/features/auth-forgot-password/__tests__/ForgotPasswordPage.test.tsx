import { AUTH_PATHS } from '@sumaa/api-client';
import { resetAuthStore } from '@sumaa/api-client/testing';
import { errorOf, fakeApi, offline, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

async function send(email: string, language: 'ar' | 'en' = 'en') {
  const view = await renderArea(publicSiteArea, '/forgot-password', { language });
  const field = await screen.findByRole('textbox', {
    name: language === 'en' ? 'Email' : 'البريد الإلكتروني',
  });
  await view.user.type(field, email);
  await view.user.click(
    screen.getByRole('button', { name: language === 'en' ? 'Send reset link' : 'إرسال رابط إعادة التعيين' }),
  );
  return field;
}

describe('forgot password', () => {
  it('confirms the same way whether or not the address has an account', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.forgotPassword}`]: () => ok(null) });
    await send('Nobody@Example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for this email, you’ll receive a link to reset your password within a few minutes.',
    );
    expect(await api.requestsTo(AUTH_PATHS.forgotPassword)[0].json()).toEqual({
      email: 'nobody@example.com',
    });
    expect(document.title).toBe('Forgot your password? · Sumaa');
  });

  it('checks the address before sending', async () => {
    const api = fakeApi({});
    const field = await send('not-an-email');
    await waitFor(() => expect(errorOf(field)).toBe('Email is invalid'));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('puts the server’s field error under the field', async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.forgotPassword}`]: () =>
        refused(400, 'Please correct the highlighted fields', { email: ['Email is invalid'] }),
    });
    const field = await send('sara@example.com');
    await waitFor(() => expect(errorOf(field)).toBe('Email is invalid'));
  });

  it('shows the generic error when the request fails', async () => {
    fakeApi({ [`POST ${AUTH_PATHS.forgotPassword}`]: offline });
    await send('sara@example.com', 'ar');
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.');
  });
});
