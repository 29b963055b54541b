import { useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, renderArea } from '@sumaa/app-kit/testing';
import { screen, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

const PAGE_LOAD = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
  fakeApi({});
});

describe('about page', () => {
  it('tells the story and mission and says who owns and runs Sumaa, with the commercial registration', async () => {
    await renderArea(publicSiteArea, '/about');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'About us' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(within(main).getByRole('region', { name: 'Our mission' })).toBeInTheDocument();
    expect(
      within(main)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Arabic first', 'Clarity and honesty', 'Privacy and security', 'Close to our customers']);
    const company = within(main).getByRole('region', { name: 'Company details' });
    expect(company).toHaveTextContent('owned and operated by Sumaa for Information Technology');
    expect(company).toHaveTextContent('Commercial registration no.1010794512');
    expect(company).toHaveTextContent('King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia');
    expect(within(company).getByRole('link', { name: '+966 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+966112345678',
    );
    expect(within(main).getByRole('link', { name: 'Start your free trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(main).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('About us · Sumaa');
  });

  it('is written in Arabic for an Arabic reader', async () => {
    await renderArea(publicSiteArea, '/about', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'من نحن' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const company = within(main).getByRole('region', { name: 'بيانات الشركة' });
    expect(company).toHaveTextContent('مملوكة لشركة سمعة لتقنية المعلومات وتُدار من قِبلها');
    expect(company).toHaveTextContent('١٠١٠٧٩٤٥١٢');
    expect(within(main).getByRole('region', { name: 'رسالتنا' })).toBeInTheDocument();
    expect(document.title).toBe('من نحن · سمعة');
  });

  it('offers a signed-in user their dashboard instead of the free trial', async () => {
    useAuthStore.setState({
      token: 'access-1',
      isAuthenticated: true,
      user: createSessionUser({ currentStep: 4 }),
    });
    await renderArea(publicSiteArea, '/about');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Dashboard' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/customer',
    );
    expect(within(main).queryByRole('link', { name: 'Start your free trial' })).not.toBeInTheDocument();
  });
});

describe('about page claims', () => {
  it('claims encryption at rest only for what is encrypted: Google tokens and the daily backups', async () => {
    await renderArea(publicSiteArea, '/about');
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'About us' }, PAGE_LOAD);
    expect(main).toHaveTextContent(
      'encrypted in transit, with Google tokens and the daily backups encrypted at rest',
    );
    expect(main).not.toHaveTextContent('encrypted in transit and at rest');
  });
});
