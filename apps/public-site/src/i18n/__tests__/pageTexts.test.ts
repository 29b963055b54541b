// Every page namespace (features/*/i18n.ts, see definePageTexts in @sumaa/app-kit) has the same keys in Arabic
// and English, none empty, and its Arabic side is written in Arabic.
import { findMissingKeys } from '@sumaa/i18n';
import fs from 'node:fs';
import path from 'node:path';

const featuresDir = path.resolve(__dirname, '../../features');
const textFiles = fs
  .readdirSync(featuresDir)
  .map((feature) => path.join(featuresDir, feature, 'i18n.ts'))
  .filter((file) => fs.existsSync(file));

const catalogues = textFiles.flatMap((file) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list of files is only known at run time
  Object.entries(require(file) as Record<string, unknown>)
    .filter((entry): entry is [string, { ar: object; en: object }] => {
      const value = entry[1] as { ar?: unknown; en?: unknown } | null;
      return typeof value === 'object' && value !== null && 'ar' in value && 'en' in value;
    })
    .map(([name, texts]) => ({ name: `${path.basename(path.dirname(file))}/${name}`, texts })),
);

const latinOnly = (value: unknown): string[] =>
  typeof value === 'string'
    ? /[\u0600-\u06ff]/.test(value) || !/[a-z]{4}/i.test(value)
      ? []
      : [value]
    : Object.values(value as object).flatMap(latinOnly);

describe('page texts', () => {
  if (catalogues.length === 0) {
    it('none yet', () => expect(textFiles).toEqual([]));
    return;
  }

  it.each(catalogues)('$name exist in Arabic and English alike, none empty', ({ texts }) => {
    expect(findMissingKeys(texts)).toEqual([]);
  });

  it.each(catalogues)('$name are written in Arabic in the Arabic catalogue', ({ texts }) => {
    // Brand and product names (Google, Sumaa's e-mail addresses, URLs) may stay Latin inside Arabic sentences;
    // a value with no Arabic letter at all but English words is an untranslated text.
    expect(latinOnly(texts.ar).filter((value) => !/^[\w.+-]+@[\w.-]+$|^https?:\/\//.test(value))).toEqual([]);
  });
});
