import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { AiUsage, PlatformSettings } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, within } from '@testing-library/react';
import { adminArea } from '../../../testing/adminArea';
import { settingsTexts } from '../i18n';

const settingsArea = { ...adminArea, texts: { ...adminArea.texts, 'admin.settings': settingsTexts } };

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SUPER_ADMIN = createSessionUser({ role: 'super_admin', business_id: null, full_name: 'Huda' });

const SETTINGS: PlatformSettings = {
  revision: 'rev-1',
  general: {
    platformName: 'سمعة',
    platformDescription: '',
    defaultLanguage: 'ar',
    timezone: 'Asia/Riyadh',
    maintenanceMode: false,
  },
  email: {
    smtpHost: '',
    smtpPort: 587,
    smtpUsername: '',
    fromEmail: '',
    fromName: '',
    smtpPasswordSet: false,
    activeTransport: 'configured',
    verifiedAt: null,
  },
  security: {
    passwordMinLength: 8,
    requireSpecialChars: false,
    sessionTimeout: 24,
    twoFactorAuth: false,
    ipWhitelist: '',
  },
  billing: { currency: 'SAR', taxRate: 15, invoicePrefix: 'INV-', paymentMethods: ['mada'], trialPeriod: 14 },
  notifications: {
    emailNotifications: true,
    smsNotifications: false,
    pushNotifications: false,
    webhookUrl: '',
    webhookSecretSet: false,
  },
  ai: {
    endpointRegion: null,
    provider: '',
    transfersAbroadAllowed: false,
    endpointHost: 'api.example-ai.com',
    model: 'gpt-x-mini',
    // Not declared is not refused (aiTransferRefusal); the console asks for the declaration instead.
    callsAllowed: true,
  },
};

const day = (date: string, succeeded = 0, failed = 0, timedOut = 0) => ({
  day: date,
  succeeded,
  failed,
  timedOut,
});

const USAGE: AiUsage = {
  days: 30,
  from: '2026-11-03T21:00:00.000Z',
  to: '2026-12-03T12:00:00.000Z',
  endpoint: {
    host: 'api.example-ai.com',
    model: 'gpt-x-mini',
    region: null,
    provider: '',
    transfersAbroadAllowed: false,
    callsAllowed: false,
  },
  totals: { calls: 7, succeeded: 5, failed: 1, timedOut: 1, promptTokens: 1200, completionTokens: 300 },
  byDay: [day('2026-12-01', 3, 1), day('2026-12-02'), day('2026-12-03', 2, 0, 1)],
  destinations: [{ host: 'api.example-ai.com', model: 'gpt-x-mini', calls: 7 }],
  topBusinesses: [
    { businessId: 'b-1', name: 'Qahwa House', calls: 5, tokens: 1100 },
    { businessId: 'b-2', name: 'مخبز الريف', calls: 2, tokens: 400 },
  ],
};

const open = (language: Language = 'en') =>
  renderArea(settingsArea, '/admin/settings', { user: SUPER_ADMIN, language, strict: false });

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('the AI settings and usage', () => {
  it('shows the configured host beside the declaration, and saves the region, provider and transfer choice', async () => {
    const api = fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/platform-settings': () => ok(SETTINGS),
      'GET /api/admin/ai-usage': () => ok(USAGE),
      'PUT /api/platform-settings': () => ok({ ...SETTINGS, revision: 'rev-2', webhookSecret: null }),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('tab', { name: 'AI' }));

    expect(
      screen.getByText(/AI calls go to this service, whose region is not declared: declare where it is/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('api.example-ai.com').length).toBeGreaterThan(0);
    const region = screen.getByRole('combobox', { name: 'Where the AI service is' });
    expect(region).toHaveValue('');
    await user.selectOptions(region, 'eu');
    await user.type(screen.getByRole('textbox', { name: 'Provider' }), 'Mistral (Paris)');
    await user.click(
      screen.getByRole('checkbox', { name: 'Allow sending review text to a service outside Saudi Arabia' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The settings were saved')).toBeInTheDocument();
    const [put] = api.requestsTo('/api/platform-settings').filter((request) => request.method === 'PUT');
    const body = (await put.clone().json()) as Record<string, unknown>;
    expect(body.ai).toEqual({
      endpointRegion: 'eu',
      provider: 'Mistral (Paris)',
      transfersAbroadAllowed: true,
    });
  });

  it('sends "not declared" as null', async () => {
    const api = fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/platform-settings': () =>
        ok({ ...SETTINGS, ai: { ...SETTINGS.ai, endpointRegion: 'us', callsAllowed: false } }),
      'GET /api/admin/ai-usage': () => ok(USAGE),
      'PUT /api/platform-settings': () => ok({ ...SETTINGS, revision: 'rev-2', webhookSecret: null }),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('tab', { name: 'AI' }));
    expect(
      screen.getByText(/AI calls are paused: the service is declared to be outside Saudi Arabia/),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Where the AI service is' }), '');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The settings were saved')).toBeInTheDocument();
    const [put] = api.requestsTo('/api/platform-settings').filter((request) => request.method === 'PUT');
    expect(((await put.clone().json()) as { ai: unknown }).ai).toMatchObject({ endpointRegion: null });
  });

  it('shows where the calls went, the totals, the businesses and the days with calls, and asks for another period', async () => {
    const api = fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/platform-settings': () => ok(SETTINGS),
      'GET /api/admin/ai-usage': () => ok(USAGE),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('tab', { name: 'AI' }));

    const totals = await screen.findByRole('region', { name: 'AI call totals' });
    expect(within(totals).getByText('Calls').nextSibling).toHaveTextContent('7');
    expect(within(totals).getByText('Failed or timed out').nextSibling).toHaveTextContent('2');
    expect(within(totals).getByText('Tokens').nextSibling).toHaveTextContent('1,500');

    const businesses = screen.getByRole('table', { name: 'Businesses with the most calls' });
    expect(
      within(businesses)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'BusinessCallsTokens',
      'BusinessQahwa HouseCalls5Tokens1,100',
      'Businessمخبز الريفCalls2Tokens400',
    ]);
    const destinations = screen.getByRole('table', { name: 'Where the calls went' });
    expect(within(destinations).getByText('gpt-x-mini')).toBeInTheDocument();
    // Only the days with calls, newest first.
    const days = screen.getByRole('table', { name: 'Calls by day' });
    expect(within(days).getAllByRole('row')).toHaveLength(3);

    expect(api.requestsTo('/api/admin/ai-usage')[0].url).toMatch(/days=30/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '7');
    await screen.findByRole('region', { name: 'AI call totals' });
    expect(api.requestsTo('/api/admin/ai-usage').some((request) => /days=7\b/.test(request.url))).toBe(true);
  });

  it('reads in Arabic, right to left', async () => {
    fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/platform-settings': () => ok(SETTINGS),
      'GET /api/admin/ai-usage': () => ok(USAGE),
    });
    const { user } = await open('ar');
    await user.click(await screen.findByRole('tab', { name: 'الذكاء الاصطناعي' }));

    expect(await screen.findByRole('heading', { name: 'استخدام الذكاء الاصطناعي' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'موقع خدمة الذكاء الاصطناعي' })).toBeInTheDocument();
    const periods = within(screen.getByRole('combobox', { name: 'الفترة' })).getAllByRole('option');
    expect(periods.map((option) => option.textContent)).toEqual(['آخر ٧ أيام', 'آخر ٣٠ يومًا', 'آخر ٩٠ يومًا']);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The host stays left to right inside the Arabic text.
    expect(screen.getAllByText('api.example-ai.com')[0]).toHaveAttribute('dir', 'ltr');
  });

  it('says the usage could not be loaded, with a retry', async () => {
    fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/platform-settings': () => ok(SETTINGS),
      'GET /api/admin/ai-usage': () => refused(500, null),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('tab', { name: 'AI' }));
    expect(await screen.findByText('The AI usage could not be loaded')).toBeInTheDocument();
  });
});
