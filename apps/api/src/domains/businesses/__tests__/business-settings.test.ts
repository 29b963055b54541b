import { DEFAULT_BUSINESS_SETTINGS, businessSettingsSchema } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import {
  readBusinessLanguage,
  readBusinessSettings,
  updateBusinessSettings,
} from '../business-settings-store';

let t: TestApp;
let alice: RegisteredAccount;
let bob: RegisteredAccount;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerAccount(t.app, { Business_name: 'Alice Bakery' });
  bob = await registerAccount(t.app, { Business_name: 'Bob Garage' });
});
afterAll(async () => {
  await t.close();
});

function readSettings(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/business-settings', headers });
}

function changeSettings(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/business-settings', headers, payload });
}

function languageOf(businessId: string) {
  return t.app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    readBusinessLanguage(tx, businessId),
  );
}

describe('business settings', () => {
  it('are the defaults of spec §3 until the business saves its own', async () => {
    const response = await readSettings(bearer(alice.token));
    expect(response.statusCode).toBe(200);
    expect(businessSettingsSchema.parse(response.json().model)).toEqual(DEFAULT_BUSINESS_SETTINGS);
    expect(response.json().model.preferences).toEqual({
      language: 'ar',
      timezone: 'Asia/Riyadh',
      dateFormat: 'dd/mm/yyyy',
      currency: 'SAR',
      calendar: 'gregory',
    });
    expect(response.json().model.privacy.dataRetention).toBe('2years');
  });

  it('change only the parts sent, answer what is now in effect, and survive to the next read', async () => {
    const response = await changeSettings(
      { ...bearer(alice.token), ...ARABIC },
      { preferences: { language: 'en', dateFormat: 'yyyy-mm-dd' }, privacy: { dataRetention: '1year' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('تم حفظ الإعدادات بنجاح');
    const expected = {
      notifications: DEFAULT_BUSINESS_SETTINGS.notifications,
      privacy: { ...DEFAULT_BUSINESS_SETTINGS.privacy, dataRetention: '1year' },
      preferences: { ...DEFAULT_BUSINESS_SETTINGS.preferences, language: 'en', dateFormat: 'yyyy-mm-dd' },
      replies: DEFAULT_BUSINESS_SETTINGS.replies,
    };
    expect(response.json().model).toEqual(expected);

    const later = await changeSettings(bearer(alice.token), {
      notifications: { monthlyReports: true, weeklyReports: false },
      replies: { requireApprovalForAgents: true },
    });
    expect(later.json().model).toEqual({
      ...expected,
      notifications: { ...expected.notifications, monthlyReports: true, weeklyReports: false },
      // AI drafts keep their default (on) when only the approval is sent.
      replies: { requireApprovalForAgents: true, aiDrafts: true },
    });
    expect((await readSettings(bearer(alice.token))).json().model).toEqual(later.json().model);
  });

  it('refuses a value outside the options with 400 and field errors, in English and Arabic, changing nothing', async () => {
    const before = (await readSettings(bearer(alice.token))).json().model;
    const body = {
      preferences: { language: 'fr', currency: 'INR' },
      privacy: { dataRetention: '10years' },
      notifications: { newReviews: 'yes' },
    };
    const english = await changeSettings({ ...bearer(alice.token), ...ENGLISH }, body);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields',
      errors: {
        'preferences.language': ['This value is not valid'],
        'preferences.currency': ['Amounts are always in Saudi riyals (SAR)'],
        'privacy.dataRetention': ['This value is not valid'],
        'notifications.newReviews': ['This value is not valid'],
      },
      model: null,
    });
    const arabic = await changeSettings({ ...bearer(alice.token), ...ARABIC }, body);
    expect(arabic.json().message).toBe('يرجى تصحيح الحقول المشار إليها');
    expect(arabic.json().errors['preferences.language']).toEqual(['هذه القيمة غير صالحة']);
    expect((await readSettings(bearer(alice.token))).json().model).toEqual(before);
  });

  it('are read by every member and changed only with the Settings permission', async () => {
    const viewer = await addTeamMember(t.app, alice, { role: 'Viewer', permissions: ['ViewReviews'] });
    const manager = await addTeamMember(t.app, alice, {
      role: 'Manager',
      permissions: ['ViewReviews', 'Settings'],
    });

    const read = await readSettings(bearer(viewer.token));
    expect(read.statusCode).toBe(200);
    expect(read.json().model.preferences.language).toBe('en');
    const refused = await changeSettings(
      { ...bearer(viewer.token), ...ENGLISH },
      { preferences: { timezone: 'UTC' } },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to perform this action');

    const changed = await changeSettings(bearer(manager.token), { preferences: { timezone: 'UTC' } });
    expect(changed.statusCode).toBe(200);
    expect((await readSettings(bearer(viewer.token))).json().model.preferences.timezone).toBe('UTC');
  });

  it('of one business are neither read nor changed by a member of another', async () => {
    const asAliceInBob = { ...bearer(alice.token), ...ENGLISH, 'x-business-id': bob.businessId };
    const read = await readSettings(asAliceInBob);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe('You are not a member of this business');
    const change = await changeSettings(asAliceInBob, { preferences: { language: 'en' } });
    expect(change.statusCode).toBe(403);

    // Alice's own changes stayed hers.
    expect((await readSettings(bearer(bob.token))).json().model).toEqual(DEFAULT_BUSINESS_SETTINGS);
  });

  it('require a signed-in caller', async () => {
    expect((await readSettings(ENGLISH)).statusCode).toBe(401);
    expect((await changeSettings(ENGLISH, { preferences: { language: 'en' } })).statusCode).toBe(401);
  });
});

describe('settings that cannot take effect yet', () => {
  it('refuse push, the widget’s privacy switches and a currency other than SAR, in both languages', async () => {
    const erin = await registerAccount(t.app, { Business_name: 'Erin Eatery' });
    const body = {
      notifications: { pushNotifications: true },
      privacy: { publicProfile: true, showContactInfo: true, allowSearchEngines: true },
      preferences: { currency: 'USD' },
    };
    const english = await changeSettings({ ...bearer(erin.token), ...ENGLISH }, body);
    expect(english.statusCode).toBe(400);
    const notYet = ['This option is not available yet, so it stays off'];
    expect(english.json().errors).toEqual({
      'notifications.pushNotifications': notYet,
      'privacy.publicProfile': notYet,
      'privacy.showContactInfo': notYet,
      'privacy.allowSearchEngines': notYet,
      'preferences.currency': ['Amounts are always in Saudi riyals (SAR)'],
    });
    const arabic = await changeSettings({ ...bearer(erin.token), ...ARABIC }, body);
    expect(arabic.json().errors['notifications.pushNotifications']).toEqual([
      'هذا الخيار غير متاح بعد، لذا يبقى متوقفًا',
    ]);
    expect(arabic.json().errors['preferences.currency']).toEqual(['المبالغ دائمًا بالريال السعودي (SAR)']);
    expect((await readSettings(bearer(erin.token))).json().model).toEqual(DEFAULT_BUSINESS_SETTINGS);
  });

  it('accept what the spec’s clients send back unchanged: the switches off and SAR', async () => {
    const fay = await registerAccount(t.app, { Business_name: 'Fay Florist' });
    const response = await changeSettings(bearer(fay.token), {
      notifications: { smsNotifications: false, pushNotifications: false, newReviews: false },
      privacy: { publicProfile: false, showContactInfo: false, allowSearchEngines: false },
      preferences: { currency: 'SAR', language: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().model).toMatchObject({
      notifications: { smsNotifications: false, pushNotifications: false, newReviews: false },
      preferences: { currency: 'SAR', language: 'en' },
    });
  });

  it('read as off and SAR where an older version stored them on, keeping the rest of what was saved', async () => {
    // smsNotifications, now the switch of WhatsApp alerts, reads as stored: no member has opted in to any alert yet.
    const gus = await registerAccount(t.app, { Business_name: 'Gus Grill' });
    await t.app.db.ownerTransaction((tx) =>
      tx.query(
        `INSERT INTO business_settings (business_id, settings, updated_at) VALUES ($1, $2::jsonb, now())`,
        [
          gus.businessId,
          JSON.stringify({
            notifications: { smsNotifications: true, pushNotifications: true, weeklyReports: false },
            privacy: { publicProfile: true, dataRetention: '5years' },
            preferences: { currency: 'USD', timezone: 'Asia/Dubai' },
          }),
        ],
      ),
    );
    const { model } = (await readSettings(bearer(gus.token))).json();
    expect(model.notifications).toMatchObject({ pushNotifications: false, weeklyReports: false });
    expect(model.privacy).toMatchObject({ publicProfile: false, dataRetention: '5years' });
    expect(model.preferences).toMatchObject({ currency: 'SAR', timezone: 'Asia/Dubai' });
  });
});

describe('the WhatsApp alerts switch (smsNotifications)', () => {
  // The test app starts without a WhatsApp client; the last test sets one (nothing after it turns the switch on).
  it('refuses turning it on where WhatsApp is not set up, in both languages, and keeps it off', async () => {
    const hana = await registerAccount(t.app, { Business_name: 'Hana Hall' });
    const body = { notifications: { smsNotifications: true } };
    const english = await changeSettings({ ...bearer(hana.token), ...ENGLISH }, body);
    expect(english.statusCode).toBe(400);
    const notConfigured = 'WhatsApp is not set up on this server yet, so WhatsApp alerts cannot be turned on';
    expect(english.json()).toMatchObject({
      success: false,
      message: notConfigured,
      errors: { 'notifications.smsNotifications': [notConfigured] },
    });
    const arabic = await changeSettings({ ...bearer(hana.token), ...ARABIC }, body);
    expect(arabic.json().errors['notifications.smsNotifications']).toEqual([
      'واتساب غير مهيّأ على هذا الخادم بعد، لذا لا يمكن تفعيل تنبيهات واتساب',
    ]);
    expect((await readSettings(bearer(hana.token))).json().model.notifications.smsNotifications).toBe(false);
  });

  it('saves a form that sends it back on as it was stored, even where WhatsApp is no longer set up', async () => {
    const jud = await registerAccount(t.app, { Business_name: 'Jud Juices' });
    await t.app.db.ownerTransaction((tx) =>
      tx.query(
        `INSERT INTO business_settings (business_id, settings, updated_at) VALUES ($1, $2::jsonb, now())`,
        [jud.businessId, JSON.stringify({ notifications: { smsNotifications: true } })],
      ),
    );
    const again = await changeSettings(bearer(jud.token), {
      notifications: { smsNotifications: true, weeklyReports: false },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().model.notifications).toMatchObject({ smsNotifications: true, weeklyReports: false });
    const off = await changeSettings(bearer(jud.token), { notifications: { smsNotifications: false } });
    expect(off.json().model.notifications.smsNotifications).toBe(false);
    expect(
      (await changeSettings(bearer(jud.token), { notifications: { smsNotifications: true } })).statusCode,
    ).toBe(400);
  });

  it('turns it on where WhatsApp is set up', async () => {
    const ivy = await registerAccount(t.app, { Business_name: 'Ivy Inn' });
    t.app.reviewRequests.channels.use({
      name: 'whatsapp',
      send: async () => ({ providerMessageId: 'wamid.test' }),
    });
    const on = await changeSettings(bearer(ivy.token), { notifications: { smsNotifications: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json().model.notifications.smsNotifications).toBe(true);
    expect((await readSettings(bearer(ivy.token))).json().model.notifications.smsNotifications).toBe(true);
  });
});

describe('the language of the business’s e-mails', () => {
  it('is Arabic by default and follows the preferred language of its own settings only', async () => {
    const carol = await registerAccount(t.app, { Business_name: 'Carol Clinic' });
    expect(await languageOf(carol.businessId)).toBe('ar');

    await changeSettings(bearer(carol.token), { preferences: { language: 'en' } });
    expect(await languageOf(carol.businessId)).toBe('en');
    expect(await languageOf(bob.businessId)).toBe('ar');

    await changeSettings(bearer(carol.token), { preferences: { language: 'ar' } });
    expect(await languageOf(carol.businessId)).toBe('ar');
  });
});

describe('two saves at once', () => {
  // PostgreSQL runs them side by side (PGlite one after the other): the later must not write back what it read
  // before the earlier committed (an unsubscribe link turning a switch off while the settings page saves).
  it.each([
    ['before the business ever saved its settings', false],
    ['over saved settings', true],
  ])('keep both changes, %s', async (_, savedBefore) => {
    const dana = await registerAccount(t.app, { Business_name: 'Dana Diner' });
    const scope = { businessId: dana.businessId, userId: null };
    const save = (change: Parameters<typeof updateBusinessSettings>[2]) =>
      t.app.db.tenantTransaction(scope, (tx) => updateBusinessSettings(tx, dana.businessId, change));
    if (savedBefore) await save({ privacy: { dataRetention: '1year' } });

    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = t.app.db.tenantTransaction(scope, async (tx) => {
      await updateBusinessSettings(tx, dana.businessId, { notifications: { newReviews: false } });
      holding();
      await released;
    });
    await held;
    const second = save({ preferences: { language: 'en' } });
    // Time for the second save to reach the row while the first still holds it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all([first, second]);

    const settings = await t.app.db.tenantTransaction(scope, (tx) =>
      readBusinessSettings(tx, dana.businessId),
    );
    expect(settings).toMatchObject({
      notifications: { newReviews: false },
      preferences: { language: 'en' },
      privacy: { dataRetention: savedBefore ? '1year' : DEFAULT_BUSINESS_SETTINGS.privacy.dataRetention },
    });
  });
});
