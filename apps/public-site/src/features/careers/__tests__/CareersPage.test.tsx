import { resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, renderArea } from '@sumaa/app-kit/testing';
import { screen, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

const PAGE_LOAD = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
  fakeApi({});
});

/** The subject of a mailto: link, decoded. */
function mailSubject(link: HTMLElement): string {
  const href = link.getAttribute('href')!;
  expect(href.startsWith('mailto:careers@sumaa.sa?')).toBe(true);
  return new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('subject') ?? '';
}

describe('careers page', () => {
  it('lists the open roles, each with an e-mail application naming the role', async () => {
    await renderArea(publicSiteArea, '/careers');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Careers at Sumaa' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const roles = within(main).getAllByRole('article');
    expect(roles.map((role) => within(role).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Senior front-end engineer (React and TypeScript)',
      'Back-end engineer (Node.js and PostgreSQL)',
      'Customer success specialist',
      'Arabic content writer',
    ]);
    for (const role of roles) {
      const title = within(role).getByRole('heading', { level: 3 }).textContent!;
      const apply = within(role).getByRole('link', { name: /^Apply for this role/ });
      // The role is in the link's name for screen readers, so four "Apply" links are told apart.
      expect(apply).toHaveAccessibleName(expect.stringContaining(title));
      expect(mailSubject(apply)).toBe(`Application: ${title}`);
      expect(new URLSearchParams(apply.getAttribute('href')!.split('?')[1]).get('body')).toContain(title);
    }
    expect(roles[0]).toHaveTextContent('Riyadh or remote within Saudi Arabia');
    expect(roles[0]).toHaveTextContent('Full-time');
    expect(document.title).toBe('Careers · Sumaa');
  });

  it('invites an open application when no role fits', async () => {
    await renderArea(publicSiteArea, '/careers');
    const section = await screen.findByRole('region', { name: 'No open role for you?' }, PAGE_LOAD);
    expect(mailSubject(within(section).getByRole('link', { name: 'Write to us' }))).toBe('Open application');
  });

  it('is written in Arabic for an Arabic reader, the subject in Arabic too', async () => {
    await renderArea(publicSiteArea, '/careers', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'الوظائف في سمعة' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const apply = within(main).getByRole('link', { name: /^قدّم على الوظيفة.*أخصائي نجاح العملاء$/ });
    expect(mailSubject(apply)).toBe('طلب توظيف: أخصائي نجاح العملاء');
    const section = within(main).getByRole('region', { name: 'لم تجد وظيفة تناسبك؟' });
    expect(mailSubject(within(section).getByRole('link', { name: 'راسلنا' }))).toBe('طلب توظيف عام');
    expect(document.title).toBe('الوظائف · سمعة');
  });
});
