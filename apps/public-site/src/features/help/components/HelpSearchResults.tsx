import { Card, EmptyState, Heading, SearchIcon, Text } from '@sumaa/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ContentSection } from '../../../shared/content';
import { useHelpArticles } from '../hooks/useHelpArticles';
import { useHelpTexts } from '../hooks/useHelpTexts';
import { type HelpArticleRef, helpArticlePath } from '../lib/helpCatalogue';

export interface HelpSearchResultsProps {
  results: readonly HelpArticleRef[];
}

/** The articles a search found, each with its category and summary; none found → a way to ask the team. */
export function HelpSearchResults({ results }: HelpSearchResultsProps) {
  const { t } = useHelpTexts();
  const texts = useHelpArticles();

  return (
    <ContentSection title={t('results.title')}>
      {results.length === 0 ? (
        <EmptyState icon={<SearchIcon size="1.75rem" />} title={t('results.noneTitle')} titleAs="h3">
          <Text tone="secondary">{t('results.noneText')}</Text>
          <Link to="/contact">{t('results.contactLink')}</Link>
        </EmptyState>
      ) : (
        <StyledResults>
          {results.map((article) => (
            <li key={article.id}>
              <StyledResult padding="md">
                <Text size="sm" tone="brand" weight="semibold">
                  {t(`categories.${article.categoryId}.title`)}
                </Text>
                <Heading level={4} as="h3">
                  <Link to={helpArticlePath(article)}>{texts[article.id].title}</Link>
                </Heading>
                <Text tone="secondary">{texts[article.id].summary}</Text>
              </StyledResult>
            </li>
          ))}
        </StyledResults>
      )}
    </ContentSection>
  );
}

const StyledResults = styled.ul`
  display: flex;
  max-inline-size: 48rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledResult = styled(Card)`
  gap: ${({ theme }) => theme.space[2]};

  h3 a {
    text-decoration: none;
  }

  h3 a:hover {
    text-decoration: underline;
  }
`;
