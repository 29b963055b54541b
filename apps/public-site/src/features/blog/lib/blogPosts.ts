import type { ArticleBlock } from '../i18n';

export interface BlogPostMeta {
  /** The article's address under /blog/ and its key in the texts. */
  slug: string;
  /** Publication date (YYYY-MM-DD). */
  publishedOn: string;
}

/** The published articles, newest first. An article's words live in i18n.ts under `posts.<slug>`. */
export const BLOG_POSTS: readonly BlogPostMeta[] = [
  { slug: 'reply-to-negative-google-reviews', publishedOn: '2026-11-12' },
  { slug: 'why-answer-reviews-in-arabic', publishedOn: '2026-10-22' },
  { slug: 'reading-review-sentiment', publishedOn: '2026-10-01' },
  { slug: 'ask-customers-for-google-reviews', publishedOn: '2026-09-10' },
  { slug: 'review-replies-as-a-team', publishedOn: '2026-08-20' },
];

export function findBlogPost(slug: string | undefined): BlogPostMeta | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/** Words per minute of an unhurried reader; the same for both languages is close enough for an estimate. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read an article's body in the language it is shown in, at least one. */
export function readingMinutes(body: readonly ArticleBlock[]): number {
  const words = body
    .flatMap((block) =>
      typeof block === 'string' ? [block] : Array.isArray(block) ? block : [block.heading],
    )
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
