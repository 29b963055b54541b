import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import {
  currentLocation,
  errorOf,
  fakeApi,
  type FakeApi,
  fieldByLabel,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import {
  type BusinessProfile,
  type BusinessSettings,
  DEFAULT_BUSINESS_SETTINGS,
  type UpdateBusinessSettingsRequest,
} from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessArea } from '../../../testing/businessArea';
import { settingsTexts } from '../i18n';
import { leavingTexts } from '../leaving/leavingTexts';

// The page's texts are in before it renders, as they are once its code has loaded.
const settingsArea = {
  ...businessArea,
  // The page's texts are in, as once its code loaded: its own and those of its "Your data" section.
  texts: { ...businessArea.texts, 'business.settings': settingsTexts, 'business.leaving': leavingTexts },
};

// The page's texts load with its code and the build machines are shared: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const SETTINGS_PATH = '/customer/settings';
const PROFILE_URL = '/api/Businesses/business-1';
const LOGO_URL = '/api/Businesses/business-1/logo';

const PROFILE: BusinessProfile = {
  id: 'business-1',
  name: 'مقهى الرياض',
  ownerName: 'Sara Alotaibi',
  email: 'hello@cafe-riyadh.example',
  phone: '0112345678',
  address: 'طريق العليا، الرياض',
  industry: 'cafes',
  country: 'SA',
  city: 'الرياض',
  logoUrl: '',
  website: 'https://cafe-riyadh.example',
  description: 'قهوة مختصة',
};

const owner = createSessionUser({ role: 'admin', permissions: [] });

/** The settings a PUT leaves behind: the saved ones with the sent parts written over them. */
function merged(saved: BusinessSettings, changes: UpdateBusinessSettingsRequest): BusinessSettings {
  return {
    notifications: { ...saved.notifications, ...changes.notifications },
    privacy: { ...saved.privacy, ...changes.privacy },
    preferences: { ...saved.preferences, ...changes.preferences },
    replies: { ...saved.replies, ...changes.replies },
  };
}

function settingsApi(
  profile: BusinessProfile | null = PROFILE,
  settings = DEFAULT_BUSINESS_SETTINGS,
): FakeApi {
  return fakeApi({
    'GET /api/Businesses': () =>
      profile ? ok(profile) : refused(404, 'The requested resource was not found'),
    'GET /api/business-settings': () => ok(settings),
    [`PUT ${PROFILE_URL}`]: async (request) => ok({ ...PROFILE, ...(await request.json()) }),
    'POST /api/Businesses': async (request) =>
      ok({ ...PROFILE, ...(await request.json()), id: 'business-1' }),
    'PUT /api/business-settings': async (request) => ok(merged(settings, await request.json())),
    'GET /api/notifications/whatsapp-alerts': () => ok({ on: false, phone: null, available: false }),
    [`POST ${LOGO_URL}`]: () => ok({ ...PROFILE, logoUrl: '/uploads/logos/business-1.png' }),
    [`DELETE ${LOGO_URL}`]: () => ok({ ...PROFILE, logoUrl: '' }),
  });
}

async function openSettings(language: Language = 'en') {
  const rendered = await renderArea(settingsArea, SETTINGS_PATH, { user: owner, language, strict: false });
  await screen.findByRole('tablist');
  return rendered;
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

function imageFile(name: string, type: string, bytes: number): File {
  const file = new File(['logo'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('the settings page', () => {
  it('loads the profile and the settings into their tabs', async () => {
    settingsApi(PROFILE, {
      ...DEFAULT_BUSINESS_SETTINGS,
      notifications: { ...DEFAULT_BUSINESS_SETTINGS.notifications, monthlyReports: true },
      preferences: {
        ...DEFAULT_BUSINESS_SETTINGS.preferences,
        timezone: 'Asia/Dubai',
        dateFormat: 'yyyy-mm-dd',
      },
    });
    const { user } = await openSettings();

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Notifications',
      'Privacy',
      'Preferences',
      'Replies',
      'Smart replies',
      'Reply voice',
    ]);
    expect(fieldByLabel('Business name')).toHaveValue('مقهى الرياض');
    expect(fieldByLabel('Email (optional)')).toHaveValue('hello@cafe-riyadh.example');
    expect(fieldByLabel('Email (optional)')).toHaveAttribute('dir', 'ltr');
    expect(fieldByLabel('Website (optional)')).toHaveAttribute('dir', 'ltr');
    expect(fieldByLabel('Business activity (optional)')).toHaveValue('cafes');
    expect(fieldByLabel('Country (optional)')).toHaveDisplayValue('Saudi Arabia');
    expect(fieldByLabel('About the business (optional)')).toHaveValue('قهوة مختصة');
    expect(screen.getByText('No logo')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Monthly reports' })).toBeChecked();
    const whatsApp = screen.getByRole('switch', { name: 'WhatsApp alerts for negative reviews' });
    expect(whatsApp).not.toBeChecked();
    // WhatsApp is not set up on this server: the business switch cannot be turned on, and says why.
    await waitFor(() =>
      expect(whatsApp).toHaveAccessibleDescription(
        'WhatsApp is not set up on this server yet, so these alerts cannot be turned on. Ask the platform administrator to set it up.',
      ),
    );
    expect(whatsApp).toBeDisabled();
    // No push delivery exists yet: the switch is off, cannot be turned on, and says so.
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toHaveAccessibleDescription(
      /^Coming soon: push notifications aren't available yet/,
    );

    await user.click(screen.getByRole('tab', { name: 'Privacy' }));
    // No public widget yet: its switches are off and disabled, and the section says why.
    expect(screen.getByText(/^Coming soon with the public review widget/)).toBeInTheDocument();
    for (const name of ['Public profile', 'Show contact information', 'Allow search engines to index']) {
      expect(screen.getByRole('switch', { name })).toBeDisabled();
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
    }
    expect(fieldByLabel('Keep reviews for')).toHaveValue('2years');
    expect(
      screen.getByText(/Every day, reviews older than the chosen period are permanently deleted/),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    expect(fieldByLabel('Email language')).toHaveValue('ar');
    expect(fieldByLabel('Timezone')).toHaveValue('Asia/Dubai');
    expect(fieldByLabel('Date format')).toHaveValue('yyyy-mm-dd');
    expect(fieldByLabel('Calendar')).toHaveValue('gregory');
    // No currency choice: every amount is in riyals, and the section says so.
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Amounts are shown in Saudi riyals (SAR), the currency your subscription is billed in.',
      ),
    ).toBeInTheDocument();
  });

  it("saves the approval of agents' replies with the page's save button", async () => {
    const api = settingsApi();
    const { user } = await openSettings();

    await user.click(screen.getByRole('tab', { name: 'Replies' }));
    const approval = screen.getByRole('switch', { name: "Customer service agents' replies need approval" });
    expect(approval).not.toBeChecked();
    expect(approval).toHaveAccessibleDescription(/waits until a manager or an admin approves it/);
    await user.click(approval);
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(
      await api
        .requestsTo('/api/business-settings')
        .find((r) => r.method === 'PUT')!
        .json(),
    ).toEqual({ replies: { requireApprovalForAgents: true } });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(
      screen.getByRole('switch', { name: "Customer service agents' replies need approval" }),
    ).toBeChecked();
  });

  it("turns the business's AI drafts off with the page's save button, saying what it stops", async () => {
    const api = settingsApi();
    const { user } = await openSettings();

    await user.click(screen.getByRole('tab', { name: 'Replies' }));
    const aiDrafts = screen.getByRole('switch', { name: 'Allow AI drafts of replies' });
    expect(aiDrafts).toBeChecked();
    expect(aiDrafts).toHaveAccessibleDescription(/nothing of your reviews is sent to the AI service/);
    await user.click(aiDrafts);
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(
      await api
        .requestsTo('/api/business-settings')
        .find((r) => r.method === 'PUT')!
        .json(),
    ).toEqual({ replies: { aiDrafts: false } });
  });

  it('shows AI drafts turned off as saved, in Arabic', async () => {
    settingsApi(PROFILE, {
      ...DEFAULT_BUSINESS_SETTINGS,
      replies: { requireApprovalForAgents: false, aiDrafts: false },
    });
    const { user } = await openSettings('ar');

    await user.click(screen.getByRole('tab', { name: 'الردود' }));

    expect(screen.getByRole('switch', { name: 'السماح بصياغة الردود بالذكاء الاصطناعي' })).not.toBeChecked();
  });

  it('shows the approval setting as saved, in Arabic', async () => {
    settingsApi(PROFILE, {
      ...DEFAULT_BUSINESS_SETTINGS,
      replies: { requireApprovalForAgents: true, aiDrafts: true },
    });
    const { user } = await openSettings('ar');

    await user.click(screen.getByRole('tab', { name: 'الردود' }));

    expect(screen.getByRole('switch', { name: 'ردود موظفي خدمة العملاء تحتاج إلى موافقة' })).toBeChecked();
  });

  it('shows today in the chosen date format as it is chosen', async () => {
    settingsApi();
    const { user } = await openSettings();
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    const dateFormat = fieldByLabel<HTMLSelectElement>('Date format');

    expect(dateFormat).toHaveAccessibleDescription(/^Today in this format: \d{2}\/\d{2}\/\d{4}$/);
    await user.selectOptions(dateFormat, 'yyyy-mm-dd');
    expect(dateFormat).toHaveAccessibleDescription(/^Today in this format: \d{4}-\d{2}-\d{2}$/);
  });

  it('keeps the save button disabled while nothing differs from what is saved', async () => {
    settingsApi();
    const { user } = await openSettings();

    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('No unsaved changes.');
    await user.type(fieldByLabel('City (optional)'), ' الشمالية');
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).toHaveAccessibleDescription('You have unsaved changes.');

    // Back to what is saved: nothing to save again.
    await user.clear(fieldByLabel('City (optional)'));
    await user.type(fieldByLabel('City (optional)'), 'الرياض');
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await user.click(screen.getByRole('switch', { name: 'Weekly reports' }));
    expect(saveButton()).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: 'Weekly reports' }));
    expect(saveButton()).toBeDisabled();
  });

  it('saves the profile with its id and only the settings that changed, then says so', async () => {
    const api = settingsApi();
    const { user } = await openSettings();

    await user.clear(fieldByLabel('Business name'));
    await user.type(fieldByLabel('Business name'), 'مقهى الرياض - العليا');
    await user.clear(fieldByLabel('Website (optional)'));
    await user.type(fieldByLabel('Website (optional)'), 'olaya.cafe-riyadh.example');
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await user.click(screen.getByRole('switch', { name: 'Monthly reports' }));
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    await user.selectOptions(fieldByLabel('Date format'), 'mm/dd/yyyy');
    await user.selectOptions(fieldByLabel('Calendar'), 'islamic-umalqura');
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(await api.requestsTo(PROFILE_URL)[0].json()).toEqual({
      id: 'business-1',
      name: 'مقهى الرياض - العليا',
      ownerName: 'Sara Alotaibi',
      email: 'hello@cafe-riyadh.example',
      phone: '0112345678',
      address: 'طريق العليا، الرياض',
      industry: 'cafes',
      country: 'SA',
      city: 'الرياض',
      logoUrl: '',
      website: 'https://olaya.cafe-riyadh.example',
      description: 'قهوة مختصة',
    });
    expect(
      await api
        .requestsTo('/api/business-settings')
        .find((r) => r.method === 'PUT')!
        .json(),
    ).toEqual({
      notifications: { monthlyReports: true },
      preferences: { dateFormat: 'mm/dd/yyyy', calendar: 'islamic-umalqura' },
    });
    expect(api.requestsTo('/api/Businesses').filter((r) => r.method === 'POST')).toHaveLength(0);
    // Saved: nothing left to save, and the profile holds the server's model (the website with its https://).
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(fieldByLabel('Website (optional)')).toHaveValue('https://olaya.cafe-riyadh.example');
  });

  it('puts the saved settings where every page reads them, without asking the server again', async () => {
    const api = settingsApi();
    const { user } = await openSettings();

    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    await user.selectOptions(fieldByLabel('Date format'), 'yyyy-mm-dd');
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();

    // Away and back: the page starts from the shared settings query, which already holds the saved format.
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Overview' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer/overview'));
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await user.click(await screen.findByRole('tab', { name: 'Preferences' }));

    expect(fieldByLabel('Date format')).toHaveValue('yyyy-mm-dd');
    expect(api.requestsTo('/api/business-settings').filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it('sends only the settings when only they changed, and says so in Arabic', async () => {
    const api = settingsApi();
    const { user } = await openSettings('ar');

    await user.click(screen.getByRole('tab', { name: 'الخصوصية' }));
    await user.selectOptions(fieldByLabel('مدة الاحتفاظ بالمراجعات'), '1year');
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));

    expect(await screen.findByText('تم حفظ الإعدادات بنجاح')).toBeInTheDocument();
    expect(api.requestsTo(PROFILE_URL)).toHaveLength(0);
    expect(
      await api
        .requestsTo('/api/business-settings')
        .find((r) => r.method === 'PUT')!
        .json(),
    ).toEqual({
      privacy: { dataRetention: '1year' },
    });
  });

  it('creates the profile when the business has none yet', async () => {
    const api = settingsApi(null);
    const { user } = await openSettings();

    expect(fieldByLabel('Business name')).toHaveValue('');
    expect(screen.getByText('Save the profile first, then add the logo.')).toBeInTheDocument();
    await user.type(fieldByLabel('Business name'), 'عيادات ابتسامة');
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    const [created] = api.requestsTo('/api/Businesses').filter((r) => r.method === 'POST');
    const body = await created.json();
    expect(body).toEqual(expect.objectContaining({ name: 'عيادات ابتسامة', industry: '' }));
    expect(body).not.toHaveProperty('id');
  });

  it('checks the business name before sending anything', async () => {
    const api = settingsApi();
    const { user } = await openSettings();

    await user.clear(fieldByLabel('Business name'));
    await user.click(saveButton());

    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(errorOf(fieldByLabel('Business name'))).toBe('Company name is required');
    expect(fieldByLabel('Business name')).toHaveFocus();
    expect(api.requestsTo(PROFILE_URL)).toHaveLength(0);
  });

  it("puts the server's field error under its field and keeps everything as typed", async () => {
    const api = settingsApi();
    api.answer({
      [`PUT ${PROFILE_URL}`]: () =>
        refused(400, 'Please correct the highlighted fields', {
          email: ['This email is already used by another business'],
        }),
    });
    const { user } = await openSettings();

    await user.clear(fieldByLabel('Owner name (optional)'));
    await user.type(fieldByLabel('Owner name (optional)'), 'Noura Alharbi');
    await user.clear(fieldByLabel('Email (optional)'));
    await user.type(fieldByLabel('Email (optional)'), 'taken@example.com');
    await user.click(saveButton());

    await waitFor(() =>
      expect(errorOf(fieldByLabel('Email (optional)'))).toBe(
        'This email is already used by another business',
      ),
    );
    expect(fieldByLabel('Email (optional)')).toHaveFocus();
    expect(fieldByLabel('Email (optional)')).toHaveValue('taken@example.com');
    expect(fieldByLabel('Owner name (optional)')).toHaveValue('Noura Alharbi');
    expect(screen.queryByText('Settings saved successfully')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('opens the tab of a settings field the server refused', async () => {
    const api = settingsApi();
    api.answer({
      'PUT /api/business-settings': () =>
        refused(400, 'Please correct the highlighted fields', {
          'preferences.timezone': ['This value is not valid'],
        }),
    });
    const { user } = await openSettings();

    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    await user.selectOptions(fieldByLabel('Timezone'), 'UTC');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.click(saveButton());

    await waitFor(() => expect(errorOf(fieldByLabel('Timezone'))).toBe('This value is not valid'));
    expect(screen.getByRole('tab', { name: 'Preferences (has errors)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(fieldByLabel('Timezone')).toHaveValue('UTC');
  });

  it('shows a failure without field errors above the form, keeping the changes', async () => {
    const api = settingsApi();
    api.answer({ 'PUT /api/business-settings': () => refused(503, null) });
    const { user } = await openSettings();

    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await user.click(screen.getByRole('switch', { name: 'Monthly reports' }));
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong on our side/);
    expect(screen.getByRole('switch', { name: 'Monthly reports' })).toBeChecked();
    expect(saveButton()).toBeEnabled();
  });

  it('says the load failed and loads again on retry', async () => {
    const api = settingsApi();
    api.answer({ 'GET /api/business-settings': () => refused(403, 'You do not have permission') });
    const { user } = await renderArea(settingsArea, SETTINGS_PATH, { user: owner, strict: false });

    expect(await screen.findByText('The settings could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    api.answer({ 'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(fieldByLabel('Business name')).toHaveValue('مقهى الرياض');
  });
});

describe('the business logo', () => {
  it.each([
    ['en', 'Upload a logo', 'Image size must be 5MB or less.'],
    ['ar', 'رفع شعار', 'يجب ألا يتجاوز حجم الصورة 5 ميجابايت.'],
  ] as const)('refuses a file over 5 MB in the browser (%s)', async (language, label, refusal) => {
    const api = settingsApi();
    const { user } = await openSettings(language);

    await user.upload(screen.getByLabelText(label), imageFile('logo.png', 'image/png', 6 * 1024 * 1024));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(LOGO_URL)).toHaveLength(0);
  });

  it.each([
    ['en', 'Upload a logo', 'Please upload a valid image file.'],
    ['ar', 'رفع شعار', 'يرجى رفع ملف صورة صالح.'],
  ] as const)('refuses a file that is not an image (%s)', async (language, label, refusal) => {
    const api = settingsApi();
    const user = userEvent.setup({ applyAccept: false });
    await openSettings(language);

    await user.upload(screen.getByLabelText(label), imageFile('menu.pdf', 'application/pdf', 2048));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.requestsTo(LOGO_URL)).toHaveLength(0);
  });

  it('uploads a logo at once, shows it and says so, without touching the form', async () => {
    const api = settingsApi();
    const { user } = await openSettings();

    await user.upload(screen.getByLabelText('Upload a logo'), imageFile('logo.png', 'image/png', 40_000));

    expect(await screen.findByText('The logo has been updated')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Logo of مقهى الرياض' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/uploads\/logos\/business-1\.png$/),
    );
    const sent = await api.requestsTo(LOGO_URL)[0].formData();
    expect(sent.get('logo')).toBeInstanceOf(File);
    expect(saveButton()).toBeDisabled();
  });

  it("shows the server's refusal of a disguised image under the logo", async () => {
    const api = settingsApi();
    api.answer({
      [`POST ${LOGO_URL}`]: () =>
        refused(415, 'Please upload a valid image file (PNG, JPEG or WebP).', {
          logo: ['Please upload a valid image file (PNG, JPEG or WebP).'],
        }),
    });
    const { user } = await openSettings();

    await user.upload(screen.getByLabelText('Upload a logo'), imageFile('logo.png', 'image/png', 40_000));

    expect(
      await screen.findByText('Please upload a valid image file (PNG, JPEG or WebP).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a logo')).toHaveAccessibleDescription(
      /^Please upload a valid image file \(PNG, JPEG or WebP\)\./,
    );
    expect(screen.getByText('No logo')).toBeInTheDocument();
  });

  it('removes the logo at once and says so', async () => {
    const api = settingsApi({ ...PROFILE, logoUrl: '/uploads/logos/business-1.png' });
    const { user } = await openSettings();

    expect(screen.getByRole('img', { name: 'Logo of مقهى الرياض' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the logo' }));

    expect(await screen.findByText('The logo has been removed')).toBeInTheDocument();
    expect(api.requestsTo(LOGO_URL).map((request) => request.method)).toEqual(['DELETE']);
    expect(screen.queryByRole('img', { name: 'Logo of مقهى الرياض' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload a logo')).toBeInTheDocument();
  });
});

describe('leaving with unsaved changes', () => {
  async function openMenuLink(name: string) {
    // jsdom lays the page out as a phone: the sidebar is a drawer.
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    return within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });
  }

  it('asks before following a link to another page, and stays or leaves as told', async () => {
    settingsApi();
    const { user } = await openSettings();
    await user.type(fieldByLabel('City (optional)'), ' الشمالية');

    await user.click(await openMenuLink('Overview'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));

    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe(SETTINGS_PATH);
    expect(fieldByLabel('City (optional)')).toHaveValue('الرياض الشمالية');

    await user.click(await openMenuLink('Overview'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer/overview'));
  });

  it('holds a search from the header until the user chooses to leave', async () => {
    settingsApi();
    const { user } = await openSettings();
    await user.type(fieldByLabel('Owner name (optional)'), ' Alharbi');

    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'coffee{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    expect(currentLocation()).toBe(SETTINGS_PATH);

    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer/reviews?search=coffee'));
  });

  it('lets links through when nothing is unsaved', async () => {
    settingsApi();
    const { user } = await openSettings();

    await user.click(await openMenuLink('Overview'));

    await waitFor(() => expect(currentLocation()).toBe('/customer/overview'));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing or reloading the tab only while there are changes', async () => {
    settingsApi();
    const { user } = await openSettings();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };

    expect(unload()).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await user.click(screen.getByRole('switch', { name: 'Weekly reports' }));
    expect(unload()).toBe(true);
  });
});
