import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { PlatformSettings } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen } from '@testing-library/react';
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
    smtpHost: 'smtp.example.test',
    smtpPort: 587,
    smtpUsername: 'mailer',
    fromEmail: 'noreply@example.test',
    fromName: 'Sumaa',
    smtpPasswordSet: true,
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
  billing: {
    currency: 'SAR',
    taxRate: 15,
    invoicePrefix: 'INV-',
    paymentMethods: ['mada', 'creditcard'],
    trialPeriod: 14,
  },
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
    endpointHost: 'ai.example.com',
    model: 'gpt-x',
    callsAllowed: false,
  },
};

const open = (language: Language = 'en') =>
  renderArea(settingsArea, '/admin/settings', { user: SUPER_ADMIN, language, strict: false });

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('platform settings screen', () => {
  it('saves every section in one PUT with the revision, numbers as numbers and no empty password', async () => {
    const api = fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/platform-settings': () => ok(SETTINGS),
      'PUT /api/platform-settings': () => ok({ ...SETTINGS, revision: 'rev-2', webhookSecret: null }),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    const minimum = await screen.findByRole('textbox', { name: 'Minimum password length' });
    await user.clear(minimum);
    await user.type(minimum, '12');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The settings were saved')).toBeInTheDocument();
    const [put] = api.requestsTo('/api/platform-settings').filter((request) => request.method === 'PUT');
    const body = (await put.clone().json()) as Record<string, Record<string, unknown>>;
    expect(body.revision).toBe('rev-1');
    expect(body.security.passwordMinLength).toBe(12);
    expect(body.billing.taxRate).toBe(15);
    expect(body.email).not.toHaveProperty('smtpPassword');
  });

  it('shows a stored secret as set, never its value', async () => {
    fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/platform-settings': () => ok(SETTINGS),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('tab', { name: 'E-mail' }));
    expect(await screen.findByText('Set (leave empty to keep it)')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('puts the server’s field errors under their fields, in Arabic', async () => {
    fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/platform-settings': () => ok(SETTINGS),
      'PUT /api/platform-settings': () =>
        refused(400, 'يرجى تصحيح الحقول المحددة', {
          'security.passwordMinLength': ['أدخل رقمًا لا يقل عن 8'],
        }),
    });
    const { user } = await open('ar');
    await user.click(await screen.findByRole('button', { name: 'حفظ الإعدادات' }));
    await user.click(await screen.findByRole('tab', { name: 'الأمان' }));
    expect(await screen.findByText('أدخل رقمًا لا يقل عن 8')).toBeInTheDocument();
  });

  it('shows an error with a retry when the settings cannot be loaded', async () => {
    fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/platform-settings': () => refused(500, null),
    });
    await open();
    expect(await screen.findByText('The settings could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
