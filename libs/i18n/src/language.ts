// Which language the interface speaks, and what that implies for layout and the API (decisions #10).
import { LANGUAGES, type Language } from '@sumaa/contracts';

export type { Language };
export type Direction = 'rtl' | 'ltr';
export type AcceptLanguage = 'ar-SA' | 'en-US';

/** The browser storage key that keeps the chosen language. */
export const LANG_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `ar`, `ar-SA`, `AR` → ar; anything else → en. */
export function toLanguage(value: string | null | undefined): Language {
  return (value ?? '').toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function directionOf(lang: Language): Direction {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export function acceptLanguageOf(lang: Language): AcceptLanguage {
  return lang === 'ar' ? 'ar-SA' : 'en-US';
}

export function readStoredLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): behave as a first visit
  }
}

export function storeLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  mirrorLanguageCookie(lang);
}

/**
 * The stored choice mirrored in a `lang` cookie, so the first HTML response of a prerendered page is already in
 * it (docs/adr/0012-prerendered-public-pages.md); the browser storage stays the source of truth.
 */
export function mirrorLanguageCookie(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANG_STORAGE_KEY}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * The language a prerendered page was served in (`<html data-prerendered lang>`), which the first render must
 * match to hydrate it; null on a page rendered in the browser.
 */
export function prerenderedLanguage(): Language | null {
  const html = globalThis.document?.documentElement;
  return html?.hasAttribute('data-prerendered') ? toLanguage(html.lang) : null;
}

/**
 * The stored choice, else the browser's preferred language: Arabic → ar, anything else → en. On a prerendered
 * page, the language the server chose from the same inputs (its address, the cookie mirror, Accept-Language).
 */
export function detectInitialLanguage(): Language {
  const served = prerenderedLanguage();
  if (served) return served;
  const stored = readStoredLanguage();
  if (stored) return stored;
  const navigatorRef = globalThis.navigator;
  const preferred = navigatorRef?.languages?.[0] ?? navigatorRef?.language;
  return toLanguage(preferred);
}

/** `<html lang dir>`: what screen readers, fonts and the RTL stylesheet key off. */
export function applyDocumentLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}
