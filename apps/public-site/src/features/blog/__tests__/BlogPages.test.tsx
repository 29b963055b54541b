import { resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, fakeApi, renderArea } from '@sumaa/app-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { blogTexts } from '../i18n';
import { BLOG_POSTS, readingMinutes } from '../lib/blogPosts';
import { publicSiteArea } from '../../../testing/publicSiteArea';

const PAGE_LOAD = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
  fakeApi({});
});

const wordsOf = (body: readonly unknown[]) =>
  body
    .flatMap((block) =>
      typeof block === 'string'
        ? [block]
        : Array.isArray(block)
          ? block
          : [(block as { heading: string }).heading],
    )
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('blog list', () => {
  it('lists every article, newest first, with its date, reading time and summary', async () => {
    await renderArea(publicSiteArea, '/blog');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Blog' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const list = within(main).getByRole('list', { name: 'Articles' });
    const articles = within(list).getAllByRole('article');
    expect(articles).toHaveLength(BLOG_POSTS.length);

    const first = articles[0];
    expect(
      within(first).getByRole('link', { name: 'How to reply to a negative Google review' }),
    ).toHaveAttribute('href', '/blog/reply-to-negative-google-reviews');
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2026-11-12');
    expect(first).toHaveTextContent('November 12, 2026');
    expect(first).toHaveTextContent('2 min read');
    expect(first).toHaveTextContent('A one-star review stings');

    const dates = articles.map((article) => article.querySelector('time')!.getAttribute('dateTime')!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(document.title).toBe('Blog · Sumaa');
  });

  it('is written in Arabic for an Arabic reader', async () => {
    await renderArea(publicSiteArea, '/blog', { language: 'ar' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'المدونة' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const articles = within(within(main).getByRole('list', { name: 'المقالات' })).getAllByRole('article');
    expect(
      within(articles[1]).getByRole('link', { name: 'لماذا يهمّ أن ترد على التقييمات بالعربية' }),
    ).toHaveAttribute('href', '/blog/why-answer-reviews-in-arabic');
    expect(articles[0]).toHaveTextContent('١٢ نوفمبر ٢٠٢٦');
    expect(articles[0]).toHaveTextContent('دقيقتان للقراءة');
  });
});

describe('blog article', () => {
  it('opens from the list as a page of its own, with breadcrumbs, the article and more articles', async () => {
    const { user } = await renderArea(publicSiteArea, '/blog');
    const main = screen.getByRole('main');
    await user.click(
      await within(main).findByRole('link', { name: 'Reading your review sentiment' }, PAGE_LOAD),
    );
    await waitFor(() => expect(currentLocation()).toBe('/blog/reading-review-sentiment'), PAGE_LOAD);

    const article = await within(main).findByRole(
      'article',
      { name: 'Reading your review sentiment' },
      PAGE_LOAD,
    );
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Reading your review sentiment',
    );
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Watch the trend, not the day' }),
    ).toBeInTheDocument();
    expect(article.querySelector('time')).toHaveAttribute('dateTime', '2026-10-01');
    expect(article).toHaveTextContent('The Sumaa team');
    const breadcrumb = within(main).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(main).getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    const more = within(main).getByRole('region', { name: 'More articles' });
    expect(within(more).getAllByRole('link')).toHaveLength(3);
    expect(
      within(more).queryByRole('link', { name: 'Reading your review sentiment' }),
    ).not.toBeInTheDocument();
    expect(document.title).toBe('Reading your review sentiment · Sumaa');
  });

  it('shows the Arabic article to an Arabic reader', async () => {
    await renderArea(publicSiteArea, '/blog/review-replies-as-a-team', { language: 'ar' });
    const article = await screen.findByRole(
      'article',
      { name: 'الرد على التقييمات بروح الفريق: من يفعل ماذا' },
      PAGE_LOAD,
    );
    expect(
      within(article).getByRole('heading', { level: 2, name: 'أربعة أدوار تغطي معظم الفرق' }),
    ).toBeInTheDocument();
    expect(article).toHaveTextContent('٢٠ أغسطس ٢٠٢٦');
    expect(
      within(screen.getByRole('navigation', { name: 'مسار التنقل' })).getByRole('link', { name: 'المدونة' }),
    ).toHaveAttribute('href', '/blog');
  });

  it('sends an address that names no article back to the blog', async () => {
    await renderArea(publicSiteArea, '/blog/no-such-article');
    await waitFor(() => expect(currentLocation()).toBe('/blog'), PAGE_LOAD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('has real articles: 300 to 500 words each, in both languages', () => {
    for (const language of ['ar', 'en'] as const) {
      for (const post of BLOG_POSTS) {
        const words = wordsOf(blogTexts[language].posts[post.slug as keyof typeof blogTexts.en.posts].body);
        expect({ language, slug: post.slug, ok: words >= 300 && words <= 500 }).toEqual({
          language,
          slug: post.slug,
          ok: true,
        });
      }
    }
  });

  it('estimates reading time from the words shown, at least a minute', () => {
    expect(readingMinutes(['one two three'])).toBe(1);
    expect(readingMinutes([Array(450).fill('word').join(' ')])).toBe(2);
    expect(readingMinutes([{ heading: 'A' }, Array(700).fill('word'), 'end'])).toBe(4);
  });
});
