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

/** The numbered sections' headings, in order (the contents and contact block have unnumbered h2s). */
function numberedHeadings(main: HTMLElement, numeral: RegExp) {
  return within(main)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => numeral.test(text));
}

describe('terms of service', () => {
  it('has twelve numbered sections, each reached from the table of contents', async () => {
    await renderArea(publicSiteArea, '/terms');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Terms of service' }, PAGE_LOAD),
    ).toBeInTheDocument();

    const headings = numberedHeadings(main, /^\d+\./);
    expect(headings).toHaveLength(12);
    expect(headings.map((text) => Number.parseInt(text, 10))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(headings[0]).toBe('1. Accepting these terms');
    expect(headings[11]).toBe('12. Governing law and changes to these terms');

    const toc = within(main).getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(13);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.replace(/^#/, ''));
      expect(target).not.toBeNull();
      expect(target).toHaveAccessibleName(
        expect.stringContaining(link.textContent!.replace(/^\d+\.\s*/, '')),
      );
    }
    expect(within(toc).getByRole('link', { name: 'No refunds' })).toHaveAttribute('href', '#refunds');
    expect(within(toc).getByRole('link', { name: 'Acceptable use' })).toHaveAttribute(
      'href',
      '#acceptable-use',
    );
  });

  it('states the facts of the service and when it was last updated', async () => {
    await renderArea(publicSiteArea, '/terms');
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Terms of service' }, PAGE_LOAD);
    expect(main).toHaveTextContent('Last updated: November 1, 2026');
    expect(main.querySelector('time')).toHaveAttribute('dateTime', '2026-11-01');
    expect(main).toHaveTextContent('at least 16 years old');
    expect(main).toHaveTextContent('14-day free trial, with no credit card required');
    expect(main).toHaveTextContent('paid in advance');
    expect(main).toHaveTextContent('cancel your subscription at any time');
    expect(main).toHaveTextContent('Fees that have been paid are not refundable');
    expect(main).toHaveTextContent('laws of the Kingdom of Saudi Arabia');
    expect(document.title).toBe('Terms of service · Sumaa');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('free trial'),
    );
  });

  it('ends with a contact block that e-mails, calls or leads to the contact form', async () => {
    await renderArea(publicSiteArea, '/terms');
    const contact = await screen.findByRole('region', { name: 'Contact us' }, PAGE_LOAD);
    expect(within(contact).getByRole('link', { name: 'support@sumaa.sa' })).toHaveAttribute(
      'href',
      'mailto:support@sumaa.sa?subject=Terms%20of%20service',
    );
    expect(within(contact).getByRole('link', { name: '+966 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+966112345678',
    );
    expect(within(contact).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(contact).toHaveTextContent('Commercial registration no. 1010794512');
  });

  it('is written in Arabic, numbered in Arabic digits, for an Arabic reader', async () => {
    await renderArea(publicSiteArea, '/terms', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'الشروط والأحكام' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const headings = numberedHeadings(main, /^[٠-٩]+\./);
    expect(headings).toHaveLength(12);
    expect(headings[0]).toBe('١. قبول الشروط');
    expect(headings[6]).toBe('٧. عدم استرداد الرسوم');
    expect(headings[11]).toBe('١٢. النظام الواجب التطبيق وتعديل الشروط');
    expect(within(main).getByRole('navigation', { name: 'محتويات الصفحة' })).toBeInTheDocument();
    expect(main).toHaveTextContent(/آخر تحديث: .*نوفمبر ٢٠٢٦/);
    expect(main).toHaveTextContent('يجب ألا يقل عمر مستخدم المنصة عن ١٦ عاماً');
    expect(document.title).toBe('الشروط والأحكام · سمعة');
  });
});

describe('privacy policy', () => {
  it('covers collection, Google data, retention, sharing, PDPL rights, security and browser storage', async () => {
    await renderArea(publicSiteArea, '/privacy');
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Privacy policy' }, PAGE_LOAD);
    expect(numberedHeadings(main, /^\d+\./)).toEqual([
      '1. What we collect',
      '2. Why we use it',
      '3. Google data',
      '4. How long we keep data',
      '5. Who we share it with',
      '6. Your rights under the Personal Data Protection Law',
      '7. Security',
      '8. Cookies and browser storage',
      '9. Changes to this policy',
    ]);
    expect(main).toHaveTextContent('Limited Use requirements');
    expect(main).toHaveTextContent('The interface language you chose');
    // Only what the code encrypts (issue 21: claims the code does not back must go).
    expect(main).toHaveTextContent('your Google access tokens and our backups are encrypted with AES-256');
    expect(main).not.toHaveTextContent('at rest (AES-256)');
    expect(main).not.toHaveTextContent('around the clock');
  });

  it('shows a contact phone number (spec §2), in both languages', async () => {
    await renderArea(publicSiteArea, '/privacy', { language: 'ar' });
    const contact = await screen.findByRole('region', { name: 'تواصل معنا' }, PAGE_LOAD);
    expect(within(contact).getByRole('link', { name: '+966 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+966112345678',
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(main).toHaveTextContent('حقوقك بموجب نظام حماية البيانات الشخصية');
    expect(document.title).toBe('سياسة الخصوصية · سمعة');
  });
});
