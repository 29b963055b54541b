import { splitGoogleTranslation } from '..';

describe('splitGoogleTranslation', () => {
  it('splits Google’s translated form into the reviewer’s original and the translation', () => {
    expect(
      splitGoogleTranslation(
        '(Translated by Google) Great coffee, friendly staff\n\n(Original)\nقهوة رائعة وموظفين بشوشين',
      ),
    ).toEqual({
      original: 'قهوة رائعة وموظفين بشوشين',
      translated: 'Great coffee, friendly staff',
    });
    expect(
      splitGoogleTranslation('(Translated by Google) القهوة ممتازة\n\n(Original)\nThe coffee is excellent'),
    ).toEqual({
      original: 'The coffee is excellent',
      translated: 'القهوة ممتازة',
    });
  });

  it('splits the reverse order, the original first', () => {
    expect(splitGoogleTranslation('Très bel hôtel\n\n(Translated by Google)\nVery nice hotel')).toEqual({
      original: 'Très bel hôtel',
      translated: 'Very nice hotel',
    });
    expect(splitGoogleTranslation('(Original)\nخدمة سريعة\n\n(Translated by Google)\nFast service')).toEqual({
      original: 'خدمة سريعة',
      translated: 'Fast service',
    });
  });

  it('keeps multi-line texts whole on each side', () => {
    const comment =
      '(Translated by Google) First line.\nSecond line.\n\n(Original)\nالسطر الأول.\nالسطر الثاني.';
    expect(splitGoogleTranslation(comment)).toEqual({
      original: 'السطر الأول.\nالسطر الثاني.',
      translated: 'First line.\nSecond line.',
    });
  });

  it('returns a plain comment as the original, without translation', () => {
    expect(splitGoogleTranslation('  المكان هادي ومريح  ')).toEqual({
      original: 'المكان هادي ومريح',
      translated: null,
    });
    expect(splitGoogleTranslation('The original recipe (Original) is better')).toEqual({
      original: 'The original recipe (Original) is better',
      translated: null,
    });
  });

  it('returns nothing for a rating-only review', () => {
    for (const empty of [undefined, null, '', '   \n']) {
      expect(splitGoogleTranslation(empty)).toEqual({ original: null, translated: null });
    }
  });

  it('keeps a translation whose original was cut off', () => {
    expect(splitGoogleTranslation('(Translated by Google) Great coffee')).toEqual({
      original: null,
      translated: 'Great coffee',
    });
  });
});
