import { AUTH_PATHS } from '@sumaa/api-client';
import { resetAuthStore } from '@sumaa/api-client/testing';
import {
  currentLocation,
  deferred,
  errorOf,
  fakeApi,
  offline,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

const PAGE = '/check-email?email=sara%40example.com';

describe('check e-mail', () => {
  it('says where the code went and takes the typed code to /verify-email, Arabic-Indic digits too', async () => {
    fakeApi({});
    const { user } = await renderArea(publicSiteArea, PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(document.title).toBe('Check your email · Sumaa');
    expect(screen.getByText('sara@example.com')).toHaveAttribute('dir', 'ltr');

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '١٢٣ ٤٥٦');
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    await waitFor(() => expect(currentLocation()).toBe('/verify-email?email=sara%40example.com&otp=123456'));
  });

  it('wants six digits', async () => {
    fakeApi({});
    const { user } = await renderArea(publicSiteArea, PAGE);
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.type(code, '12a4');
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    await waitFor(() => expect(errorOf(code)).toBe('The verification code must be 6 digits'));
    expect(currentLocation()).toBe(PAGE);
  });

  it('resends the code: idle, then loading, then sent', async () => {
    const answer = deferred();
    const api = fakeApi({ [`POST ${AUTH_PATHS.sendEmailOtp}`]: () => answer.promise });
    const { user } = await renderArea(publicSiteArea, PAGE);
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).not.toHaveAttribute('aria-busy');

    await user.click(resend);
    expect(resend).toHaveAttribute('aria-busy', 'true');
    answer.resolve(ok(null, { message: 'A verification code has been sent to your email' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We’ve sent a new code to your email.');
    expect(resend).not.toHaveAttribute('aria-busy');
    expect(await api.requestsTo(AUTH_PATHS.sendEmailOtp)[0].json()).toEqual({ email: 'sara@example.com' });
  });

  it('resend: shows “An error occurred while sending” when it fails, or the server’s reason when it gives one', async () => {
    let answer: () => Promise<Response> | Response = offline;
    fakeApi({ [`POST ${AUTH_PATHS.sendEmailOtp}`]: () => answer() });
    const { user } = await renderArea(publicSiteArea, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while sending');

    answer = () => refused(429, 'Too many attempts. Please try again in a little while.');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts'));
  });

  it('shows the resend states in Arabic', async () => {
    fakeApi({ [`POST ${AUTH_PATHS.sendEmailOtp}`]: offline });
    const { user } = await renderArea(publicSiteArea, PAGE, { language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'إعادة إرسال الرمز' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ أثناء الإرسال');
  });

  it('asks for the address when the link carries none, before resending', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.sendEmailOtp}`]: () => ok(null) });
    const { user } = await renderArea(publicSiteArea, '/check-email');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(errorOf(email)).toBe('Email is required'));
    expect(api.fetch).not.toHaveBeenCalled();

    await user.type(email, 'Sara@Example.com');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We’ve sent a new code to your email.')).toBeInTheDocument();
    expect(await api.requestsTo(AUTH_PATHS.sendEmailOtp)[0].json()).toEqual({ email: 'sara@example.com' });
  });
});
