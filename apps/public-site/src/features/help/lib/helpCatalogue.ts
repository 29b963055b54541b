// The help centre's shape, independent of language: four categories of four articles each (spec §2), their URLs
// (/help/<category>/<article>) and the articles shown as popular. Texts live in ../i18n.ts and ../helpArticles.ts.

export const HELP_CATEGORIES = [
  {
    id: 'getting-started',
    articles: ['create-account', 'verify-email', 'connect-google', 'first-reply'],
  },
  {
    id: 'account-management',
    articles: ['invite-team', 'roles-permissions', 'business-settings', 'subscription-billing'],
  },
  {
    id: 'integrations',
    articles: ['google-business-profile', 'choose-locations', 'review-sync', 'disconnect-google'],
  },
  {
    id: 'troubleshooting',
    articles: ['no-verification-email', 'reset-password', 'locations-missing', 'reply-not-on-google'],
  },
] as const;

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number]['id'];
export type HelpArticleId = (typeof HELP_CATEGORIES)[number]['articles'][number];

/** The four articles most visitors need first. */
export const POPULAR_ARTICLES: readonly HelpArticleId[] = [
  'connect-google',
  'first-reply',
  'invite-team',
  'locations-missing',
];

export interface HelpArticleRef {
  id: HelpArticleId;
  categoryId: HelpCategoryId;
}

/** Every article with its category, in the catalogue's order. */
export const ALL_ARTICLES: readonly HelpArticleRef[] = HELP_CATEGORIES.flatMap((category) =>
  category.articles.map((id) => ({ id, categoryId: category.id })),
);

export function helpArticlePath({ id, categoryId }: HelpArticleRef): string {
  return `/help/${categoryId}/${id}`;
}

export function findArticle(articleId: string | undefined): HelpArticleRef | undefined {
  return ALL_ARTICLES.find((article) => article.id === articleId);
}

export function isHelpCategoryId(value: string | undefined): value is HelpCategoryId {
  return HELP_CATEGORIES.some((category) => category.id === value);
}
