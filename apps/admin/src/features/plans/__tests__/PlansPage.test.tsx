import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, type FakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { AdminPlan } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { adminArea } from '../../../testing/adminArea';
import { plansTexts } from '../i18n';

const plansArea = { ...adminArea, texts: { ...adminArea.texts, 'admin.plans': plansTexts } };

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SUPER_ADMIN = createSessionUser({ role: 'super_admin', business_id: null, full_name: 'Huda' });

function createPlan(overrides: Partial<AdminPlan> = {}): AdminPlan {
  return {
    id: 'plan-x',
    code: 'x',
    name: 'Plan',
    description: '',
    features: [],
    price: 100,
    yearlyPrice: 1200,
    currency: 'SAR',
    period: 'month',
    popular: false,
    maxUsers: null,
    maxReviews: null,
    aiResponses: null,
    maxCompetitors: null,
    competitorSearchesPerDay: 50,
    reviewRequestsPerMonth: 500,
    translations: {
      en: { name: 'Plan', period: 'month', description: '', features: [] },
      ar: { name: 'باقة', period: 'شهرياً', description: '', features: [] },
    },
    subscriberCount: 0,
    everSubscribed: false,
    deletedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const BASIC = createPlan({
  id: 'plan-basic',
  name: 'Basic',
  price: 50,
  yearlyPrice: 600,
  maxUsers: 1,
  maxReviews: 100,
  features: ['Reviews inbox', 'Weekly report'],
  subscriberCount: 3,
  everSubscribed: true,
});
const PRO = createPlan({
  id: 'plan-pro',
  name: 'Professional',
  price: 200,
  yearlyPrice: 2400,
  popular: true,
  maxUsers: 5,
  maxReviews: 1000,
  aiResponses: 100,
  maxCompetitors: 3,
});
const OLD = createPlan({
  id: 'plan-old',
  name: 'Legacy',
  price: 30,
  deletedAt: '2025-03-01T00:00:00.000Z',
  everSubscribed: false,
});

function playApi(active: AdminPlan[] = [BASIC, PRO], deleted: AdminPlan[] = [OLD]): FakeApi {
  return fakeApi({
    'GET /api/UsernameAuth/health': () => ok(null),
    'GET /api/PlansAdmin': () => ok(active),
    'GET /api/PlansAdmin/deleted': () => ok(deleted),
  });
}

const openPlans = (language: Language = 'en') =>
  renderArea(plansArea, '/admin/plans', { user: SUPER_ADMIN, language, strict: false });

const cardOf = async (name: string) => screen.findByRole('article', { name });
const jsonOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('plans screen', () => {
  it('shows the tabs with counts, the total of active prices and each plan’s card', async () => {
    const api = playApi();
    await openPlans();

    expect(await screen.findByRole('tab', { name: 'Active (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Disabled (1)' })).toBeInTheDocument();
    expect(screen.getByText('Total of active plan prices: SAR 250 a month')).toBeInTheDocument();

    const pro = await cardOf('Professional');
    expect(within(pro).getByText('SAR 200 / month')).toBeInTheDocument();
    expect(within(pro).getByText('Most popular')).toBeInTheDocument();
    expect(within(pro).getByText('Current subscribers: 0')).toBeInTheDocument();
    const basic = await cardOf('Basic');
    expect(within(basic).getByText('Reviews inbox')).toBeInTheDocument();
    // Empty limits read "Unlimited".
    expect(within(basic).getAllByText('Unlimited')).toHaveLength(2);
    expect(new URL(api.requestsTo('/api/PlansAdmin')[0].url).searchParams.get('lang')).toBe('en');
    expect(new URL(api.requestsTo('/api/PlansAdmin/deleted')[0].url).searchParams.get('language')).toBe('en');
  });

  it('checks the form before sending: name required, price at least 1, and the fixErrors message', async () => {
    const api = playApi();
    const { user } = await openPlans();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Monthly price (SAR)' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(await within(dialog).findByText('Please fix the errors shown before saving')).toBeInTheDocument();
    expect(within(dialog).getByText('The plan name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The price must be at least 1')).toBeInTheDocument();
    expect(api.requestsTo('/api/PlansAdmin').filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends both languages as the Translations JSON string with the spec’s keys, then says it was created', async () => {
    const api = playApi();
    api.answer({
      'POST /api/PlansAdmin': () => ok(createPlan({ id: 'plan-new', name: 'Growth' }), { status: 201 }),
    });
    const { user } = await openPlans();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    const arabic = within(within(dialog).getByRole('group', { name: 'Arabic' }));
    const english = within(within(dialog).getByRole('group', { name: 'English' }));

    await user.type(arabic.getByRole('textbox', { name: 'Plan name' }), 'النمو');
    await user.type(arabic.getByRole('textbox', { name: 'Features' }), 'ميزة أولى{Enter}ميزة ثانية');
    await user.type(english.getByRole('textbox', { name: 'Plan name' }), 'Growth');
    await user.type(english.getByRole('textbox', { name: 'Period word' }), 'month');
    await user.type(english.getByRole('textbox', { name: 'Description' }), 'For growing teams');
    await user.type(
      english.getByRole('textbox', { name: 'Features' }),
      'AI replies{Enter}{Enter}  Reports  ',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Monthly price (SAR)' }), '150');
    expect(within(dialog).getByText('Yearly price (12 × monthly): SAR 1,800')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Mark as most popular' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Team members' }), '10');
    // The daily competitor searches open at the default and cannot be left empty (never unlimited).
    const searches = within(dialog).getByRole('textbox', { name: 'Competitor searches a day' });
    expect(searches).toHaveValue('50');
    await user.clear(searches);
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() =>
      expect(searches).toHaveAccessibleDescription(
        expect.stringContaining('Enter a whole number from 0 to 100,000'),
      ),
    );
    await user.type(searches, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(await screen.findByText('The plan was created')).toBeInTheDocument();
    const post = api.requestsTo('/api/PlansAdmin').find((request) => request.method === 'POST');
    const body = await jsonOf(post as Request);
    expect(body).toEqual({
      Name: 'Growth',
      Description: 'For growing teams',
      Price: 150,
      DurationInMonths: 1,
      Translations: expect.any(String),
      Popular: true,
      MaxUsers: 10,
      MaxReviews: null,
      AiRepliesPerMonth: null,
      MaxCompetitors: null,
      CompetitorSearchesPerDay: 120,
      Features: ['AI replies', 'Reports'],
      MonthlyPrice: 150,
      YearlyPrice: 1800,
      SupportLevel: null,
    });
    expect(JSON.parse(body.Translations as string)).toEqual({
      en: {
        name: 'Growth',
        period: 'month',
        description: 'For growing teams',
        features: ['AI replies', 'Reports'],
      },
      ar: { name: 'النمو', period: '', description: '', features: ['ميزة أولى', 'ميزة ثانية'] },
    });
    expect(screen.queryByRole('dialog', { name: 'New plan' })).not.toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields', async () => {
    const api = playApi();
    api.answer({
      'POST /api/PlansAdmin': () =>
        refused(400, 'Check the fields', {
          Price: ['The price must be at least 1'],
          'Translations.ar.name': ['Too long'],
        }),
    });
    const { user } = await openPlans();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    await user.type(
      within(within(dialog).getByRole('group', { name: 'English' })).getByRole('textbox', {
        name: 'Plan name',
      }),
      'Growth',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Monthly price (SAR)' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    const price = within(dialog).getByRole('textbox', { name: 'Monthly price (SAR)' });
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(expect.stringContaining('The price must be at least 1')),
    );
    const arabicName = within(within(dialog).getByRole('group', { name: 'Arabic' })).getByRole('textbox', {
      name: 'Plan name',
    });
    expect(arabicName).toHaveAccessibleDescription('Too long');
    expect(screen.getByRole('dialog', { name: 'New plan' })).toBeInTheDocument();
  });

  it('disables a plan after confirmation and says so', async () => {
    const api = playApi();
    api.answer({
      'DELETE /api/PlansAdmin/plan-basic': () => ok({ ...BASIC, deletedAt: '2025-04-01T00:00:00.000Z' }),
    });
    const { user } = await openPlans();
    await user.click(await screen.findByRole('button', { name: 'Disable the Basic plan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable the Basic plan?' });
    expect(within(confirm).getByText(/Its current subscribers keep it/)).toBeInTheDocument();

    api.answer({
      'GET /api/PlansAdmin': () => ok([PRO]),
      'GET /api/PlansAdmin/deleted': () => ok([OLD, BASIC]),
    });
    await user.click(within(confirm).getByRole('button', { name: 'Disable plan' }));

    expect(await screen.findByText('The plan was disabled')).toBeInTheDocument();
    expect(api.requestsTo('/api/PlansAdmin/plan-basic').map((request) => request.method)).toEqual(['DELETE']);
    expect(await screen.findByRole('tab', { name: 'Disabled (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
  });

  it('restores a disabled plan in Arabic, and shows the server’s reason when deleting for good is refused', async () => {
    const api = playApi();
    api.answer({
      'POST /api/PlansAdmin/plan-old/restore': () => ok({ ...OLD, deletedAt: null }),
      'DELETE /api/PlansAdmin/plan-old/permanent': () =>
        refused(409, 'اشترك في هذه الخطة مشتركون من قبل، فيمكن تعطيلها فقط دون حذفها'),
    });
    const { user } = await openPlans('ar');
    await user.click(await screen.findByRole('tab', { name: 'المعطّلة (١)' }));

    await user.click(await screen.findByRole('button', { name: 'حذف نهائي لباقة Legacy' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'حذف باقة Legacy نهائياً؟' })).getByRole('button', {
        name: 'حذف نهائي',
      }),
    );
    expect(
      await screen.findByText('اشترك في هذه الخطة مشتركون من قبل، فيمكن تعطيلها فقط دون حذفها'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'استعادة باقة Legacy' }));
    const confirm = await screen.findByRole('dialog', { name: 'استعادة باقة Legacy؟' });
    await user.click(within(confirm).getByRole('button', { name: 'استعادة الباقة' }));

    expect(await screen.findByText('تمت استعادة الباقة')).toBeInTheDocument();
    expect(api.requestsTo('/api/PlansAdmin/plan-old/restore')).toHaveLength(1);
  });

  it('offers no permanent delete for a plan that had subscribers', async () => {
    playApi([PRO], [{ ...BASIC, deletedAt: '2025-04-01T00:00:00.000Z' }]);
    const { user } = await openPlans();
    await user.click(await screen.findByRole('tab', { name: 'Disabled (1)' }));
    const basic = await cardOf('Basic');
    expect(within(basic).getByRole('button', { name: 'Restore the Basic plan' })).toBeInTheDocument();
    expect(within(basic).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(
      within(basic).getByText('It has had subscribers, so it cannot be deleted permanently'),
    ).toBeInTheDocument();
  });

  it('says the plans could not be loaded, and tries again', async () => {
    const api = fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/PlansAdmin': () => refused(500, null),
      'GET /api/PlansAdmin/deleted': () => ok([]),
    });
    const { user } = await openPlans();
    expect(await screen.findByText('Could not load the plans')).toBeInTheDocument();
    api.answer({ 'GET /api/PlansAdmin': () => ok([PRO]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Professional')).toBeInTheDocument();
  });
});
