import { STORAGE_KEYS, useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnboardingArea, setUpOnboardingI18n } from '../../testing/renderOnboardingArea';

const newOwner = (currentStep: number) =>
  createSessionUser({ role: 'admin', full_name: 'Sara Alotaibi', currentStep, permissions: [] });

function steps() {
  return within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
}

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  await setUpOnboardingI18n('en');
});

describe('the onboarding step frame', () => {
  it('marks the saved step as the current one and the earlier ones as completed', () => {
    renderOnboardingArea('/welcome', newOwner(2));

    const items = steps();
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(items[2]).toHaveTextContent('Synchronise reviews');
    expect(items[0]).toHaveTextContent('Connect Google (completed)');
    expect(items[3]).not.toHaveTextContent('completed');
    expect(screen.getByRole('heading', { level: 2, name: 'Synchronise reviews' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  });

  it('starts a new account at connecting Google, saying plainly that it is not available yet', () => {
    renderOnboardingArea('/welcome', newOwner(0));

    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Sumaa, Sara Alotaibi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Connect Google' })).toBeInTheDocument();
    expect(screen.getByText('Connecting a Google account will be available soon.')).toBeInTheDocument();
    // No button pretends to connect: the only buttons are the header's.
    expect(screen.queryByRole('button', { name: /google|connect/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Log out']);
  });

  it('clamps a saved step beyond the last one to the last step', () => {
    renderOnboardingArea('/welcome', newOwner(5));

    expect(steps()[3]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the steps and the current one in Arabic, with Arabic digits', async () => {
    await setUpOnboardingI18n('ar');
    renderOnboardingArea('/welcome', newOwner(1));

    const items = within(screen.getByRole('list', { name: 'خطوات الإعداد' })).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'اختيار المواقع' })).toBeInTheDocument();
    expect(screen.getByText('الخطوة ٢ من ٤')).toBeInTheDocument();
    expect(screen.getByText('هذه الخطوة ستتوفر قريبًا.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });

  it('switches the language and the page direction from the header', async () => {
    renderOnboardingArea('/welcome', newOwner(0));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('heading', { level: 2, name: 'ربط حساب Google' })).toBeInTheDocument();
  });

  it('sends other paths inside the area to the wizard', () => {
    renderOnboardingArea('/welcome/step/7', newOwner(0));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/welcome$/);
  });

  it('logs out: the session is cleared and the login page opens', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access-1');
    renderOnboardingArea('/welcome', newOwner(0));

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
