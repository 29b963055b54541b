import type { Language } from '@sumaa/contracts';
import { type DatePreferences, initI18n, setLanguage } from '@sumaa/i18n';
import { act, renderHook } from '@testing-library/react';
import { useFormat } from '../format/useFormat';

const ARABIC_INDIC = /[\u0660-\u0669]/;
const LATIN_DIGIT = /[0-9]/;
// Intl separates a currency and its amount with a no-break space, and marks Arabic runs with direction marks
// (invisible): compare the visible text.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ');
const RIYADH: DatePreferences = { timezone: 'Asia/Riyadh', dateFormat: 'dd/mm/yyyy' };

async function formatIn(language: Language, preferences?: DatePreferences) {
  await act(() => setLanguage(language));
  return renderHook(() => useFormat(preferences)).result.current;
}

beforeAll(() => initI18n());

describe('useFormat', () => {
  it('writes numbers, shares and changes in English with Latin digits', async () => {
    const format = await formatIn('en');

    expect(format.count(1234.5)).toBe('1,234.5');
    expect(format.share(0.375)).toBe('37.5%');
    expect(format.percent(87.5)).toBe('87.5%');
    expect([format.change(33.3), format.change(-50), format.change(0)]).toEqual(['+33.3%', '-50%', '0%']);
    expect(format.compact(12_500)).toBe('12.5K');
    expect([format.rating(4), format.rating(3.625), format.rating(4.25)]).toEqual(['4.0', '3.6', '4.3']);
  });

  it('writes the same figures in Arabic with Arabic-Indic digits only', async () => {
    const format = await formatIn('ar');

    expect(format.count(1234.5)).toBe('١٬٢٣٤٫٥');
    expect(visible(format.share(0.375))).toBe('٣٧٫٥٪');
    expect(visible(format.change(33.3))).toBe('+٣٣٫٣٪');
    expect(format.rating(4)).toBe('٤٫٠');
    for (const text of [
      format.count(1234.5),
      format.compact(12_500),
      format.percent(87.5),
      format.rate(15),
    ]) {
      expect(text).toMatch(ARABIC_INDIC);
      expect(text).not.toMatch(LATIN_DIGIT);
    }
  });

  it('writes money in riyals in both languages', async () => {
    expect(visible((await formatIn('en')).money(1500))).toBe('SAR 1,500');
    expect(visible((await formatIn('ar')).money(1500))).toBe('١٬٥٠٠ ر.س.');
  });

  it('writes durations in the most readable unit', async () => {
    const en = await formatIn('en');
    expect([en.duration(0.75), en.duration(3.5), en.duration(48)]).toEqual([
      '45 minutes',
      '3.5 hours',
      '2 days',
    ]);
    expect(en.hoursOrMinutes(50)).toBe('50 hours');

    const ar = await formatIn('ar');
    expect([ar.duration(0.75), ar.duration(3.5)]).toEqual(['٤٥ دقيقة', '٣٫٥ ساعة']);
  });

  it('writes report months and days as the calendar days they are, in both languages', async () => {
    const en = await formatIn('en');
    expect([en.monthShort('2025-03'), en.monthLong('2025-03')]).toEqual(['Mar', 'March 2025']);
    expect([en.dayShort('2025-03-05'), en.dayLong('2025-03-05'), en.day('2025-03-05')]).toEqual([
      'Mar 5',
      'March 5, 2025',
      'March 5, 2025',
    ]);

    const ar = await formatIn('ar');
    expect([ar.monthShort('2025-03'), ar.monthLong('2025-03')]).toEqual(['مارس', 'مارس ٢٠٢٥']);
    expect([ar.dayShort('2025-03-05'), ar.dayLong('2025-03-05')]).toEqual(['٥ مارس', '٥ مارس ٢٠٢٥']);
  });

  it('writes instants in the business’s time zone and date format when it has chosen them', async () => {
    // 22:30 UTC on 5 March is already 6 March, 01:30, in Riyadh.
    const late = '2025-03-05T22:30:00Z';
    const en = await formatIn('en', RIYADH);
    expect(en.date(late)).toBe('06/03/2025');
    expect(en.dateTime(late)).toBe('06/03/2025 01:30');
    // A report day stays the day the server counted, in the chosen format.
    expect(en.day('2025-03-05')).toBe('05/03/2025');

    const ar = await formatIn('ar', RIYADH);
    expect(ar.date(late)).toBe('٠٦/٠٣/٢٠٢٥');
    expect(ar.dateTime(late)).toBe('٠٦/٠٣/٢٠٢٥ ٠١:٣٠');
  });

  it('writes a recent instant relative to now, an older one as its date, and nothing for a missing one', async () => {
    const now = new Date('2025-03-05T12:00:00Z');
    const en = await formatIn('en');
    expect(en.relative('2025-03-05T10:00:00Z', now)).toBe('2 hours ago');
    expect(en.relative('2025-02-01T10:00:00Z', now)).toBe('February 1, 2025');
    expect([en.date(null), en.dateTime(undefined), en.relative('not a date', now)]).toEqual(['', '', '']);

    const ar = await formatIn('ar');
    expect(ar.relative('2025-03-05T10:00:00Z', now)).toBe('قبل ساعتين');
  });

  it('follows a change of language', async () => {
    await act(() => setLanguage('en'));
    const { result } = renderHook(() => useFormat());
    expect(result.current.count(7)).toBe('7');

    await act(() => setLanguage('ar'));
    expect(result.current.count(7)).toBe('٧');
  });
});
