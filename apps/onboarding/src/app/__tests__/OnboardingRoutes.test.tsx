import { STORAGE_KEYS, useAuthStore } from '@sumaa/api-client';
import { resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, renderArea, setUpArea } from '@sumaa/app-kit/testing';
import { screen, within } from '@testing-library/react';
import { createSyncJob, createSyncSummary, stagesWith } from '../../testing/factories';
import { newOwner } from '../../testing/owners';
import { onboardingArea } from '../../testing/onboardingArea';

function steps() {
  return within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
}

const completedJob = createSyncJob({
  status: 'completed',
  progress: 100,
  stages: stagesWith('completed', 'completed', 'completed', 'completed', 'completed'),
  summary: createSyncSummary(),
});

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  await setUpArea(onboardingArea, 'en');
});

describe('the onboarding wizard frame', () => {
  it('shows the saved step as the current one and the earlier ones as completed', async () => {
    fakeApi({ 'GET /api/reviews/sync/latest': () => ok(completedJob) });
    await renderArea(onboardingArea, '/welcome', { user: newOwner(3) });

    const items = steps();
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, null, 'step']);
    expect(items[3]).toHaveTextContent('All set');
    expect(items[0]).toHaveTextContent('Connect Google (completed)');
    expect(items[2]).toHaveTextContent('Synchronise reviews (completed)');
    expect(screen.getByRole('heading', { level: 2, name: 'All set' })).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'A first look at your dashboard' })).toBeInTheDocument();
  });

  it('starts a new account at connecting Google, with the button that does it', async () => {
    fakeApi({});
    await renderArea(onboardingArea, '/welcome', { user: newOwner(0) });

    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Sumaa, Sara Alotaibi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Connect Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Google' })).toBeEnabled();
  });

  it('clamps a saved step beyond the last one to the last step', async () => {
    fakeApi({ 'GET /api/reviews/sync/latest': () => ok(completedJob) });
    await renderArea(onboardingArea, '/welcome', { user: newOwner(5) });

    expect(steps()[3]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the steps and the current one in Arabic, with Arabic digits', async () => {
    fakeApi({ 'GET /api/integration/google/locations': () => ok({ items: [], linkedElsewhereCount: 0 }) });
    await renderArea(onboardingArea, '/welcome', { language: 'ar', user: newOwner(1) });

    const items = within(screen.getByRole('list', { name: 'خطوات الإعداد' })).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'اختيار المواقع' })).toBeInTheDocument();
    expect(screen.getByText('الخطوة ٢ من ٤')).toBeInTheDocument();
    expect(await screen.findByText('لم يتم العثور على أي مواقع في حسابك على Google.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });

  it('switches the language and the page direction from the header', async () => {
    fakeApi({});
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(0) });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('heading', { level: 2, name: 'ربط حساب Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ربط حساب Google' })).toBeInTheDocument();
  });

  it('sends other paths inside the area to the wizard', async () => {
    fakeApi({});
    await renderArea(onboardingArea, '/welcome/step/7', { user: newOwner(0) });

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/welcome$/);
  });

  it('logs out: the session is cleared and the login page opens', async () => {
    fakeApi({ 'POST /api/UsernameAuth/logout': () => ok(null) });
    localStorage.setItem(STORAGE_KEYS.token, 'access-1');
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(0) });

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
