import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab "<page> · <product>" in the current language (and again after a language switch). */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = `${pageTitle} · ${appName}`;
  }, [pageTitle, appName]);
}
