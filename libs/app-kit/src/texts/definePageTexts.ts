// Texts of one page (or group of pages) in their own i18next namespace, added when the page's code loads.
// Long content (legal text, help articles) then travels with its lazily loaded page instead of the first load.
import { addAppResources, i18n } from '@sumaa/i18n';
import { use } from 'react';
import { useTranslation } from 'react-i18next';

/** Arabic and English texts of one namespace; `en` must mirror `ar`'s keys (checked by the type and a test). */
export interface PageTexts<T extends object> {
  ar: T;
  en: T;
}

/** A promise React's `use` reads as already settled (its `status`), so texts already in do not suspend. */
const alreadyIn = (): Promise<void> =>
  Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Returns a hook that registers `texts` under `namespace` on first use (suspending until they are in) and then
 * behaves like `useTranslation(namespace)`. Texts already in (added by a test's set-up) are not added again.
 */
export function definePageTexts<T extends object>(namespace: string, texts: PageTexts<T>) {
  let ready: Promise<void> | undefined;
  return function usePageTexts() {
    ready ??=
      i18n.isInitialized && i18n.hasResourceBundle('ar', namespace)
        ? alreadyIn()
        : addAppResources(namespace, texts);
    use(ready);
    return useTranslation(namespace);
  };
}
