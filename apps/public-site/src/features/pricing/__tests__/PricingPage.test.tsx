import { resetAuthStore } from '@sumaa/api-client/testing';
import { deferred, fakeApi, offline, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { Plan } from '@sumaa/contracts';
import { formatMoney, setLanguage } from '@sumaa/i18n';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

// Pages load lazily and the build machines are shared: allow for a slow first render rather than flake.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

function createPlan(overrides: Partial<Plan> = {}): Plan {
  const price = overrides.price ?? 50;
  return {
    id: 'basic',
    name: 'Basic',
    price,
    yearlyPrice: price * 12,
    currency: 'SAR',
    period: 'month',
    description: 'For a single location.',
    popular: false,
    features: ['Reply to Google reviews'],
    maxUsers: 1,
    maxReviews: 100,
    aiResponses: 0,
    ...overrides,
  };
}

const PLANS_EN = [
  createPlan(),
  createPlan({
    id: 'professional',
    name: 'Professional',
    price: 200,
    popular: true,
    maxUsers: 5,
    maxReviews: 1000,
    aiResponses: 100,
    features: ['Assign reviews to team members', 'Priority support'],
  }),
  createPlan({
    id: 'enterprise',
    name: 'Enterprise',
    price: 500,
    maxUsers: null,
    maxReviews: null,
    aiResponses: null,
    features: ['Competitor comparison'],
  }),
];

const PLANS_AR = [
  createPlan({ name: 'الأساسية', description: 'لمنشأة بفرع واحد.', features: ['الرد على تقييمات Google'] }),
  createPlan({
    id: 'professional',
    name: 'الاحترافية',
    price: 200,
    popular: true,
    maxUsers: 5,
    maxReviews: 1000,
    aiResponses: 100,
  }),
];

/** Answers GET /api/Plans in the language the request asks for. */
function answerPlans() {
  return fakeApi({
    'GET /api/Plans': (request) =>
      ok(new URL(request.url).searchParams.get('lang') === 'ar' ? PLANS_AR : PLANS_EN),
  });
}

const planCard = (name: string) => screen.getByRole('article', { name });

/** A price as the page shows it; Testing Library reads the no-break space Intl puts in as a plain one. */
const shownMoney = (amount: number, language: 'ar' | 'en') =>
  formatMoney(amount, language).replace(/\s+/g, ' ');

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('pricing page', () => {
  it('shows each plan from the server with its monthly price, limits and a way to start the trial', async () => {
    const api = answerPlans();
    await renderArea(publicSiteArea, '/pricing');

    const professional = await screen.findByRole('article', { name: 'Professional' });
    expect(within(professional).getByText('SAR 200')).toBeInTheDocument();
    expect(within(professional).getByText('per month')).toBeInTheDocument();
    expect(within(professional).getByText('Up to 5 team members')).toBeInTheDocument();
    expect(within(professional).getByText('Up to 1,000 reviews a month')).toBeInTheDocument();
    expect(within(professional).getByText('Up to 100 AI replies a month')).toBeInTheDocument();
    expect(within(professional).getByText('Priority support')).toBeInTheDocument();
    expect(
      within(professional).getByRole('link', { name: 'Start free trial with the Professional plan' }),
    ).toHaveAttribute('href', '/signup?plan=professional');

    expect(within(planCard('Basic')).getByText('1 team member')).toBeInTheDocument();
    expect(within(planCard('Basic')).getByText('No AI replies')).toBeInTheDocument();
    expect(screen.getByText('Try any plan free for 14 days. No credit card needed.')).toBeInTheDocument();

    const request = api.requestsTo('/api/Plans')[0];
    expect(new URL(request.url).searchParams.get('lang')).toBe('en');
    expect(request.headers.get('Authorization')).toBeNull();
    expect(document.title).toBe('Plans and pricing · Sumaa');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('14-day free trial'),
    );
  });

  it('words a missing limit as unlimited', async () => {
    answerPlans();
    await renderArea(publicSiteArea, '/pricing');
    const enterprise = await screen.findByRole('article', { name: 'Enterprise' });
    expect(within(enterprise).getByText('Unlimited team members')).toBeInTheDocument();
    expect(within(enterprise).getByText('Unlimited reviews')).toBeInTheDocument();
    expect(within(enterprise).getByText('Unlimited AI replies')).toBeInTheDocument();
  });

  it('marks the popular plan, and only that one', async () => {
    answerPlans();
    await renderArea(publicSiteArea, '/pricing');
    expect(
      within(await screen.findByRole('article', { name: 'Professional' })).getByText('Most popular'),
    ).toBeInTheDocument();
    expect(within(planCard('Basic')).queryByText('Most popular')).not.toBeInTheDocument();
    expect(within(planCard('Enterprise')).queryByText('Most popular')).not.toBeInTheDocument();
  });

  it('shows yearly prices as twelve monthly ones, per year', async () => {
    answerPlans();
    const { user } = await renderArea(publicSiteArea, '/pricing');
    await screen.findByRole('article', { name: 'Basic' });

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    const basic = planCard('Basic');
    expect(within(basic).getByText('SAR 600')).toBeInTheDocument();
    expect(within(basic).getByText('per year')).toBeInTheDocument();
    expect(within(basic).getByText('12 months × SAR 50')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByText('SAR 6,000')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(within(planCard('Basic')).getByText('SAR 50')).toBeInTheDocument();
  });

  it('asks again for the plans in Arabic when the visitor switches language, with Arabic digits', async () => {
    const api = answerPlans();
    await renderArea(publicSiteArea, '/pricing');
    await screen.findByRole('article', { name: 'Professional' });

    await act(() => setLanguage('ar'));
    const professional = await screen.findByRole('article', { name: 'الاحترافية' });
    expect(within(professional).getByText(shownMoney(200, 'ar'))).toBeInTheDocument();
    expect(shownMoney(200, 'ar')).toMatch(/^\u200f٢٠٠ ر\.س\.\u200f$/);
    expect(within(professional).getByText('حتى ٥ أعضاء في الفريق')).toBeInTheDocument();
    expect(within(professional).getByText('الأكثر طلباً')).toBeInTheDocument();
    expect(
      api.requestsTo('/api/Plans').map((request) => new URL(request.url).searchParams.get('lang')),
    ).toEqual(['en', 'ar']);
    expect(document.title).toBe('الباقات والأسعار · سمعة');
  });

  it('says the plans are loading while they are on their way', async () => {
    const answer = deferred();
    fakeApi({ 'GET /api/Plans': () => answer.promise });
    await renderArea(publicSiteArea, '/pricing');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading plans...');
    answer.resolve(ok(PLANS_EN));
    expect(await screen.findByRole('article', { name: 'Basic' })).toBeInTheDocument();
    expect(screen.queryByText('Loading plans...')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry that loads the plans', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/Plans': () =>
        ++calls === 1 ? refused(429, 'Too many attempts. Please try again in a little while.') : ok(PLANS_EN),
    });
    const { user } = await renderArea(publicSiteArea, '/pricing');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the plans.');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in a little while.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Basic' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries once more by itself when the server cannot be reached, then says so', async () => {
    const api = fakeApi({ 'GET /api/Plans': offline });
    await renderArea(publicSiteArea, '/pricing', { language: 'ar' });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('تعذّر تحميل الباقات.');
    expect(alert).toHaveTextContent('تعذّر الاتصال بالخادم');
    expect(api.requestsTo('/api/Plans')).toHaveLength(2);
  });

  it('says so when there are no plans, and offers the contact page', async () => {
    fakeApi({ 'GET /api/Plans': () => ok([]) });
    await renderArea(publicSiteArea, '/pricing');
    const empty = await screen.findByRole('region', { name: 'No plans are available right now' });
    expect(within(empty).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('answers the billing questions: fees in advance, cancel any time, no refunds', async () => {
    answerPlans();
    await renderArea(publicSiteArea, '/pricing');
    const faq = await screen.findByRole('region', { name: 'Questions about billing' });
    expect(within(faq).getByText('When do I pay?')).toBeInTheDocument();
    expect(within(faq).getByText(/Fees are paid in advance/)).toBeInTheDocument();
    expect(within(faq).getByText(/cancel any time/)).toBeInTheDocument();
    expect(within(faq).getByText(/not refundable/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });
});
