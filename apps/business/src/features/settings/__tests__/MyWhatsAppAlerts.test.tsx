// "My WhatsApp alerts" (issue 23): every member sets their own alerts of new negative reviews on their account page
// (and, with Settings, on the settings page's notifications tab, beside the business's switch). The phone is
// checked by the contract's rule before anything is sent and normalised as the server keeps it; the server's
// refusals land under the field; where WhatsApp is not set up, neither the member's nor the business's switch turns on.
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { type FakeApi, fakeApi, fieldByLabel, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import { type BusinessProfile, DEFAULT_BUSINESS_SETTINGS, type WhatsAppAlertChoice } from '@sumaa/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import { businessArea } from '../../../testing/businessArea';
import { settingsTexts } from '../i18n';
import { leavingTexts } from '../leaving/leavingTexts';

const area = {
  ...businessArea,
  texts: { ...businessArea.texts, 'business.settings': settingsTexts, 'business.leaving': leavingTexts },
};
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const NO_DELETION = {
  scheduled: false,
  requestedAt: null,
  effectiveAt: null,
  callerIsOwner: false,
};

const PROFILE: BusinessProfile = {
  id: 'business-1',
  name: 'مقهى الرياض',
  ownerName: 'Sara Alotaibi',
  email: 'hello@cafe-riyadh.example',
  phone: '0112345678',
  address: '',
  industry: 'cafes',
  country: 'SA',
  city: 'الرياض',
  logoUrl: '',
  website: '',
  description: '',
};

function alertsApi(
  saved: WhatsAppAlertChoice,
  answer?: (body: { on: boolean; phone?: string | null }) => Response,
) {
  let current = saved;
  return fakeApi({
    'GET /api/privacy/business-deletion': () => ok(NO_DELETION),
    'GET /api/privacy/account': () => ok({ confirmWith: 'password', ownsBusiness: false }),
    'GET /api/Businesses': () => ok(PROFILE),
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'PUT /api/business-settings': async (request) => {
      const changes = await request.json();
      return ok({
        ...DEFAULT_BUSINESS_SETTINGS,
        notifications: { ...DEFAULT_BUSINESS_SETTINGS.notifications, ...changes.notifications },
      });
    },
    'GET /api/notifications/whatsapp-alerts': () => ok(current),
    'PUT /api/notifications/whatsapp-alerts': async (request) => {
      const body = await request.json();
      if (answer) return answer(body);
      current = { ...current, on: body.on, phone: body.phone === undefined ? current.phone : body.phone };
      return ok(current, { message: body.on ? 'WhatsApp alerts are on' : 'WhatsApp alerts are off' });
    },
  });
}

/** The PUTs sent to a path (its GETs left out). */
const puts = (api: FakeApi, path: string) =>
  api.requestsTo(path).filter((request) => request.method === 'PUT');

const viewer = createSessionUser({ role: 'viewer', permissions: ['ViewReviews'] });
const owner = createSessionUser({ role: 'admin', permissions: [] });

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('my WhatsApp alerts', () => {
  it('lets a member without Settings turn theirs on from their account page, the phone normalised', async () => {
    const api = alertsApi({ on: false, phone: null, available: true });
    const { user } = await renderArea(area, '/customer/account', { user: viewer, strict: false });
    expect(await screen.findByRole('heading', { name: 'My WhatsApp alerts' })).toBeInTheDocument();
    const save = await screen.findByRole('button', { name: 'Save my alerts' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Send me WhatsApp alerts' }));
    await user.type(fieldByLabel('Your WhatsApp mobile number'), '050 123 4567');
    await user.click(save);

    await waitFor(() => expect(puts(api, '/api/notifications/whatsapp-alerts')).toHaveLength(1));
    expect(await puts(api, '/api/notifications/whatsapp-alerts')[0].json()).toEqual({
      on: true,
      phone: '+966501234567',
    });
    expect(await screen.findByText('WhatsApp alerts are on')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Send me WhatsApp alerts' })).toBeChecked();
    expect(fieldByLabel('Your WhatsApp mobile number')).toHaveValue('+966501234567');
    expect(screen.getByRole('button', { name: 'Save my alerts' })).toBeDisabled();
  });

  it('asks for a phone, and refuses one that is not, before sending anything', async () => {
    const api = alertsApi({ on: false, phone: null, available: true });
    const { user } = await renderArea(area, '/customer/account', { user: viewer, strict: false });
    await user.click(await screen.findByRole('switch', { name: 'Send me WhatsApp alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save my alerts' }));
    expect(fieldByLabel('Your WhatsApp mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the mobile number the WhatsApp alerts should go to'),
    );
    await user.type(fieldByLabel('Your WhatsApp mobile number'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Save my alerts' }));
    expect(fieldByLabel('Your WhatsApp mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid mobile number, such as 05xxxxxxxx or +9715xxxxxxxx'),
    );
    expect(puts(api, '/api/notifications/whatsapp-alerts')).toHaveLength(0);
  });

  it('shows the server’s refusal of the phone under the field', async () => {
    alertsApi({ on: false, phone: null, available: true }, () =>
      refused(400, 'Please correct the highlighted fields', {
        phone: ['This number cannot receive WhatsApp'],
      }),
    );
    const { user } = await renderArea(area, '/customer/account', { user: viewer, strict: false });
    await user.click(await screen.findByRole('switch', { name: 'Send me WhatsApp alerts' }));
    await user.type(fieldByLabel('Your WhatsApp mobile number'), '0501234567');
    await user.click(screen.getByRole('button', { name: 'Save my alerts' }));
    await waitFor(() =>
      expect(fieldByLabel('Your WhatsApp mobile number')).toHaveAccessibleDescription(
        expect.stringContaining('This number cannot receive WhatsApp'),
      ),
    );
  });

  it('cannot be turned on where WhatsApp is not set up, and says so, in Arabic', async () => {
    alertsApi({ on: false, phone: null, available: false });
    await renderArea(area, '/customer/account', { user: viewer, language: 'ar', strict: false });
    const mine = await screen.findByRole('switch', { name: 'أرسل لي تنبيهات واتساب' });
    expect(mine).toBeDisabled();
    expect(mine).toHaveAccessibleDescription(
      'واتساب غير مهيّأ على هذا الخادم بعد، لذا لا يمكن تفعيل التنبيهات.',
    );
  });
});

describe('the business’s WhatsApp alerts switch', () => {
  it('turns on where WhatsApp is set up and is saved with the settings, beside the member’s own alerts', async () => {
    const api = alertsApi({ on: false, phone: null, available: true });
    const { user } = await renderArea(area, '/customer/settings', { user: owner, strict: false });
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const business = screen.getByRole('switch', { name: 'WhatsApp alerts for negative reviews' });
    await waitFor(() => expect(business).toBeEnabled());
    expect(business).toHaveAccessibleDescription(
      'Every member who turns on their own alerts gets a WhatsApp message for each new negative review, with its stars, branch and link.',
    );
    expect(screen.getByRole('heading', { name: 'My WhatsApp alerts' })).toBeInTheDocument();
    await user.click(business);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts(api, '/api/business-settings')).toHaveLength(1));
    expect(await puts(api, '/api/business-settings')[0].json()).toEqual({
      notifications: { smsNotifications: true },
    });
  });

  it('is shown as not available, in Arabic, where WhatsApp is not set up', async () => {
    alertsApi({ on: false, phone: null, available: false });
    const { user } = await renderArea(area, '/customer/settings', {
      user: owner,
      language: 'ar',
      strict: false,
    });
    await user.click(await screen.findByRole('tab', { name: 'الإشعارات' }));
    const business = screen.getByRole('switch', { name: 'تنبيهات واتساب للتقييمات السلبية' });
    await waitFor(() =>
      expect(business).toHaveAccessibleDescription(
        'واتساب غير مهيّأ على هذا الخادم بعد، لذا لا يمكن تفعيل هذه التنبيهات. اطلب من مسؤول المنصة إعداده.',
      ),
    );
    expect(business).toBeDisabled();
  });
});
