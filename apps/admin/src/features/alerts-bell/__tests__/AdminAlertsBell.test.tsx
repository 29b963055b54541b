import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, fakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { PlatformAlert, SystemOverview } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea } from '../../../testing/adminArea';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SUPER_ADMIN = createSessionUser({ role: 'super_admin', business_id: null, full_name: 'Huda' });

const SYNC_FAILED: PlatformAlert = {
  id: 'sync:1',
  kind: 'syncFailed',
  at: '2026-03-30T08:00:00.000Z',
  businessId: 'b-1',
  subject: 'مقهى الرياض',
  detail: 'googleUnavailable',
  link: { section: 'customers', search: 'مقهى الرياض' },
};
const PAYMENT_FAILED: PlatformAlert = {
  id: 'invoice:1',
  kind: 'paymentFailed',
  at: '2026-03-29T08:00:00.000Z',
  businessId: 'b-2',
  subject: 'Bell Bakery',
  detail: 'card declined',
  link: { section: 'subscriptions', search: 'Bell Bakery' },
};

function systemOverview(databaseStatus: 'healthy' | 'error'): SystemOverview {
  const check = (kind: 'database' | 'mail', status: 'healthy' | 'warning' | 'error') => ({
    id: kind,
    kind,
    name: '',
    status,
    problem: status === 'healthy' ? null : ('timeout' as const),
    detail: null,
    durationMs: 3,
    figures: {},
  });
  return {
    status: databaseStatus,
    uptimeSeconds: 60,
    startedAt: '2026-03-30T09:00:00.000Z',
    checkedAt: '2026-03-30T09:01:00.000Z',
    // A warning is the system page's to show, not an alert.
    checks: [check('database', databaseStatus), check('mail', 'warning')],
  };
}

function playApi(alerts: PlatformAlert[], databaseStatus: 'healthy' | 'error' = 'healthy') {
  return fakeApi({
    'GET /api/UsernameAuth/health': () => ok(null),
    'GET /api/system/overview': () => ok(systemOverview(databaseStatus)),
    'GET /api/admin/alerts': () => ok({ items: alerts }),
    // The overview page's own figures: never answered, the header is what these tests look at.
    'GET /api/admin/overview': () => new Promise<Response>(() => {}),
  });
}

const open = (language: Language = 'en') =>
  renderArea(adminArea, '/admin/overview', { user: SUPER_ADMIN, language, strict: false });

/** The item texts as a reader sees them (without the invisible marks that keep each name's direction). */
const itemTexts = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('button')
    .filter((button) => button.closest('li'))
    .map((button) => (button.textContent ?? '').replace(/[\u2068\u2069]/g, ''));

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('the admin console’s bell', () => {
  it('counts and lists a failing system check, a failing sync and a failed payment, each translated', async () => {
    playApi([SYNC_FAILED, PAYMENT_FAILED], 'error');
    await open();

    const bell = await screen.findByRole('button', { name: 'Platform alerts: 3' });
    expect(bell).toHaveTextContent('3');
    await userEvent.click(bell);

    const panel = screen.getByRole('region', { name: 'Platform alerts' });
    expect(itemTexts(panel)).toEqual([
      expect.stringMatching(/^System check failing: Database/),
      expect.stringMatching(/^Review sync failed: مقهى الرياض \(googleUnavailable\)/),
      expect.stringMatching(/^Payment failed: Bell Bakery \(card declined\)/),
    ]);
  });

  it('opens, by keyboard, the section where an alert is dealt with, filtered to it', async () => {
    playApi([SYNC_FAILED, PAYMENT_FAILED]);
    await open();
    const user = userEvent.setup();

    const bell = await screen.findByRole('button', { name: 'Platform alerts: 2' });
    bell.focus();
    await user.keyboard('{Enter}');
    // Into the panel, then through its button to the first alert and down to the payment.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveTextContent(/^Review sync failed/);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent(/^Payment failed/);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(currentLocation()).toBe('/admin/subscriptions?search=Bell+Bakery'));
    // The panel closed and the focus is back on the bell.
    expect(screen.queryByRole('region', { name: 'Platform alerts' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Platform alerts: 2' }));
  });

  it('sends a failing check to the system page and the panel’s button to the overview', async () => {
    playApi([], 'error');
    await open();

    await userEvent.click(await screen.findByRole('button', { name: 'Platform alerts: 1' }));
    await userEvent.click(screen.getByRole('button', { name: /^System check failing: Database/ }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/system'));

    await userEvent.click(screen.getByRole('button', { name: 'Platform alerts: 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'All alerts on the overview' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/overview'));
  });

  it('speaks Arabic, right to left, with Arabic-Indic digits', async () => {
    playApi([SYNC_FAILED, PAYMENT_FAILED]);
    await open('ar');

    const bell = await screen.findByRole('button', { name: 'تنبيهات المنصة: ٢' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'تنبيهات المنصة' });
    expect(itemTexts(panel)).toEqual([
      expect.stringMatching(/^فشلت مزامنة المراجعات: مقهى الرياض \(googleUnavailable\)/),
      expect.stringMatching(/^فشل الدفع: Bell Bakery \(card declined\)/),
    ]);
  });

  it('says plainly when nothing needs attention, with no count', async () => {
    playApi([]);
    await open();

    const bell = await screen.findByRole('button', { name: 'Platform alerts' });
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Platform alerts' });
    expect(await within(panel).findByText('No alerts right now')).toBeInTheDocument();
    // The answer is in, and the bell carries no count.
    expect(bell).toHaveAccessibleName('Platform alerts');
    expect(bell.textContent).toBe('');
  });

  it('says the alerts could not be loaded, and loads them again on retry', async () => {
    const api = playApi([PAYMENT_FAILED]);
    api.answer({ 'GET /api/admin/alerts': () => refused(503, null) });
    await open();

    await userEvent.click(await screen.findByRole('button', { name: 'Platform alerts' }));
    const panel = screen.getByRole('region', { name: 'Platform alerts' });
    expect(await within(panel).findByText('The alerts could not be loaded')).toBeInTheDocument();

    api.answer({ 'GET /api/admin/alerts': () => ok({ items: [PAYMENT_FAILED] }) });
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Platform alerts: 1' })).toBeInTheDocument();
  });
});
