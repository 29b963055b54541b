import { resetAuthStore } from '@sumaa/api-client/testing';
import { renderArea } from '@sumaa/app-kit/testing';
import { screen, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

const PAGE_LOAD = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

const figure = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('security page', () => {
  it('shows the trust figures in Arabic digits, the four topics and the practices, in Arabic', async () => {
    await renderArea(publicSiteArea, '/security', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'بياناتك في أيدٍ أمينة' }, PAGE_LOAD),
    ).toBeInTheDocument();

    const figures = within(main)
      .getByRole('heading', { level: 2, name: 'الأمان بالأرقام' })
      .closest('section')!;
    // Only figures the code backs (issue 21): no uptime, breach count or round-the-clock watch it cannot show.
    expect(figure(figures, 'تشفير رموز Google والنسخ الاحتياطية')).toHaveTextContent('٢٥٦ بت');
    expect(figure(figures, 'من النسخ الاحتياطية اليومية المشفّرة')).toHaveTextContent('٣٠ يوماً');
    expect(figure(figures, 'مدة رمز الدخول قبل تجديده')).toHaveTextContent('١٥ دقيقة');
    expect(figure(figures, 'أقصى حجم للصورة المرفوعة')).toHaveTextContent('٥ ميجابايت');
    expect(main).not.toHaveTextContent(/٩٩٫٩|على مدار الساعة/);

    const topics = within(main)
      .getByRole('heading', { level: 2, name: 'كيف نحمي بياناتك' })
      .closest('section')!;
    expect(
      within(topics)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['التشفير', 'الامتثال', 'النسخ الاحتياطي', 'المراقبة']);
    expect(within(topics).getByText(/نظام حماية البيانات الشخصية/)).toBeInTheDocument();

    const practices = within(main)
      .getByRole('heading', { level: 2, name: 'ممارساتنا الأمنية' })
      .closest('section')!;
    expect(within(practices).getAllByRole('listitem')).toHaveLength(7);
    expect(within(practices).getByText(/Argon2id/)).toBeInTheDocument();
    expect(document.title).toBe('الأمان وحماية البيانات · سمعة');
  });

  it('shows Latin digits in English and lets a visitor report a security issue by e-mail', async () => {
    await renderArea(publicSiteArea, '/security');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Your data is in safe hands' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const figures = within(main)
      .getByRole('heading', { level: 2, name: 'Security in numbers' })
      .closest('section')!;
    expect(figure(figures, 'Encryption of Google tokens and backups')).toHaveTextContent('256-bit');
    expect(figure(figures, 'of encrypted daily backups kept')).toHaveTextContent('30 days');
    expect(figure(figures, 'Lifetime of a sign-in token before it is renewed')).toHaveTextContent(
      '15 minutes',
    );
    expect(figure(figures, 'Largest image upload')).toHaveTextContent('5 MB');
    expect(main).not.toHaveTextContent(/99\.9|24\/7|around the clock|Data breaches/);
    expect(within(main).getByText(/row-level security/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Report a security issue' })).toHaveAttribute(
      'href',
      'mailto:support@sumaa.sa?subject=Security%20report',
    );
  });
});
