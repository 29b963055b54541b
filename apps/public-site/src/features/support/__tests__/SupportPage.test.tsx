import { resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, renderArea } from '@sumaa/app-kit/testing';
import { screen, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

const PAGE_LOAD = { timeout: 5000 };
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('support page', () => {
  it('offers four working contact channels, the hours and ten questions, in Arabic', async () => {
    await renderArea(publicSiteArea, '/support', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'كيف يمكننا مساعدتك؟' }, PAGE_LOAD),
    ).toBeInTheDocument();

    const channels = within(main).getByRole('heading', { level: 2, name: 'تواصل معنا' }).closest('section')!;
    expect(
      within(channels)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['البريد الإلكتروني', 'الهاتف', 'نموذج التواصل', 'مركز المساعدة']);
    expect(within(channels).getByRole('link', { name: 'support@sumaa.sa' })).toHaveAttribute(
      'href',
      `mailto:support@sumaa.sa?subject=${encodeURIComponent('طلب دعم')}`,
    );
    expect(within(channels).getByRole('link', { name: '+966 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+966112345678',
    );
    expect(within(channels).getByRole('link', { name: 'افتح نموذج التواصل' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(channels).getByRole('link', { name: 'تصفّح مركز المساعدة' })).toHaveAttribute(
      'href',
      '/help',
    );

    const hours = within(main).getByRole('heading', { level: 2, name: 'ساعات العمل' }).closest('section')!;
    expect(within(hours).getByText('من الأحد إلى الخميس')).toBeInTheDocument();
    expect(within(hours).getByText(/^من ٩:٠٠\s?ص إلى ٦:٠٠\s?م$/)).toBeInTheDocument();
    expect(within(hours).getByText('الجمعة والسبت').nextElementSibling).toHaveTextContent('مغلق');
    expect(within(hours).getByText(/^(مفتوح|مغلق) الآن/)).toBeInTheDocument();

    const faq = within(main).getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' }).closest('section')!;
    expect(faq.querySelectorAll('details')).toHaveLength(10);
    expect(within(main).getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact');
  });

  it('opens and closes an answer from its question, in English', async () => {
    const { user } = await renderArea(publicSiteArea, '/support');
    const question = await screen.findByText('Can I cancel any time? Do you give refunds?', {}, PAGE_LOAD);
    const disclosure = question.closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(question);
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getByText(/Fees are paid in advance and are not refunded/)).toBeVisible();
    await user.click(question);
    expect(disclosure).not.toHaveAttribute('open');
  });

  it('links answers to the pages that say more', async () => {
    await renderArea(publicSiteArea, '/support');
    expect(await screen.findByRole('link', { name: 'Read the steps in detail' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/help/getting-started/connect-google',
    );
    expect(screen.getByRole('link', { name: 'Learn more about security' })).toHaveAttribute(
      'href',
      '/security',
    );
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  });

  it('searches the help centre from its search box', async () => {
    const { user } = await renderArea(publicSiteArea, '/support');
    const box = await screen.findByRole(
      'searchbox',
      { name: 'Search the help centre’s articles' },
      PAGE_LOAD,
    );
    await user.type(box, 'password');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help centre' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/help?q=password');
    expect(screen.getByRole('link', { name: 'Forgot your password' })).toBeInTheDocument();
  });
});
