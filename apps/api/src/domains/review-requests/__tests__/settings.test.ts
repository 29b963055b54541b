// The review-request settings through HTTP: the defaults (the product's words in Arabic and English), saving the
// business's own, the refusals (a template without {link}, a cooldown under 7 days, a clock that is not HH:MM),
// and the saved settings ruling the next send: its words, its quiet hours, its channels.
import { reviewRequestSettingsSchema, type ReviewRequestSettingsBody } from '@sumaa/contracts';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  addContact,
  addLocation,
  advanceToRiyadhTime,
  useFakeChannels,
  type FakeChannel,
} from './support/review-request-steps';

let t: TestApp;
let owner: RegisteredAccount;
let whatsapp: FakeChannel;

beforeAll(async () => {
  t = await createTestApp();
  advanceToRiyadhTime(t, 12);
  ({ whatsapp } = useFakeChannels(t.app));
  owner = await registerAccount(t.app, { Business_name: 'Dallah Cafe' });
});
afterAll(async () => {
  await t.close();
});

const read = () =>
  t.app.inject({ method: 'GET', url: '/api/review-requests/settings', headers: bearer(owner.token) });
const save = (
  payload: ReviewRequestSettingsBody,
  headers: Record<string, string> = ENGLISH,
  token = owner.token,
) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/review-requests/settings',
    headers: { ...bearer(token), ...headers },
    payload,
  });

const settings = (overrides: Partial<ReviewRequestSettingsBody> = {}): ReviewRequestSettingsBody => ({
  templates: {
    whatsapp: { ar: 'يا هلا {firstName}! قيّم {business} هنا: {link}', en: null },
    sms: { ar: null, en: null },
    email: { ar: null, en: null },
  },
  whatsappTemplateName: 'dallah_review',
  cooldownDays: 14,
  quietHoursStart: '11:00',
  quietHoursEnd: '11:30',
  channelsEnabled: ['whatsapp', 'email'],
  hoursAfterVisit: 3,
  ...overrides,
});

describe('the review-request settings', () => {
  it('start at the product’s defaults, with its words in both languages', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    const model = reviewRequestSettingsSchema.parse(response.json().model);
    expect(model).toMatchObject({
      whatsappTemplateName: 'review_request',
      cooldownDays: 30,
      quietHoursStart: '22:00',
      quietHoursEnd: '09:00',
      channelsEnabled: ['whatsapp', 'sms', 'email'],
      channelsAvailable: ['whatsapp', 'sms', 'email'],
      hoursAfterVisit: 2,
    });
    expect(model.templates.whatsapp).toEqual({ ar: null, en: null });
    expect(model.effectiveTemplates.whatsapp.ar).toContain('{link}');
    expect(model.effectiveTemplates.email.en).toContain('Hi {firstName}');
  });

  it('saves the business’s own, which the next message speaks', async () => {
    const response = await save(settings(), ARABIC);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('تم حفظ إعدادات طلبات التقييم');
    const model = reviewRequestSettingsSchema.parse((await read()).json().model);
    expect(model).toMatchObject({
      cooldownDays: 14,
      quietHoursStart: '11:00',
      quietHoursEnd: '11:30',
      hoursAfterVisit: 3,
    });
    expect(model.channelsEnabled).toEqual(['whatsapp', 'email']);
    expect(model.effectiveTemplates.whatsapp.ar).toBe('يا هلا {firstName}! قيّم {business} هنا: {link}');

    const locationId = await addLocation(t.app, owner.businessId, 'Main');
    const guest = await addContact(t.app, owner, { name: 'ريم الشمري', phone: '0533000001' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests',
      headers: bearer(owner.token),
      payload: { contactIds: [guest], channel: 'whatsapp', locationId },
    });
    expect(sent.json().model.outcomes[0].outcome).toBe('sent');
    await t.app.jobs.runUntilIdle();
    const [message] = whatsapp.sent.splice(0);
    expect(message.text).toMatch(
      /^يا هلا ريم! قيّم Dallah Cafe هنا: http:\/\/localhost:\d+\/r\/[A-Za-z0-9_-]{22}$/,
    );
    expect(message.templateName).toBe('dallah_review');

    // SMS is off now, and 11:10 is inside the business's own quiet hours.
    const bySms = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests',
      headers: bearer(owner.token),
      payload: { contactIds: [guest], channel: 'sms', locationId },
    });
    expect(bySms.statusCode).toBe(409);
    advanceToRiyadhTime(t, 11, 10);
    owner.token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/UsernameAuth/AdminSignIn',
        payload: { username: owner.email, password: owner.password },
      })
    ).json().model.token;
    const other = await addContact(t.app, owner, { name: 'Quiet', email: 'quiet@example.com' });
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests',
      headers: bearer(owner.token),
      payload: { contactIds: [other], channel: 'email', locationId, preview: true },
    });
    expect(queued.json().model.outcomes[0]).toMatchObject({ outcome: 'queued', reason: 'quietHours' });
  });

  it('refuses a template without {link}, a cooldown under 7 days and a clock that is not HH:MM, in the envelope', async () => {
    const response = await save(
      settings({
        templates: {
          whatsapp: { ar: 'قيّمنا لو سمحت', en: null },
          sms: { ar: null, en: null },
          email: { ar: null, en: null },
        },
        cooldownDays: 6,
        quietHoursStart: '25:00',
        whatsappTemplateName: 'Not Valid',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: {
        'templates.whatsapp.ar': ['The message must hold {link}, where the review link goes'],
        cooldownDays: ['The cooldown is at least 7 days'],
        quietHoursStart: ['Enter a time as HH:MM, such as 22:00'],
        whatsappTemplateName: [expect.stringContaining('WhatsApp template name')],
      },
    });
    expect(reviewRequestSettingsSchema.parse((await read()).json().model).cooldownDays).toBe(14);
  });

  it('is for members who hold SendReviewRequests', async () => {
    const agent = await addTeamMember(t.app, owner, { role: 'Agent' });
    expect((await save(settings(), ENGLISH, agent.token)).statusCode).toBe(403);
  });
});
