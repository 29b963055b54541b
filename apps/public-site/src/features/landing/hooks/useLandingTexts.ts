import { loadLanguageTexts, registerLanguageTexts, useLanguageTexts } from '@sumaa/app-kit';
import { getLanguage } from '@sumaa/i18n';
import { useTranslation } from 'react-i18next';

const NAMESPACE = 'public-site.landing';

// Only the visitor's language is downloaded, in one chunk with the site's own texts (same chunk name as in
// remote-entry.tsx). The landing page is the first screen, so its texts start loading as soon as this module
// loads rather than on first render.
registerLanguageTexts(NAMESPACE, {
  ar: () => import(/* webpackChunkName: "texts-ar" */ '../i18n.ar').then((module) => module.ar),
  en: () => import(/* webpackChunkName: "texts-en" */ '../i18n.en').then((module) => module.en),
});
void loadLanguageTexts(NAMESPACE, getLanguage()).catch(() => undefined);

export function useLandingTexts() {
  useLanguageTexts(NAMESPACE);
  return useTranslation(NAMESPACE);
}
