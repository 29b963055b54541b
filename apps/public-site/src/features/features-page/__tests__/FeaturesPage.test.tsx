import { useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { renderArea } from '@sumaa/app-kit/testing';
import { screen, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

// Pages load lazily: the first load of a chunk compiles it.
const PAGE_LOAD = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('features page', () => {
  it('shows the eight features in Arabic, each with a title and text, and a free-trial button to /signup', async () => {
    await renderArea(publicSiteArea, '/features', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole(
        'heading',
        {
          level: 1,
          name: 'كل ما تحتاجه لإدارة سمعة نشاطك على Google',
        },
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    const featureList = within(main)
      .getByRole('heading', { level: 2, name: 'مزايا صُممت لنشاطك' })
      .closest('section')!;
    const cards = within(featureList).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    expect(
      within(featureList)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'حماية السمعة',
      'ردود ذكية جاهزة',
      'تحليلات متقدمة',
      'إدارة التقييمات',
      'تنبيهات فورية',
      'إدارة الفريق',
      'فروع متعددة في حساب واحد',
      'تحسين التقييم',
    ]);
    const trialLinks = within(main).getAllByRole('link', { name: 'ابدأ تجربتك المجانية' });
    expect(trialLinks.length).toBeGreaterThan(0);
    trialLinks.forEach((link) => expect(link).toHaveAttribute('href', '/signup'));
    expect(document.title).toBe('المزايا · سمعة');
  });

  it('is honest in English about reply templates and Google being the one platform today', async () => {
    await renderArea(publicSiteArea, '/features');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 }, PAGE_LOAD)).toHaveTextContent(
      'Everything you need to manage your business’s reputation on Google',
    );
    expect(
      within(main).getByText(/filled in with the reviewer’s name and your business’s name/),
    ).toBeInTheDocument();
    expect(within(main).getByText(/other review platforms are on our roadmap/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('takes the free-trial visitor to sign-up when the button is followed', async () => {
    const { user } = await renderArea(publicSiteArea, '/features');
    const [trial] = await screen.findAllByRole('link', { name: 'Start your free trial' }, PAGE_LOAD);
    await user.click(trial!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }, PAGE_LOAD),
    ).toBeInTheDocument();
  });

  it('offers a signed-in user their dashboard instead of a trial', async () => {
    useAuthStore.setState({
      token: 'access-1',
      isAuthenticated: true,
      user: createSessionUser({ currentStep: 4 }),
    });
    await renderArea(publicSiteArea, '/features');
    const main = screen.getByRole('main');
    expect((await within(main).findAllByRole('link', { name: 'Dashboard' }, PAGE_LOAD))[0]).toHaveAttribute(
      'href',
      '/customer',
    );
    expect(within(main).queryByRole('link', { name: 'Start your free trial' })).not.toBeInTheDocument();
  });
});
