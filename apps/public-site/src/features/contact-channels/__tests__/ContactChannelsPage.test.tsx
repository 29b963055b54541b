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

describe('contact channels (/contact2)', () => {
  it('gives every way to reach us, pointing to the contact form instead of repeating it', async () => {
    await renderArea(publicSiteArea, '/contact2');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Ways to reach us' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'support@sumaa.sa' })).toHaveAttribute(
      'href',
      'mailto:support@sumaa.sa',
    );
    expect(within(main).getByRole('link', { name: '+966 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+966112345678',
    );
    expect(within(main).getByRole('link', { name: 'Open the contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(main).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
    expect(within(main).getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/support');
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.title).toBe('Ways to reach us · Sumaa');
  });

  it('shows the working hours in Riyadh time and the office with its registration', async () => {
    await renderArea(publicSiteArea, '/contact2');
    const hours = await screen.findByRole('region', { name: 'Working hours' }, PAGE_LOAD);
    expect(hours).toHaveTextContent('Sunday to Thursday9:00 AM to 6:00 PM');
    expect(hours).toHaveTextContent('Friday and SaturdayClosed');
    const office = screen.getByRole('region', { name: 'Our office' });
    expect(office).toHaveTextContent('Riyadh');
    expect(office).toHaveTextContent('1010794512');
  });

  it('is written in Arabic, with Arabic digits in the hours, for an Arabic reader', async () => {
    await renderArea(publicSiteArea, '/contact2', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'قنوات التواصل' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const hours = within(main).getByRole('region', { name: 'أوقات العمل' });
    expect(hours).toHaveTextContent(/من ٩:٠٠ ص.* إلى ٦:٠٠ م/);
    expect(within(main).getByRole('link', { name: 'افتح نموذج التواصل' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(document.title).toBe('قنوات التواصل · سمعة');
  });
});
