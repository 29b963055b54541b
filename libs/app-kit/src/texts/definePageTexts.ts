// Texts of one page (or group of pages) in their own i18next namespace, added when the page's code loads.
// Long content (legal text, help articles) then travels with its lazily loaded page instead of the first load.
import { addAppResources } from '@sumaa/i18n';
import { use } from 'react';
import { useTranslation } from 'react-i18next';

/** Arabic and English texts of one namespace; `en` must mirror `ar`'s keys (checked by the type and a test). */
export interface PageTexts<T extends object> {
  ar: T;
  en: T;
}

/**
 * Returns a hook that registers `texts` under `namespace` on first use (suspending until they are in) and then
 * behaves like `useTranslation(namespace)`.
 */
export function definePageTexts<T extends object>(namespace: string, texts: PageTexts<T>) {
  let ready: Promise<void> | undefined;
  return function usePageTexts() {
    ready ??= addAppResources(namespace, texts);
    use(ready);
    return useTranslation(namespace);
  };
}
