import { formatSupportHour, isSupportOpen } from '../supportHours';

// Riyadh is UTC+3 all year: 9:00 there is 06:00 UTC, 18:00 is 15:00 UTC.
describe('support hours', () => {
  it('is open Sunday to Thursday from 9:00 until just before 18:00 Riyadh time', () => {
    expect(isSupportOpen(new Date('2026-11-01T06:00:00Z'))).toBe(true); // Sunday 9:00
    expect(isSupportOpen(new Date('2026-11-05T14:59:00Z'))).toBe(true); // Thursday 17:59
  });

  it('is closed before 9:00, from 18:00, and all Friday and Saturday', () => {
    expect(isSupportOpen(new Date('2026-11-01T05:59:00Z'))).toBe(false); // Sunday 8:59
    expect(isSupportOpen(new Date('2026-11-02T15:00:00Z'))).toBe(false); // Monday 18:00
    expect(isSupportOpen(new Date('2026-11-06T09:00:00Z'))).toBe(false); // Friday noon
    expect(isSupportOpen(new Date('2026-11-07T09:00:00Z'))).toBe(false); // Saturday noon
  });

  it('uses Riyadh’s date, not UTC’s, around midnight', () => {
    // Saturday 22:00 UTC is already Sunday 01:00 in Riyadh: closed (too early), not "Saturday".
    expect(isSupportOpen(new Date('2026-10-31T22:00:00Z'))).toBe(false);
    // Thursday 23:30 UTC is Friday in Riyadh.
    expect(isSupportOpen(new Date('2026-11-05T23:30:00Z'))).toBe(false);
  });

  it('writes the hours as the reader does', () => {
    expect(formatSupportHour(9, 'en')).toBe('9:00 AM');
    expect(formatSupportHour(18, 'en')).toBe('6:00 PM');
    expect(formatSupportHour(9, 'ar')).toMatch(/^٩:٠٠\s?ص$/);
  });
});
