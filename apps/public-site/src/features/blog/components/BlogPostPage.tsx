import { useDocumentTitle } from '@sumaa/app-kit';
import { Button, ChevronStartIcon, Heading } from '@sumaa/ui';
import { Link, Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { Breadcrumbs, CallToAction, ContentPage, ContentSection, Prose } from '../../../shared/content';
import { useSignedInHome } from '../../../shared/navigation/useSignedInHome';
import { useBlogPostView } from '../hooks/useBlogPostView';
import { useBlogTexts } from '../hooks/useBlogTexts';
import { BLOG_POSTS, type BlogPostMeta, findBlogPost } from '../lib/blogPosts';
import { PostMeta } from './PostMeta';

/** /blog/:slug: one article; an address that names no article leads back to the blog. */
export function BlogPostPage() {
  const { slug } = useParams();
  const post = findBlogPost(slug);
  if (!post) return <Navigate to="/blog" replace />;
  // Keyed by slug: moving to another article starts a fresh page rather than patching the old one.
  return <BlogArticle key={post.slug} post={post} />;
}

const MORE_POSTS = 3;

function BlogArticle({ post: meta }: { post: BlogPostMeta }) {
  const { t } = useBlogTexts();
  const toView = useBlogPostView();
  const home = useSignedInHome();
  const post = toView(meta);
  useDocumentTitle(post.title, post.summary);
  const others = BLOG_POSTS.filter((other) => other.slug !== meta.slug)
    .slice(0, MORE_POSTS)
    .map(toView);

  return (
    <ContentPage>
      <StyledColumn>
        <Breadcrumbs
          label={t('breadcrumbLabel')}
          items={[{ label: t('title'), to: '/blog' }, { label: post.title }]}
        />
        <StyledArticle aria-labelledby="blog-post-title">
          <StyledArticleHeader>
            <PostMeta
              publishedOn={post.publishedOn}
              publishedLabel={post.publishedLabel}
              readingTimeLabel={post.readingTimeLabel}
              author={t('author')}
            />
            <StyledTitle level={1} id="blog-post-title">
              {post.title}
            </StyledTitle>
            <StyledSummary>{post.summary}</StyledSummary>
          </StyledArticleHeader>
          <Prose>
            {post.body.map((block, index) =>
              typeof block === 'string' ? (
                <p key={index}>{block}</p>
              ) : Array.isArray(block) ? (
                <ul key={index}>
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <h2 key={index}>{block.heading}</h2>
              ),
            )}
          </Prose>
        </StyledArticle>
        <StyledBack to="/blog">
          <ChevronStartIcon />
          {t('backToBlog')}
        </StyledBack>
      </StyledColumn>
      <ContentSection title={t('morePosts')}>
        <StyledMoreList>
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={`/blog/${other.slug}`}>{other.title}</Link>
              <PostMeta
                publishedOn={other.publishedOn}
                publishedLabel={other.publishedLabel}
                readingTimeLabel={other.readingTimeLabel}
              />
            </li>
          ))}
        </StyledMoreList>
      </ContentSection>
      <CallToAction title={t('cta.title')} text={t('cta.text')}>
        {home ? (
          <Button as={Link} to={home.to}>
            {home.label}
          </Button>
        ) : (
          <Button as={Link} to="/signup">
            {t('cta.startTrial')}
          </Button>
        )}
      </CallToAction>
    </ContentPage>
  );
}

/* The article in a centred reading column; the other posts and the closing band below use the full width. */
const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  inline-size: 100%;
  max-inline-size: 46rem;
  margin-inline: auto;
`;

const StyledArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledArticleHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-block-end: ${({ theme }) => theme.space[6]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled(Heading)`
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const StyledSummary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMoreList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;
