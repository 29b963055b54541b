// The one i18next instance of the suite. Federation shares this lib as a singleton, so the shell and every
// remote translate through the same instance and switch language together.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from './intl/formatNumber';
import {
  applyDocumentLanguage,
  detectInitialLanguage,
  type Language,
  storeLanguage,
  toLanguage,
} from './language';
import { commonAr, commonEn } from './resources/common';
import { validationAr, validationEn } from './resources/validation';

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

let initialization: Promise<typeof i18n> | null = null;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Initialises the instance once (later calls return the same promise): the language is the stored choice,
 * else the browser's preference (decisions #10), and `<html lang dir>` follows every language change.
 */
export function initI18n(): Promise<typeof i18n> {
  initialization ??= (async () => {
    const language = detectInitialLanguage();
    applyDocumentLanguage(language);
    i18n.on('languageChanged', (lng: string) => applyDocumentLanguage(toLanguage(lng)));
    await i18n.init({
      lng: language,
      supportedLngs: ['ar', 'en'],
      fallbackLng: 'en',
      ns: ['common', 'validation'],
      defaultNS: 'common',
      resources: {
        ar: { common: commonAr, validation: validationAr },
        en: { common: commonEn, validation: validationEn },
      },
      interpolation: { escapeValue: false }, // React escapes what it renders
      // Re-render translated components when a remote adds its namespace after they mounted.
      react: { bindI18nStore: 'added' },
      showSupportNotice: false,
      // A key asked for but absent in the current language is recorded where the end-to-end suite reads it
      // (globalThis.__sumaaMissingKeys) and reported in the console, instead of silently showing the key.
      saveMissing: true,
      missingKeyHandler: (lngs: readonly string[], ns: string, key: string) =>
        recordMissingKey(lngs, ns, key),
    });
    // `{{count, number}}` uses the pinned digits of decisions #11 rather than whatever bare `ar` means to ICU.
    i18n.services.formatter?.add(
      'number',
      (value: number, lng: string | undefined, options: Intl.NumberFormatOptions | undefined) =>
        formatNumber(Number(value), toLanguage(lng), options),
    );
    markReady();
    return i18n;
  })();
  return initialization;
}

function recordMissingKey(languages: readonly string[], namespace: string, key: string): void {
  const entry = `${languages.join(',')}:${namespace}:${key}`;
  const seen = ((globalThis as { __sumaaMissingKeys?: string[] }).__sumaaMissingKeys ??= []);
  if (seen.includes(entry)) return;
  seen.push(entry);
  console.warn(`[i18n] missing text ${entry}`);
}

/** Resolves once the instance is initialised, by whichever app got there first. Does not start it. */
export function whenI18nReady(): Promise<void> {
  return ready;
}

/**
 * Adds (or replaces) an app's namespace in both languages. `addResourceBundle` exists only after `init()`,
 * so this initialises first; a remote may call it at module load.
 */
export async function addAppResources(ns: string, resources: { ar: object; en: object }): Promise<void> {
  await initI18n();
  i18n.addResourceBundle('ar', ns, resources.ar, true, true);
  i18n.addResourceBundle('en', ns, resources.en, true, true);
}

/** The current language; before initialisation, the one initialisation will pick. */
export function getLanguage(): Language {
  return i18n.isInitialized ? toLanguage(i18n.resolvedLanguage ?? i18n.language) : detectInitialLanguage();
}

/** Persists the choice in `localStorage.lang`, sets `<html lang dir>` and switches every mounted translation. */
export async function setLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  applyDocumentLanguage(lang);
  await initI18n();
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}
