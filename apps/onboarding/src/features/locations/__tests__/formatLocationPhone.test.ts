import { formatLocationPhone } from '../formatLocationPhone';

describe('a location’s phone as shown', () => {
  it('shows Saudi landlines and mobiles with +966', () => {
    expect(formatLocationPhone('011 462 3300')).toBe('+966 11 462 3300');
    expect(formatLocationPhone('0551234567')).toBe('+966 55 123 4567');
    expect(formatLocationPhone('013-809-1144')).toBe('+966 13 809 1144');
  });

  it('keeps other countries’ numbers and international forms as Google gave them', () => {
    expect(formatLocationPhone('04 375 2200')).toBe('04 375 2200');
    expect(formatLocationPhone('+971 4 375 2200')).toBe('+971 4 375 2200');
  });
});
