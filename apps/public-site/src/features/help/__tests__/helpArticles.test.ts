import { helpArticleTexts, helpTexts } from '../i18n';
import type { HelpArticleBlock, HelpArticleText } from '../helpArticleTypes';
import { ALL_ARTICLES, HELP_CATEGORIES, POPULAR_ARTICLES } from '../lib/helpCatalogue';

const kindOf = (block: HelpArticleBlock) => Object.keys(block)[0];
const itemCount = (block: HelpArticleBlock) =>
  'steps' in block ? block.steps.length : 'bullets' in block ? block.bullets.length : 1;
const wordCount = (article: HelpArticleText) =>
  [article.title, article.summary, ...article.blocks.flatMap((block) => Object.values(block).flat())]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('help articles', () => {
  it('are sixteen, four in each of the four categories, with the popular ones among them', () => {
    expect(HELP_CATEGORIES.map((category) => category.articles.length)).toEqual([4, 4, 4, 4]);
    expect(new Set(ALL_ARTICLES.map((article) => article.id)).size).toBe(16);
    expect(POPULAR_ARTICLES).toHaveLength(4);
    POPULAR_ARTICLES.forEach((id) => expect(ALL_ARTICLES.map((article) => article.id)).toContain(id));
    expect(Object.keys(helpTexts.ar.categories)).toEqual(HELP_CATEGORIES.map((category) => category.id));
  });

  it.each(ALL_ARTICLES.map((article) => article.id))(
    '%s says the same in both languages, block for block, in 150 to 300 words',
    (id) => {
      const { ar, en } = { ar: helpArticleTexts.ar[id], en: helpArticleTexts.en[id] };
      expect(en.blocks.map(kindOf)).toEqual(ar.blocks.map(kindOf));
      expect(en.blocks.map(itemCount)).toEqual(ar.blocks.map(itemCount));
      expect(ar.blocks.some((block) => 'steps' in block)).toBe(true);
      for (const article of [ar, en]) {
        expect(wordCount(article)).toBeGreaterThanOrEqual(150);
        expect(wordCount(article)).toBeLessThanOrEqual(300);
      }
    },
  );
});
