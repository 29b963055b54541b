import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The one separator between a page's name and the product's, in every app's tab title. */
export const TITLE_SEPARATOR = ' · ';

/**
 * Names the browser tab "<page> · <product>" in the current language (and again after a language switch) and,
 * when given, sets the page's meta description for search engines and link previews.
 */
export function useDocumentTitle(pageTitle: string, description?: string): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  // Prerendering in Node (apps/public-site/src/prerender): the page's head is read from here after the render.
  const serverHead = (globalThis as { __sumaaDocumentHead?: { title?: string; description?: string } })
    .__sumaaDocumentHead;
  if (serverHead)
    Object.assign(serverHead, { title: `${pageTitle}${TITLE_SEPARATOR}${appName}`, description });
  useEffect(() => {
    document.title = `${pageTitle}${TITLE_SEPARATOR}${appName}`;
  }, [pageTitle, appName]);
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
