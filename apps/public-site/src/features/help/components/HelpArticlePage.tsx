import { Button } from '@sumaa/ui';
import { Link, Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { Breadcrumbs, CallToAction, ContentPage, ContentSection, PageHero } from '../../../shared/content';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
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
        <StyledArticle>
          <PageHero title={texts.title} lead={texts.summary} />
          <HelpArticleBody blocks={texts.blocks} />
        </StyledArticle>
      </StyledTop>

      <ContentSection title={t('article.related', { category: categoryTitle })}>
        <StyledRelated>
          <HelpArticleLinkList articles={related} />
        </StyledRelated>
      </ContentSection>

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

const StyledRelated = styled.div`
  max-inline-size: 36rem;
`;
