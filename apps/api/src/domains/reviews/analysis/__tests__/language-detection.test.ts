import { detectLanguage } from '..';

describe('detectLanguage', () => {
  it('recognises Arabic, dialect and short texts included', () => {
    expect(detectLanguage('القهوة رهيبة والطعم ثابت كل مرة.')).toBe('ar');
    expect(detectLanguage('زين')).toBe('ar');
    expect(detectLanguage('ممتاز 👌')).toBe('ar');
    expect(detectLanguage('وش هالزين! چذي الخدمة ولا بلاش')).toBe('ar');
  });

  it('recognises English, short texts included', () => {
    expect(detectLanguage('The room was spotless and the bed very comfortable.')).toBe('en');
    expect(detectLanguage('Good')).toBe('en');
    expect(detectLanguage('Excellent 👍')).toBe('en');
  });

  it('goes by the script with most letters in mixed texts', () => {
    expect(detectLanguage('اللاتيه ممتاز والـ cookies حلوة')).toBe('ar');
    expect(detectLanguage('Great latte, شكراً')).toBe('en');
  });

  it('calls other languages other', () => {
    expect(detectLanguage('Très bel hôtel, personnel accueillant et chambre impeccable.')).toBe('other');
    expect(detectLanguage('Sehr laut in der Nacht, das Personal war unfreundlich.')).toBe('other');
    expect(detectLanguage('Очень хороший отель')).toBe('other');
    expect(detectLanguage('ہوٹل بہت اچھا ہے اور کھانا بھی زبردست تھا')).toBe('other');
  });

  it('has no answer without letters', () => {
    for (const text of [undefined, null, '', '👍👍', '5/5 !!!', '١٢٣'])
      expect(detectLanguage(text)).toBeNull();
  });
});
