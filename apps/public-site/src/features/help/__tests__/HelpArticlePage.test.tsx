import { resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, renderArea } from '@sumaa/app-kit/testing';
import { setLanguage } from '@sumaa/i18n';
import { act, screen, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

// Pages load lazily (first load compiles the chunk) and every keystroke re-renders the page and the address.
const PAGE_LOAD = { timeout: 5000 };
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('help article page', () => {
  it('shows the article with its breadcrumb, steps, related articles of its category and a way back, in Arabic', async () => {
    await renderArea(publicSiteArea, '/help/troubleshooting/reset-password', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'نسيت كلمة المرور' }, PAGE_LOAD),
    ).toBeInTheDocument();

    const breadcrumb = within(main).getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(breadcrumb).getByRole('link', { name: 'مركز المساعدة' })).toHaveAttribute('href', '/help');
    expect(within(breadcrumb).getByRole('link', { name: 'حل المشكلات' })).toHaveAttribute(
      'href',
      '/help/troubleshooting',
    );
    expect(within(breadcrumb).getByText('نسيت كلمة المرور')).toHaveAttribute('aria-current', 'page');

    const article = within(main).getByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'الخطوات' })).toBeInTheDocument();
    const steps = within(article).getAllByRole('list')[0]!;
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent(
      'في صفحة تسجيل الدخول اضغط «نسيت كلمة المرور؟».',
    );

    const related = within(main)
      .getByRole('heading', { level: 2, name: 'مقالات أخرى في «حل المشكلات»' })
      .closest('section')!;
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/help/troubleshooting/no-verification-email',
      '/help/troubleshooting/locations-missing',
      '/help/troubleshooting/reply-not-on-google',
    ]);
    expect(within(main).getByRole('link', { name: 'العودة إلى مركز المساعدة' })).toHaveAttribute(
      'href',
      '/help',
    );
    expect(document.title).toBe('نسيت كلمة المرور · سمعة');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'أعد تعيين كلمة مرورك برابط يصل إلى بريدك خلال دقائق.',
    );
  });

  it('follows a related article to its page, in English', async () => {
    const { user } = await renderArea(publicSiteArea, '/help/getting-started/connect-google');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect your Google account' }, PAGE_LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Reply to your first review' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reply to your first review' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/help/getting-started/first-reply');
  });

  it('switches the article to Arabic, right to left, when the language changes', async () => {
    await renderArea(publicSiteArea, '/help/integrations/review-sync');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How review sync works' }, PAGE_LOAD),
    ).toBeInTheDocument();
    await act(() => setLanguage('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'مزامنة التقييمات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'مراحل المزامنة الأولى' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe('مزامنة التقييمات · سمعة');
  });

  it('sends an unknown article to the help centre', async () => {
    await renderArea(publicSiteArea, '/help/troubleshooting/no-such-article');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help centre' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/help');
  });

  it('sends an article asked for under the wrong category to its own address', async () => {
    await renderArea(publicSiteArea, '/help/integrations/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/help/troubleshooting/reset-password');
  });

  it('sends a deeper unknown help path to the help centre rather than the home page', async () => {
    await renderArea(publicSiteArea, '/help/troubleshooting/reset-password/extra');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help centre' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/help');
  });

  it('sends an unknown category to the help centre', async () => {
    await renderArea(publicSiteArea, '/help/no-such-category');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help centre' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/help');
  });
});

describe('help category page', () => {
  it('lists the category’s four articles with their summaries, in both languages', async () => {
    await renderArea(publicSiteArea, '/help/account-management', { language: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'إدارة الحساب' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .slice(0, 4)
        .map((h) => h.textContent),
    ).toEqual(['دعوة أعضاء فريقك', 'الأدوار والصلاحيات', 'ملف النشاط والإعدادات', 'الاشتراك والفوترة']);
  });

  it('renders in English', async () => {
    await renderArea(publicSiteArea, '/help/integrations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Integrations' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Disconnect your Google account' })).toHaveAttribute(
      'href',
      '/help/integrations/disconnect-google',
    );
  });
});
