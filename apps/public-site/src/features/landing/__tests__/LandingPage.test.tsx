import { useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../../testing/fakeApi';
import { renderPublicSite } from '../../../testing/renderPublicSite';

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('landing page', () => {
  it('names the product, makes its promise and invites a visitor to sign up or log in', async () => {
    fakeApi({});
    await renderPublicSite('/', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'سمعة' })).toBeInTheDocument();
    expect(within(main).getByText(/اجمع تقييمات Google لجميع فروعك/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'ابدأ تجربتك المجانية' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(main).getByRole('link', { name: 'سجّل الدخول' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('إدارة تقييمات Google لنشاطك التجاري · سمعة');
  });

  it('hides the sign-up button from a signed-in user and offers their dashboard instead', async () => {
    fakeApi({});
    useAuthStore.setState({
      token: 'access-1',
      isAuthenticated: true,
      user: createSessionUser({ full_name: 'Sara', currentStep: 4 }),
    });
    await renderPublicSite('/');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/customer');
    expect(within(main).queryByRole('link', { name: 'Start your free trial' })).not.toBeInTheDocument();
    expect(within(main).getByText('Welcome, Sara. You are signed in.')).toBeInTheDocument();
  });
});
