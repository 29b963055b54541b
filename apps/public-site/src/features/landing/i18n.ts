// The landing texts in both languages, for the key-parity test (i18n/__tests__/pageTexts.test.ts). The page
// loads one language at a time (hooks/useLandingTexts.ts), so this module is not part of its bundle.
import { ar } from './i18n.ar';
import { en } from './i18n.en';

export const landingTexts = { ar, en };
