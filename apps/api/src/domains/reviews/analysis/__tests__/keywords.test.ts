import { extractKeywords, keywordKey } from '..';

describe('extractKeywords', () => {
  it('drops Arabic stop words and dialect fillers, and the article from what it shows', () => {
    expect(extractKeywords('يعني القهوة عندهم مرة حلوة والحلى كمان', 'ar')).toEqual([
      'قهوة',
      'حلوة',
      'حلى',
      'كمان',
    ]);
    expect(extractKeywords('وش هذا؟ الخدمة بطيئة والله', 'ar')).toEqual(['خدمة', 'بطيئة']);
  });

  it('counts a word with and without its article as one keyword, most mentioned first', () => {
    expect(
      extractKeywords('الأسعار غالية. قهوة عادية بس القهوة المختصة ممتازة، وبالقهوة الباردة هيل', 'ar'),
    ).toEqual(['قهوة', 'أسعار', 'غالية', 'عادية', 'مختصة', 'ممتازة', 'باردة', 'هيل']);
  });

  it('keeps the spelling people wrote, without diacritics', () => {
    expect(extractKeywords('الأَسْعَار معقولة', 'ar')).toEqual(['أسعار', 'معقولة']);
  });

  it('lower-cases English, drops its stop words, short words, digits and emoji', () => {
    expect(extractKeywords('The Breakfast was great and the pool is 10/10 👍 ok', 'en')).toEqual([
      'breakfast',
      'great',
      'pool',
    ]);
    expect(extractKeywords("The hotel's rooms were clean. Rooms had a view!", 'en')).toEqual([
      'rooms',
      'hotel',
      'clean',
      'view',
    ]);
  });

  it('handles both scripts in one review', () => {
    expect(extractKeywords('اللاتيه ممتاز و the cookies are amazing', 'ar')).toEqual([
      'لاتيه',
      'ممتاز',
      'cookies',
      'amazing',
    ]);
  });

  it('respects the limit', () => {
    expect(extractKeywords('coffee cake staff music view', 'en', 2)).toEqual(['coffee', 'cake']);
    expect(extractKeywords('coffee cake', 'en', 0)).toEqual([]);
  });

  it('gives nothing for an unknown or other language, or no text', () => {
    expect(extractKeywords('Très bel hôtel', 'other')).toEqual([]);
    expect(extractKeywords('Great coffee', null)).toEqual([]);
    expect(extractKeywords(null, 'ar')).toEqual([]);
    expect(extractKeywords('👍👍 10/10', 'en')).toEqual([]);
  });
});

describe('keywordKey', () => {
  it('groups spellings and the article across reviews', () => {
    expect(keywordKey('القهوة')).toBe(keywordKey('قهوة'));
    expect(keywordKey('قهوه')).toBe(keywordKey('قهوة'));
    expect(keywordKey('أسعار')).toBe(keywordKey('اسعار'));
  });

  it('groups English case and plurals', () => {
    expect(keywordKey('Rooms')).toBe(keywordKey('room'));
    expect(keywordKey('dishes')).toBe(keywordKey('dish'));
    expect(keywordKey('prices')).toBe(keywordKey('price'));
    expect(keywordKey('glass')).toBe('glass');
    expect(keywordKey('delicious')).toBe('delicious');
  });
});
