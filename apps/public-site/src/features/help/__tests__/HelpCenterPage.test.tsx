import { resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, renderArea } from '@sumaa/app-kit/testing';
import { screen, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

// Pages load lazily (first load compiles the chunk) and every keystroke re-renders the page and the address.
const PAGE_LOAD = { timeout: 5000 };
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

const searchBox = (name: string) => screen.findByRole('searchbox', { name }, PAGE_LOAD);

describe('help centre', () => {
  it('shows four categories of four linked articles, four popular articles and working contact cards, in Arabic', async () => {
    await renderArea(publicSiteArea, '/help', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'مركز المساعدة' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const topics = within(main)
      .getByRole('heading', { level: 2, name: 'تصفّح حسب الموضوع' })
      .closest('section')!;
    expect(
      within(topics)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['البدء مع سمعة', 'إدارة الحساب', 'الربط مع Google', 'حل المشكلات']);
    const articleLinks = within(topics).getAllByRole('link');
    expect(articleLinks).toHaveLength(16);
    expect(within(topics).getByRole('link', { name: 'ربط حسابك في Google' })).toHaveAttribute(
      'href',
      '/help/getting-started/connect-google',
    );
    const popular = within(main).getByRole('heading', { level: 2, name: 'مقالات شائعة' }).closest('section')!;
    expect(within(popular).getAllByRole('link')).toHaveLength(4);
    expect(within(main).getByRole('link', { name: 'support@sumaa.sa' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@sumaa\.sa\?subject=/),
    );
    expect(within(main).getByRole('link', { name: '+966 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+966112345678',
    );
    expect(within(main).getByRole('link', { name: 'افتح نموذج التواصل' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(document.title).toBe('مركز المساعدة · سمعة');
  });

  it('filters the articles as an Arabic query is typed, however its letters are written, and announces the count', async () => {
    const { user } = await renderArea(publicSiteArea, '/help', { language: 'ar' });
    await user.type(await searchBox('ابحث في مقالات المساعدة'), 'كلمه المرور');
    const results = screen.getByRole('heading', { level: 2, name: 'نتائج البحث' }).closest('section')!;
    expect(within(results).getByRole('link', { name: 'نسيت كلمة المرور' })).toHaveAttribute(
      'href',
      '/help/troubleshooting/reset-password',
    );
    const found = within(results).getAllByRole('heading', { level: 3 });
    expect(screen.getByRole('status')).toHaveTextContent(/«كلمه المرور»/);
    expect(found.length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'تصفّح حسب الموضوع' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe(`/help?q=${encodeURIComponent('كلمه المرور').replace(/%20/g, '+')}`);
  });

  it('says how many English articles match, politely, and keeps the words in the address', async () => {
    const { user } = await renderArea(publicSiteArea, '/help');
    await user.type(await searchBox('Search help articles'), 'Invite');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^\d+ articles? match(es)? “Invite”$/);
    expect(screen.getByRole('link', { name: 'Invite your team' })).toHaveAttribute(
      'href',
      '/help/account-management/invite-team',
    );
    expect(currentLocation()).toBe('/help?q=Invite');
  });

  it('shows “no results” with a link to the contact form when nothing matches', async () => {
    const { user } = await renderArea(publicSiteArea, '/help');
    await user.type(await searchBox('Search help articles'), 'xylophone');
    expect(screen.getByRole('status')).toHaveTextContent('No articles match “xylophone”');
    expect(
      screen.getByRole('heading', { level: 3, name: 'No article matches your search' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to support' })).toHaveAttribute('href', '/contact');
  });

  it('opens with the search in the address already applied, and clearing it brings the categories back', async () => {
    const { user } = await renderArea(publicSiteArea, { pathname: '/help', search: '?q=google' });
    const box = await searchBox('Search help articles');
    expect(box).toHaveValue('google');
    expect(screen.getByRole('link', { name: 'How Sumaa works with Google' })).toBeInTheDocument();
    await user.clear(box);
    expect(screen.getByRole('heading', { level: 2, name: 'Browse by topic' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(currentLocation()).toBe('/help');
  });
});
