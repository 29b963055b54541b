import type { Language } from '@sumaa/i18n';
import type { HelpArticles, HelpArticleText } from '../helpArticleTypes';
import { ALL_ARTICLES, type HelpArticleRef } from './helpCatalogue';
import { normaliseSearchText, searchTerms } from './normaliseSearchText';

interface SearchableText {
  title: string;
  everything: string;
}

// Folded once per article object: searching runs on every keystroke.
const foldedArticles = new WeakMap<HelpArticleText, SearchableText>();

function searchableText(article: HelpArticleText): SearchableText {
  const cached = foldedArticles.get(article);
  if (cached) return cached;
  const body = article.blocks.flatMap((block) => Object.values(block).flat() as string[]);
  const folded = {
    title: normaliseSearchText(article.title),
    everything: normaliseSearchText([article.title, article.summary, ...body].join(' ')),
  };
  foldedArticles.set(article, folded);
  return folded;
}

/** "الفريق" also finds "فريقك": a word typed with the definite article matches the bare word too. */
function contains(text: string, term: string): boolean {
  if (text.includes(term)) return true;
  return term.startsWith('\u0627\u0644') && term.length > 3 && text.includes(term.slice(2));
}

/**
 * The articles whose title or body (in either language, so a visitor may search in the language they think in)
 * contains every word of the query; those with more words in the title come first, then catalogue order.
 */
export function searchHelpArticles(
  query: string,
  articlesByLanguage: Record<Language, HelpArticles>,
): HelpArticleRef[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const scored = ALL_ARTICLES.map((ref, order) => {
    let best = -1;
    for (const articles of Object.values(articlesByLanguage)) {
      const text = searchableText(articles[ref.id]);
      if (!terms.every((term) => contains(text.everything, term))) continue;
      best = Math.max(best, terms.filter((term) => contains(text.title, term)).length);
    }
    return { ref, order, score: best };
  });
  return scored
    .filter(({ score }) => score >= 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ ref }) => ref);
}
