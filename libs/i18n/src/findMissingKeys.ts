// Key parity between the Arabic and English catalogues of a namespace (decisions #10: every string exists in
// both languages). Each app runs it on its own namespace in its tests.
import { LANGUAGES, type Language } from '@sumaa/contracts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
}

/**
 * Problems with a namespace's `{ ar, en }` resources, one readable line each; empty when they are in step.
 * Plural keys compare by their base (`unread_few` counts as `unread`), and each language must carry every
 * plural form its Intl.PluralRules uses (Arabic six, English two). Empty strings count as missing.
 */
export function findMissingKeys(resources: Record<Language, object>): string[] {
  const flat = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const entries = new Map<string, unknown>();
      flatten(resources[lang], '', entries);
      return [lang, entries];
    }),
  ) as Record<Language, Map<string, unknown>>;
  const baseKeys = (lang: Language) =>
    new Set([...flat[lang].keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));

  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    const own = baseKeys(lang);
    for (const other of LANGUAGES.filter((candidate) => candidate !== lang)) {
      for (const key of baseKeys(other)) if (!own.has(key)) problems.push(`missing in ${lang}: ${key}`);
    }
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const pluralBases = new Set(
      [...flat[lang].keys()]
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    for (const base of pluralBases) {
      for (const category of categories) {
        if (!flat[lang].has(`${base}_${category}`)) problems.push(`missing in ${lang}: ${base}_${category}`);
      }
    }
    for (const [key, value] of flat[lang]) {
      if (typeof value === 'string' && value.trim() === '') problems.push(`empty in ${lang}: ${key}`);
    }
  }
  return problems;
}
