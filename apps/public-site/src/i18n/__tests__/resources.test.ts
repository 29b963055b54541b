import { findMissingKeys } from '@sumaa/i18n';
import { publicSiteResources } from '../resources';

describe('public-site texts', () => {
  it('exist in Arabic and English alike, none empty', () => {
    expect(findMissingKeys(publicSiteResources)).toEqual([]);
  });

  it('are written in Arabic in the Arabic catalogue, not left in English', () => {
    const latinOnly = (value: unknown): string[] =>
      typeof value === 'string'
        ? /[\u0600-\u06ff]/.test(value) || !/[a-z]{3}/i.test(value)
          ? []
          : [value]
        : Object.values(value as object).flatMap(latinOnly);
    // Only placeholders that are Latin by nature (an e-mail address, the phone format) may stay so.
    expect(latinOnly(publicSiteResources.ar)).toEqual(['name@company.com', '05xxxxxxxx']);
  });
});
