import { useDocumentTitle } from '@sumaa/app-kit';
import { Button } from '@sumaa/ui';
import { Link, Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { Breadcrumbs, CallToAction, ContentPage, ContentSection, PageHero } from '../../../shared/content';
import { useHelpArticles } from '../hooks/useHelpArticles';
import { useHelpTexts } from '../hooks/useHelpTexts';
import { useScrollToPageStart } from '../hooks/useScrollToPageStart';
import { ALL_ARTICLES, type HelpArticleRef, findArticle, helpArticlePath } from '../lib/helpCatalogue';
import { HelpArticleBody } from './HelpArticleBody';
import { HelpArticleLinkList } from './HelpArticleLinkList';
import { HelpBackLink } from './HelpBackLink';

/**
 * /help/<category>/<article>. An unknown article goes to the help centre; a known article under the wrong
 * category goes to its own address.
 */
export function HelpArticlePage() {
  const { categoryId, articleId } = useParams();
  const article = findArticle(articleId);
  if (!article) return <Navigate to="/help" replace />;
  if (article.categoryId !== categoryId) return <Navigate to={helpArticlePath(article)} replace />;
  return <HelpArticle article={article} />;
}

function HelpArticle({ article }: { article: HelpArticleRef }) {
  const { t } = useHelpTexts();
  const texts = useHelpArticles()[article.id];
  const categoryTitle = t(`categories.${article.categoryId}.title`);
  const related = ALL_ARTICLES.filter(
    (candidate) => candidate.categoryId === article.categoryId && candidate.id !== article.id,
  );
  useDocumentTitle(texts.title, texts.summary);
  useScrollToPageStart(article.id);

  return (
    <ContentPage>
      <StyledTop>
        <Breadcrumbs
          label={t('article.breadcrumbLabel')}
          items={[
            { label: t('title'), to: '/help' },
            { label: categoryTitle, to: `/help/${article.categoryId}` },
            { label: texts.title },
          ]}
        />
        <StyledLayout>
          <StyledArticle>
            <PageHero title={texts.title} lead={texts.summary} />
            <HelpArticleBody blocks={texts.blocks} />
          </StyledArticle>
          <StyledRelated>
            <ContentSection title={t('article.related', { category: categoryTitle })}>
              <HelpArticleLinkList articles={related} />
            </ContentSection>
          </StyledRelated>
        </StyledLayout>
      </StyledTop>

      <CallToAction title={t('article.moreHelpTitle')} text={t('article.moreHelpText')}>
        <Button as={Link} to="/support" size="lg">
          {t('article.moreHelpAction')}
        </Button>
      </CallToAction>

      <HelpBackLink />
    </ContentPage>
  );
}

const StyledTop = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

/* Under the article on smaller screens; beside it on desktop, where it stays in view while the article scrolls. */
const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[12]};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 46rem) minmax(0, 20rem);
    justify-content: space-between;
  }
`;

const StyledRelated = styled.div`
  max-inline-size: 36rem;

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    inset-block-start: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[6]});
    padding: ${({ theme }) => theme.space[6]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};

    section {
      gap: ${({ theme }) => theme.space[3]};
    }

    h2 {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;
