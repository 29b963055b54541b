import { formatDate } from '../intl/formatDate';
import { formatMoney, formatNumber } from '../intl/formatNumber';
import { formatRelativeTime } from '../intl/formatRelativeTime';
import { localeTag } from '../intl/localeTag';

const ARABIC_INDIC = /[\u0660-\u0669]/;
const LATIN_DIGIT = /[0-9]/;
// Midday UTC keeps the calendar day the same in every time zone the tests might run in.
const MARCH_5_2025 = new Date('2025-03-05T12:00:00Z');
// Intl separates currency and amount with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('localeTag', () => {
  it('pins the Gregorian calendar and the digits of each language', () => {
    expect(localeTag('ar')).toBe('ar-SA-u-ca-gregory-nu-arab');
    expect(localeTag('en')).toBe('en-US-u-ca-gregory-nu-latn');
  });

  it('switches to the Umm al-Qura calendar on request', () => {
    expect(localeTag('ar', 'islamic-umalqura')).toBe('ar-SA-u-ca-islamic-umalqura-nu-arab');
  });
});

describe('formatDate', () => {
  it('writes Arabic dates with Arabic-Indic digits and the Gregorian year by default', () => {
    const text = formatDate(MARCH_5_2025, 'ar');
    expect(text).toMatch(ARABIC_INDIC);
    expect(text).not.toMatch(LATIN_DIGIT);
    expect(text).toContain('٢٠٢٥');
    expect(text).toContain('مارس');
  });

  it('writes English dates with Latin digits', () => {
    expect(formatDate(MARCH_5_2025, 'en')).toBe('March 5, 2025');
  });

  it('shows the Hijri (Umm al-Qura) date when the business prefers it', () => {
    const text = formatDate(MARCH_5_2025, 'ar', { calendar: 'islamic-umalqura' });
    expect(text).toContain('١٤٤٦');
    expect(text).toContain('رمضان');
  });

  it('accepts ISO strings and timestamps, and honours the fields asked for', () => {
    expect(formatDate('2025-03-05T12:00:00Z', 'en', { year: 'numeric', timeZone: 'UTC' })).toBe('2025');
    expect(formatDate(MARCH_5_2025.getTime(), 'en', { dateStyle: 'short', timeZone: 'UTC' })).toBe('3/5/25');
  });

  it('gives an empty string for an invalid date instead of throwing', () => {
    expect(formatDate('not a date', 'ar')).toBe('');
  });
});

describe('formatNumber and formatMoney', () => {
  it('uses Arabic-Indic digits and separators for Arabic, Latin for English', () => {
    expect(formatNumber(1234567.5, 'ar')).toBe('١٬٢٣٤٬٥٦٧٫٥');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
  });

  it('formats SAR through Intl in both languages', () => {
    const arabic = formatMoney(1234.5, 'ar');
    expect(arabic).toContain('١٬٢٣٤٫٥٠');
    expect(arabic).toContain('ر.س.');
    expect(plain(formatMoney(1234.5, 'en'))).toBe('SAR 1,234.50');
  });

  it('drops .00 on whole amounts, so a 200 SAR plan reads as such', () => {
    expect(plain(formatMoney(200, 'en'))).toBe('SAR 200');
    expect(formatMoney(200, 'ar')).toContain('٢٠٠');
    expect(formatMoney(200, 'ar')).not.toContain('٫');
  });

  it('formats another currency when asked', () => {
    expect(formatMoney(10, 'en', 'USD')).toBe('$10');
  });
});

describe('formatRelativeTime (spec §9 last-seen wording)', () => {
  const now = new Date('2025-03-05T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it('says "now" under a minute', () => {
    expect(formatRelativeTime(ago(30_000), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(30_000), 'ar', now)).toBe('الآن');
  });

  it('counts minutes under an hour, hours under a day, days under a week', () => {
    expect(formatRelativeTime(ago(5 * MINUTE), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59_000), 'en', now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(3 * HOUR), 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(DAY), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(6 * DAY), 'en', now)).toBe('6 days ago');
  });

  it('writes Arabic relative times with Arabic-Indic digits', () => {
    const text = formatRelativeTime(ago(5 * MINUTE), 'ar', now);
    expect(text).toContain('٥');
    expect(text).toContain('دقائق');
    expect(formatRelativeTime(ago(DAY), 'ar', now)).toBe('أمس');
    expect(formatRelativeTime(ago(3 * DAY), 'ar', now)).toBe('قبل ٣ أيام');
  });

  it('falls back to the date from a week on', () => {
    expect(formatRelativeTime(ago(7 * DAY), 'en', now)).toBe('February 26, 2025');
    expect(formatRelativeTime(ago(30 * DAY), 'ar', now)).toContain('٢٠٢٥');
  });

  it('speaks of the future too', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2 * HOUR), 'en', now)).toBe('in 2 hours');
  });
});
