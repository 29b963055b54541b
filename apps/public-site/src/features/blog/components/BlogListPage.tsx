import { useDocumentTitle } from '@sumaa/app-kit';
import { Badge, Card, Heading, Text } from '@sumaa/ui';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { CardGrid, ContentPage, PageHero } from '../../../shared/content';
import { useBlogPostView } from '../hooks/useBlogPostView';
import { useBlogTexts } from '../hooks/useBlogTexts';
import { BLOG_POSTS } from '../lib/blogPosts';
import { PostMeta } from './PostMeta';

/** /blog: every article, newest first (the newest one wider, marked as the latest), with date, reading time, summary. */
export function BlogListPage() {
  const { t } = useBlogTexts();
  const toView = useBlogPostView();
  useDocumentTitle(t('documentTitle'), t('description'));
  const posts = BLOG_POSTS.map(toView);

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <StyledPostGrid minCardWidth="20rem" aria-label={t('listLabel')}>
        {posts.map((post, index) => (
          <StyledPostCard key={post.slug} forwardedAs="article" padding="lg" $latest={index === 0}>
            {index === 0 && <Badge tone="brand">{t('latest')}</Badge>}
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
      </StyledPostGrid>
    </ContentPage>
  );
}

/*
 * From tablet width (two columns or more) the latest article takes two columns: with five articles in rows of
 * three, the rows come out full instead of leaving a hole after the fifth.
 */
const StyledPostGrid = styled(CardGrid)`
  ${({ theme }) => theme.media.tablet} {
    > li:first-child {
      grid-column: span 2;
    }
  }
`;

/* The whole card is the link's target (its ::after covers the card), while the link's name stays the title. */
const StyledPostCard = styled(Card)<{ $latest: boolean }>`
  position: relative;
  block-size: 100%;
  ${({ $latest, theme }) =>
    $latest &&
    css`
      justify-content: center;
      background: linear-gradient(to bottom, ${theme.colors.primarySoft}, ${theme.colors.surface});
      border-color: ${theme.tones.brand.border};

      > span:first-child {
        align-self: flex-start;
      }

      h2 {
        font-size: ${theme.fontSizes['2xl']};
      }
    `}
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
