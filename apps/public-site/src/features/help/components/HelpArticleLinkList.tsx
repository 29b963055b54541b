import { ChevronEndIcon } from '@sumaa/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useHelpArticles } from '../hooks/useHelpArticles';
import { type HelpArticleRef, helpArticlePath } from '../lib/helpCatalogue';

export interface HelpArticleLinkListProps {
  articles: readonly HelpArticleRef[];
}

/** A plain list of article titles linking to their pages (category cards, popular and related articles). */
export function HelpArticleLinkList({ articles }: HelpArticleLinkListProps) {
  const texts = useHelpArticles();
  return (
    <StyledList>
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={helpArticlePath(article)}>
            <span>{texts[article.id].title}</span>
            <ChevronEndIcon size="1em" />
          </Link>
        </li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    padding-block: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  a:hover span {
    text-decoration: underline;
  }

  li:last-child a {
    border-block-end: 0;
  }
`;
