import { formatDate, useLanguage } from '@sumaa/i18n';
import type { BlogPostText } from '../i18n';
import { type BlogPostMeta, readingMinutes } from '../lib/blogPosts';
import { useBlogTexts } from './useBlogTexts';

export interface BlogPostView extends BlogPostMeta, BlogPostText {
  /** The publication date in the reader's language and digits. */
  publishedLabel: string;
  /** "4 min read" / "٣ دقائق للقراءة". */
  readingTimeLabel: string;
}

/** An article's texts in the current language, with its date and reading time ready to show. */
export function useBlogPostView(): (post: BlogPostMeta) => BlogPostView {
  const { t } = useBlogTexts();
  const { language } = useLanguage();
  return (post) => {
    // The article is one structured object (title, summary, body blocks) in the catalogue.
    const text = t(`posts.${post.slug}`, { returnObjects: true }) as unknown as BlogPostText;
    return {
      ...post,
      ...text,
      publishedLabel: formatDate(post.publishedOn, language, { timeZone: 'UTC' }),
      readingTimeLabel: t('readingTime', { count: readingMinutes(text.body) }),
    };
  };
}
