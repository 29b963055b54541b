import { remoteForPath } from '../areas';

describe('remoteForPath', () => {
  it('gives each guarded area to its remote, whatever the case and depth of the path', () => {
    expect(remoteForPath('/admin')).toBe('admin');
    expect(remoteForPath('/Admin/subscribers/7')).toBe('admin');
    expect(remoteForPath('/customer/reviews')).toBe('business');
    expect(remoteForPath('/welcome')).toBe('onboarding');
  });

  it('gives every other path to the public site, including look-alike prefixes', () => {
    expect(remoteForPath('/')).toBe('publicSite');
    expect(remoteForPath('/pricing')).toBe('publicSite');
    expect(remoteForPath('/administrator')).toBe('publicSite');
    expect(remoteForPath('/welcome-back')).toBe('publicSite');
  });
});
