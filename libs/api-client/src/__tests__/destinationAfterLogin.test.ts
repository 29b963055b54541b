import { destinationAfterLogin } from '../destinationAfterLogin';
import { createSessionUser } from '../testing';

const owner = createSessionUser({ role: 'admin', currentStep: 4 });

describe('where a login leads', () => {
  it('returns to the page that asked for the login', () => {
    expect(destinationAfterLogin(owner, { from: '/customer/reviews?page=2' })).toBe(
      '/customer/reviews?page=2',
    );
  });

  it('never follows a return path to another site', () => {
    expect(destinationAfterLogin(owner, { from: '//evil.example/customer' })).toBe('/customer');
    expect(destinationAfterLogin(owner, { from: 'https://evil.example' })).toBe('/customer');
  });

  it('does not send a business user back to the admin console or to an auth page', () => {
    expect(destinationAfterLogin(owner, { from: '/admin/plans' })).toBe('/customer');
    expect(destinationAfterLogin(owner, { from: '/login' })).toBe('/customer');
  });

  it('sends an unconfirmed e-mail to check its inbox, whatever asked for the login', () => {
    const fresh = createSessionUser({ email: 'new@example.com', email_confirmed: false });
    expect(destinationAfterLogin(fresh, { from: '/customer' })).toBe('/check-email?email=new%40example.com');
  });

  it('goes home without a return path', () => {
    expect(destinationAfterLogin(createSessionUser({ role: 'super_admin' }), null)).toBe('/admin');
    expect(destinationAfterLogin(createSessionUser({ currentStep: 0 }), undefined)).toBe('/welcome');
  });
});
