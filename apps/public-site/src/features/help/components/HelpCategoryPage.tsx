import { useDocumentTitle } from '@sumaa/app-kit';
import { Card, Heading, Text } from '@sumaa/ui';
import { Link, Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { Breadcrumbs, ContentPage, PageHero } from '../../../shared/content';
import { useHelpArticles } from '../hooks/useHelpArticles';
import { useHelpTexts } from '../hooks/useHelpTexts';
import {
  HELP_CATEGORIES,
  type HelpCategoryId,
  helpArticlePath,
  isHelpCategoryId,
} from '../lib/helpCatalogue';
import { HelpBackLink } from './HelpBackLink';
import { HelpContactCards } from './HelpContactCards';

/** /help/<category>: the category's four articles with their summaries (the breadcrumb's middle step). */
export function HelpCategoryPage() {
  const { categoryId } = useParams();
  if (!isHelpCategoryId(categoryId)) return <Navigate to="/help" replace />;
  return <HelpCategory categoryId={categoryId} />;
}

function HelpCategory({ categoryId }: { categoryId: HelpCategoryId }) {
  const { t } = useHelpTexts();
  const texts = useHelpArticles();
  const category = HELP_CATEGORIES.find((candidate) => candidate.id === categoryId)!;
  const title = t(`categories.${categoryId}.title`);
  useDocumentTitle(title, t(`categories.${categoryId}.description`));

  return (
    <ContentPage>
      <StyledTop>
        <Breadcrumbs
          label={t('article.breadcrumbLabel')}
          items={[{ label: t('title'), to: '/help' }, { label: title }]}
        />
        <PageHero title={title} lead={t(`categories.${categoryId}.description`)} />
        <StyledArticles>
          {category.articles.map((id) => (
            <li key={id}>
              <StyledArticleCard padding="md">
                <Heading level={4} as="h2">
                  <Link to={helpArticlePath({ id, categoryId })}>{texts[id].title}</Link>
                </Heading>
                <Text tone="secondary">{texts[id].summary}</Text>
              </StyledArticleCard>
            </li>
          ))}
        </StyledArticles>
        <HelpBackLink />
      </StyledTop>
      <HelpContactCards />
    </ContentPage>
  );
}

const StyledTop = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledArticles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  > li {
    display: flex;
  }
`;

const StyledArticleCard = styled(Card)`
  flex: 1;
  gap: ${({ theme }) => theme.space[2]};

  h2 a {
    text-decoration: none;
  }

  h2 a:hover {
    text-decoration: underline;
  }
`;
