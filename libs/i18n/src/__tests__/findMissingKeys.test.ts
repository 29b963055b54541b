import { findMissingKeys } from '../findMissingKeys';
import { commonAr, commonEn } from '../resources/common';
import { validationAr, validationEn } from '../resources/validation';

describe('key parity of the shared namespaces', () => {
  it('has every common key in both Arabic and English, with all plural forms', () => {
    expect(findMissingKeys({ ar: commonAr, en: commonEn })).toEqual([]);
  });

  it('has every validation message in both languages', () => {
    expect(findMissingKeys({ ar: validationAr, en: validationEn })).toEqual([]);
  });
});

describe('findMissingKeys', () => {
  it('reports a key missing on either side, by its dotted path', () => {
    expect(
      findMissingKeys({
        ar: { title: 'عنوان', nested: { onlyArabic: 'نص' } },
        en: { title: 'Title', onlyEnglish: 'Text' },
      }).sort(),
    ).toEqual(['missing in ar: onlyEnglish', 'missing in en: nested.onlyArabic']);
  });

  it('compares plural keys by their base and asks each language for its own plural forms', () => {
    expect(
      findMissingKeys({
        ar: { reviews_zero: '', reviews_one: 'مراجعة', reviews_two: 'مراجعتان', reviews_few: 'مراجعات' },
        en: { reviews_one: 'review', reviews_other: 'reviews' },
      }).sort(),
    ).toEqual(['empty in ar: reviews_zero', 'missing in ar: reviews_many', 'missing in ar: reviews_other']);
  });

  it('flags a key that is text in one language and a group in the other', () => {
    expect(findMissingKeys({ ar: { menu: 'القائمة' }, en: { menu: { open: 'Open' } } }).sort()).toEqual([
      'missing in ar: menu.open',
      'missing in en: menu',
    ]);
  });
});
