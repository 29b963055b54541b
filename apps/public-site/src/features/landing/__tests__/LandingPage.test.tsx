import { useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { Plan } from '@sumaa/contracts';
import { configure, screen, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

// Pages load lazily and the build machines are shared: allow for a slow first render rather than flake.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const PLANS: Plan[] = [
  {
    id: 'professional',
    name: 'Professional',
    price: 200,
    yearlyPrice: 2400,
    currency: 'SAR',
    period: 'month',
    description: 'For growing businesses.',
    popular: true,
    features: ['Priority support'],
    maxUsers: 5,
    maxReviews: 1000,
    aiResponses: 100,
  },
];

const answerPlans = (plans: Plan[] = PLANS) => fakeApi({ 'GET /api/Plans': () => ok(plans) });

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('landing page', () => {
  it('names the product, makes its promise and invites a visitor to sign up or log in', async () => {
    answerPlans();
    await renderArea(publicSiteArea, '/', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'سمعة' })).toBeInTheDocument();
    expect(within(main).getByText(/اجمع تقييمات Google لجميع فروعك/)).toBeInTheDocument();
    expect(within(main).getAllByRole('link', { name: 'ابدأ تجربتك المجانية' })[0]).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(
      within(main).getByText('جرّبها مجاناً لمدة ١٤ يوماً، دون الحاجة إلى بطاقة ائتمانية.'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'سجّل الدخول' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('إدارة تقييمات Google لنشاطك التجاري · سمعة');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('تقييمات Google'),
    );
  });

  it('pictures a review with its reply in the visitor’s language, hidden from screen readers', async () => {
    answerPlans();
    await renderArea(publicSiteArea, '/', { language: 'ar' });
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'سمعة' });
    const review = within(main).getByText(/القهوة رائعة والموظفون لطفاء/);
    expect(within(main).getByText('نُشر على Google')).toBeInTheDocument();
    // The promise beside it says the same in words: the picture adds nothing a screen reader should read twice.
    expect(review.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(main).queryByText('نورة العتيبي', { ignore: '[aria-hidden="true"] *' })).toBeNull();
  });

  it('hides the sign-up buttons from a signed-in user and offers their dashboard instead', async () => {
    answerPlans();
    useAuthStore.setState({
      token: 'access-1',
      isAuthenticated: true,
      user: createSessionUser({ full_name: 'Sara', currentStep: 4 }),
    });
    await renderArea(publicSiteArea, '/');
    const main = screen.getByRole('main');
    const dashboardLinks = await within(main).findAllByRole('link', { name: 'Dashboard' });
    // The hero's and the closing band's.
    expect(dashboardLinks).toHaveLength(2);
    dashboardLinks.forEach((link) => expect(link).toHaveAttribute('href', '/customer'));
    expect(within(main).queryByRole('link', { name: 'Start your free trial' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(main).getByText('Welcome, Sara. You are signed in.')).toBeInTheDocument();
  });

  it('shows the four feature cards', async () => {
    answerPlans();
    await renderArea(publicSiteArea, '/');
    const features = await screen.findByRole('region', {
      name: 'Everything you need to look after your reputation',
    });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'All your reviews in one place',
      'Faster replies in two languages',
      'Analytics that show what customers say',
      'Your team, with clear roles',
    ]);
  });

  it('shows the plans from the server with a way to the full pricing page', async () => {
    const api = answerPlans();
    await renderArea(publicSiteArea, '/');
    const pricing = await screen.findByRole('region', { name: 'Simple plans for every business' });
    const professional = await within(pricing).findByRole('article', { name: 'Professional' });
    expect(within(professional).getByText('SAR 200')).toBeInTheDocument();
    expect(within(professional).getByText('Most popular')).toBeInTheDocument();
    expect(within(pricing).getByRole('link', { name: 'Compare plans and yearly prices' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(api.requestsTo('/api/Plans')).toHaveLength(1);
  });

  it('keeps the rest of the page when the plans cannot be loaded, with a retry', async () => {
    let calls = 0;
    fakeApi({ 'GET /api/Plans': () => (++calls === 1 ? refused(429, null) : ok(PLANS)) });
    const { user } = await renderArea(publicSiteArea, '/');
    const pricing = await screen.findByRole('region', { name: 'Simple plans for every business' });
    const alert = await within(pricing).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the plans.');
    expect(alert).toHaveTextContent('Too many attempts');
    expect(screen.getByRole('region', { name: 'What our customers say' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(pricing).findByRole('article', { name: 'Professional' })).toBeInTheDocument();
  });

  it('says when there are no plans to show', async () => {
    answerPlans([]);
    await renderArea(publicSiteArea, '/');
    expect(
      await screen.findByRole('region', { name: 'No plans are available right now' }),
    ).toBeInTheDocument();
  });

  it('quotes customers by name, role, business and city', async () => {
    answerPlans();
    await renderArea(publicSiteArea, '/');
    const testimonials = await screen.findByRole('region', { name: 'What our customers say' });
    const quotes = within(testimonials).getAllByRole('figure');
    expect(quotes).toHaveLength(3);
    expect(quotes[0].querySelector('blockquote')).toHaveTextContent(/three branches/);
    expect(within(quotes[0]).getByText('Abdulrahman Al-Qahtani')).toBeInTheDocument();
    expect(within(quotes[0]).getByText('Owner, Dar Al-Bunn Roastery, Riyadh')).toBeInTheDocument();
    expect(within(quotes[1]).getByText(/Jeddah$/)).toBeInTheDocument();
    expect(within(quotes[2]).getByText(/Dubai$/)).toBeInTheDocument();
  });

  it('states the marketing figures, in Arabic-Indic digits in Arabic', async () => {
    answerPlans();
    await renderArea(publicSiteArea, '/', { language: 'ar' });
    const stats = await screen.findByRole('region', { name: 'سمعة بالأرقام' });
    const items = within(stats)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s+/g, ' '));
    expect(items).toEqual([
      '١٠٬٠٠٠+ نشاط تجاري يثق بسمعة',
      '٢ مليون+ تقييم تمت إدارته عبر المنصة',
      '٤٫٩/٥ رضا عملائنا عن الخدمة',
      '٤٫٨ متوسط تقييم Google لفروع عملائنا',
    ]);
  });

  it('states the marketing figures in English', async () => {
    answerPlans();
    await renderArea(publicSiteArea, '/');
    const stats = await screen.findByRole('region', { name: 'Sumaa in numbers' });
    expect(within(stats).getByText('10,000+')).toBeInTheDocument();
    expect(within(stats).getByText('2M+')).toBeInTheDocument();
    expect(within(stats).getByText('4.9/5')).toBeInTheDocument();
    expect(within(stats).getByText('4.8')).toBeInTheDocument();
  });

  it('ends with a call to start the trial or talk to the team', async () => {
    answerPlans();
    await renderArea(publicSiteArea, '/');
    const closing = await screen.findByRole('region', { name: 'Ready to look after your reputation?' });
    expect(within(closing).getByRole('link', { name: 'Start your free trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(closing).getByRole('link', { name: 'Talk to our team' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(closing).toHaveTextContent('Free for 14 days, no credit card.');
  });
});
