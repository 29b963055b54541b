import { Card, Heading, Text } from '@sumaa/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CardGrid, ContentPage, PageHero } from '../../../shared/content';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useBlogPostView } from '../hooks/useBlogPostView';
import { useBlogTexts } from '../hooks/useBlogTexts';
import { BLOG_POSTS } from '../lib/blogPosts';
import { PostMeta } from './PostMeta';

/** /blog: every article, newest first, with its date, reading time and summary. */
export function BlogListPage() {
  const { t } = useBlogTexts();
  const toView = useBlogPostView();
  useDocumentTitle(t('documentTitle'), t('description'));
  const posts = BLOG_POSTS.map(toView);

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <CardGrid minCardWidth="20rem" aria-label={t('listLabel')}>
        {posts.map((post) => (
          <StyledPostCard key={post.slug} forwardedAs="article" padding="lg">
            <PostMeta
              publishedOn={post.publishedOn}
              publishedLabel={post.publishedLabel}
              readingTimeLabel={post.readingTimeLabel}
            />
            <Heading level={3} as="h2">
              <StyledPostLink to={`/blog/${post.slug}`}>{post.title}</StyledPostLink>
            </Heading>
            <Text tone="secondary">{post.summary}</Text>
          </StyledPostCard>
        ))}
      </CardGrid>
    </ContentPage>
  );
}

/* The whole card is the link's target (its ::after covers the card), while the link's name stays the title. */
const StyledPostCard = styled(Card)`
  position: relative;
  block-size: 100%;
  transition: box-shadow ${({ theme }) => theme.motion.duration.fast} ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const StyledPostLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;
