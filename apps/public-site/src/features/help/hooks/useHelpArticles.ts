import { useLanguage } from '@sumaa/i18n';
import type { HelpArticles } from '../helpArticleTypes';
import { helpArticleTexts } from '../i18n';

/** The help articles in the reader's language (re-renders on a language switch). */
export function useHelpArticles(): HelpArticles {
  const { language } = useLanguage();
  return helpArticleTexts[language];
}
