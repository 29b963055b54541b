// Texts that load one language at a time: each language of a namespace is its own chunk, so a visitor downloads
// only the texts of the language they read (issue 3: the first load of `/` carried both). The other language
// loads when the visitor switches (loadTextsOfLanguage before setLanguage); a component that renders in a
// language whose texts are not in yet suspends until they are (useLanguageTexts), so no key ever shows.
import { i18n, initI18n, type Language, useLanguage } from '@sumaa/i18n';
import { use } from 'react';

/** One loader per language, each a dynamic import of that language's module. */
export type LanguageTextLoaders = Record<Language, () => Promise<object>>;

const loadersByNamespace = new Map<string, LanguageTextLoaders>();
const loading = new Map<string, Promise<void>>();

/** Makes `namespace` known, so a language switch also loads its texts. */
export function registerLanguageTexts(namespace: string, loaders: LanguageTextLoaders): void {
  loadersByNamespace.set(namespace, loaders);
}

/** Adds the texts of `namespace` in `language` to i18n (once; a failed load is tried again next time). */
export function loadLanguageTexts(namespace: string, language: Language): Promise<void> {
  const key = `${language}:${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    const loaders = loadersByNamespace.get(namespace);
    if (!loaders) return Promise.reject(new Error(`No texts registered for ${namespace}`));
    pending = Promise.all([loaders[language](), initI18n()]).then(([texts]) => {
      i18n.addResourceBundle(language, namespace, texts, true, true);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads every registered namespace in `language`: called before switching to it. */
export async function loadTextsOfLanguage(language: Language): Promise<void> {
  await Promise.all(
    [...loadersByNamespace.keys()].map((namespace) => loadLanguageTexts(namespace, language)),
  );
}

/** Suspends until the texts of `namespace` in the current language are in. */
export function useLanguageTexts(namespace: string): void {
  const { language } = useLanguage();
  if (!i18n.hasResourceBundle(language, namespace)) use(loadLanguageTexts(namespace, language));
}
