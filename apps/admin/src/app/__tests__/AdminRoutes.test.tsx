import { STORAGE_KEYS, useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { renderArea, setUpArea } from '@sumaa/app-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea } from '../../testing/adminArea';

const superAdmin = () =>
  createSessionUser({
    role: 'super_admin',
    full_name: 'Huda Alqahtani',
    email: 'admin@sumaa.test',
    business_id: null,
  });

/**
 * The API answers the system checks (the badge's) with this status, and the bell's alerts with none (anything
 * else is not called by the frame).
 */
function answerHealth(status: number) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    // The overview section's own figures: never answered, the frame is what these tests look at.
    if (new URL(url, 'http://localhost').pathname === '/api/admin/overview')
      return new Promise<Response>(() => {});
    if (url.endsWith('/api/admin/alerts'))
      return new Response(
        JSON.stringify({ success: true, message: '', errors: null, model: { items: [] } }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    if (!url.endsWith('/api/system/overview')) throw new Error(`unexpected call to ${url}`);
    const model =
      status < 400
        ? {
            status: 'healthy',
            uptimeSeconds: 1,
            startedAt: '2026-01-01T00:00:00.000Z',
            checkedAt: '2026-01-01T00:00:01.000Z',
            checks: [],
          }
        : null;
    return new Response(JSON.stringify({ success: status < 400, message: '', errors: null, model }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

/** The frame checks the API's health on mount; let that answer arrive before acting on the page. */
async function healthAnswered() {
  await screen.findByText(/^(All systems operational|النظام يعمل بشكل طبيعي)$/);
}

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  answerHealth(200);
  await setUpArea(adminArea, 'en');
});

describe('the admin console frame', () => {
  it('shows the admin’s full name and “Platform admin” in the header', async () => {
    await renderArea(adminArea, '/admin/overview', { user: superAdmin(), strict: false });

    const header = screen.getByRole('banner');
    expect(within(header).getByText('Huda Alqahtani')).toBeInTheDocument();
    expect(within(header).getByText('Platform admin')).toBeInTheDocument();
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
  });

  it('shows the admin’s full name and “مدير المنصة” in Arabic', async () => {
    await renderArea(adminArea, '/admin/overview', { language: 'ar', user: superAdmin(), strict: false });

    const header = screen.getByRole('banner');
    expect(within(header).getByText('Huda Alqahtani')).toBeInTheDocument();
    expect(within(header).getByText('مدير المنصة')).toBeInTheDocument();
    expect(await screen.findByText('النظام يعمل بشكل طبيعي')).toBeInTheDocument();
  });

  it('lists the eight sections and the account’s security in the sidebar, above the status and the logout button', async () => {
    await renderArea(adminArea, '/admin/plans', { language: 'ar', user: superAdmin(), strict: false });
    await healthAnswered();

    await userEvent.click(screen.getByRole('button', { name: 'القائمة' }));
    const drawer = screen.getByRole('dialog', { name: 'القائمة' });
    const links = within(within(drawer).getByRole('navigation', { name: 'التنقل الرئيسي' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'نظرة عامة',
      'المشتركون',
      'الاشتراكات',
      'الباقات',
      'النظام',
      'التحليلات',
      'الإعدادات',
      'رسائل التواصل',
      'أمان الحساب',
    ]);
    expect(within(drawer).getByRole('link', { name: 'أمان الحساب' })).toHaveAttribute(
      'href',
      '/admin/security',
    );
    expect(within(drawer).getByRole('link', { name: 'الباقات' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(within(drawer).getByRole('status')).toBeInTheDocument();
  });

  it('says the service is not answering when the health check fails', async () => {
    answerHealth(503);
    await renderArea(adminArea, '/admin/overview', { user: superAdmin(), strict: false });

    expect(await screen.findByText('The service is not responding')).toBeInTheDocument();
    expect(screen.queryByText('All systems operational')).not.toBeInTheDocument();
    const calls = (globalThis.fetch as jest.Mock).mock.calls as [RequestInfo | URL][];
    const checks = calls.filter(([input]) =>
      (input instanceof Request ? input.url : String(input)).endsWith('/api/system/overview'),
    );
    expect(checks).toHaveLength(1);
  });

  it('says the service is not answering when the API cannot be reached at all', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as typeof fetch;
    await renderArea(adminArea, '/admin/overview', { user: superAdmin(), strict: false });

    expect(await screen.findByText('The service is not responding')).toBeInTheDocument();
  });

  it('checks the health again every minute', async () => {
    jest.useFakeTimers();
    try {
      answerHealth(503);
      await renderArea(adminArea, '/admin/overview', { user: superAdmin(), strict: false });
      expect(await screen.findByText('The service is not responding')).toBeInTheDocument();

      answerHealth(200);
      jest.advanceTimersByTime(60_000);

      expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens each section with its title and an honest empty state, and sends unknown paths to the overview', async () => {
    await renderArea(adminArea, '/admin/whatever', { user: superAdmin(), strict: false });
    await healthAnswered();

    expect(screen.getByTestId('location')).toHaveTextContent('/admin/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('searches subscribers from the header', async () => {
    await renderArea(adminArea, '/admin/overview', { user: superAdmin(), strict: false });
    await healthAnswered();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'cafe{Enter}');

    expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers?search=cafe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument();
    // The subscribers list runs the header's search in its own box.
    expect(
      screen
        .getAllByRole('searchbox', { name: 'Search subscribers' })
        .some((box) => (box as HTMLInputElement).value === 'cafe'),
    ).toBe(true);
  });

  it('opens the bell to say there are no platform alerts right now', async () => {
    await renderArea(adminArea, '/admin/overview', { user: superAdmin(), strict: false });
    await healthAnswered();

    await userEvent.click(screen.getByRole('button', { name: 'Platform alerts' }));

    expect(
      await within(screen.getByRole('region', { name: 'Platform alerts' })).findByText('No alerts right now'),
    ).toBeInTheDocument();
  });

  it('logs out from the sidebar: the session is cleared and the login page opens', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access-1');
    await renderArea(adminArea, '/admin/overview', { user: superAdmin(), strict: false });
    await healthAnswered();

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
