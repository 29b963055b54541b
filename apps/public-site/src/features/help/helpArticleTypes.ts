import type { HelpArticleId } from './lib/helpCatalogue';

/** One block of an article: a paragraph, a sub-heading (h2), numbered steps or a bulleted list. */
export type HelpArticleBlock =
  { paragraph: string } | { heading: string } | { steps: string[] } | { bullets: string[] };

export interface HelpArticleText {
  title: string;
  /** One sentence shown in lists and search results, and as the article's meta description. */
  summary: string;
  blocks: HelpArticleBlock[];
}

export type HelpArticles = Record<HelpArticleId, HelpArticleText>;
