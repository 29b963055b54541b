import { useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { act, screen } from '@testing-library/react';
import { prepareI18n, renderShellAt } from './renderShell';

// The remotes are loaded through the federation runtime; here it hands back a stand-in area that names itself.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(async (id: string) => ({
    default: ({ basePath }: { basePath: string }) => <p>{`area ${id} at ${basePath}`}</p>,
  })),
}));

import { registerRuntimeRemotes } from '../../federation/mf';

beforeAll(() => {
  registerRuntimeRemotes({
    publicSite: 'http://localhost:4201/mf-manifest.json',
    business: 'http://localhost:4202/mf-manifest.json',
    onboarding: 'http://localhost:4203/mf-manifest.json',
    admin: 'http://localhost:4204/mf-manifest.json',
  });
});

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  await prepareI18n('en');
});

function signIn(overrides: Parameters<typeof createSessionUser>[0] = {}) {
  useAuthStore.setState({
    user: createSessionUser(overrides),
    token: 'token',
    isAuthenticated: true,
    isLoading: false,
  });
}

const path = () => screen.getByTestId('path').textContent;

describe('top-level routes and guards', () => {
  it('sends a visitor who opens the dashboard to the login page', async () => {
    renderShellAt('/customer/reviews');
    expect(await screen.findByText('area publicSite/Routes at /')).toBeInTheDocument();
    expect(path()).toBe('/login');
  });

  it('sends a user whose e-mail is not confirmed to check their e-mail', async () => {
    signIn({ email_confirmed: false, email: 'new@example.com' });
    renderShellAt('/customer');
    await screen.findByText('area publicSite/Routes at /');
    expect(path()).toBe('/check-email?email=new%40example.com');
  });

  it('sends a business user who has not finished onboarding to the wizard', async () => {
    signIn({ currentStep: 1 });
    renderShellAt('/customer/analytics');
    expect(await screen.findByText('area onboarding/Routes at /welcome')).toBeInTheDocument();
  });

  it('sends a user who finished onboarding from the wizard to the dashboard', async () => {
    signIn({ currentStep: 4 });
    renderShellAt('/welcome');
    expect(await screen.findByText('area business/Routes at /customer')).toBeInTheDocument();
  });

  it('sends the super admin from the wizard to the admin console', async () => {
    signIn({ role: 'super_admin', business_id: null, currentStep: 4 });
    renderShellAt('/welcome');
    expect(await screen.findByText('area admin/Routes at /admin')).toBeInTheDocument();
  });

  it('shows a business admin the not-allowed message on the admin console', async () => {
    signIn({ role: 'admin' });
    renderShellAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page')).toBeInTheDocument();
    expect(screen.queryByText(/area admin/)).not.toBeInTheDocument();
  });

  it('says the not-allowed message in Arabic', async () => {
    await prepareI18n('ar');
    signIn({ role: 'viewer' });
    renderShellAt('/admin/plans');
    expect(await screen.findByRole('heading', { name: 'غير مصرح لك' })).toBeInTheDocument();
    expect(screen.getByText('ليس لديك الصلاحية للوصول إلى هذه الصفحة')).toBeInTheDocument();
  });

  it('sends a signed-in user away from the login page to their home', async () => {
    signIn({ role: 'super_admin', business_id: null });
    renderShellAt('/login');
    expect(await screen.findByText('area admin/Routes at /admin')).toBeInTheDocument();
  });

  it('lets a visitor see the public site at any other path', async () => {
    renderShellAt('/anything/else');
    expect(await screen.findByText('area publicSite/Routes at /')).toBeInTheDocument();
    expect(path()).toBe('/anything/else');
  });
});

describe('after a login', () => {
  it('returns the user to the page that asked for the login', async () => {
    renderShellAt('/customer/team');
    await screen.findByText('area publicSite/Routes at /');
    expect(path()).toBe('/login');

    act(() => signIn({ currentStep: 4 }));
    expect(await screen.findByText('area business/Routes at /customer')).toBeInTheDocument();
    expect(path()).toBe('/customer/team');
  });
});
