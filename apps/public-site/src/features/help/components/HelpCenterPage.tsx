import { useDocumentTitle } from '@sumaa/app-kit';
import { SearchIcon, TextField, visuallyHidden } from '@sumaa/ui';
import { type ChangeEvent, type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  CardGrid,
  ContentPage,
  ContentSection,
  IconCard,
  PageHero,
  PlugIcon,
  RocketIcon,
  UserCircleIcon,
  WrenchIcon,
} from '../../../shared/content';
import { useHelpTexts } from '../hooks/useHelpTexts';
import { helpArticleTexts } from '../i18n';
import { HELP_CATEGORIES, type HelpCategoryId, POPULAR_ARTICLES, findArticle } from '../lib/helpCatalogue';
import { searchHelpArticles } from '../lib/searchHelpArticles';
import { searchTerms } from '../lib/normaliseSearchText';
import { HelpArticleLinkList } from './HelpArticleLinkList';
import { HelpContactCards } from './HelpContactCards';
import { HelpSearchResults } from './HelpSearchResults';

const CATEGORY_ICONS: Record<HelpCategoryId, ReactNode> = {
  'getting-started': <RocketIcon />,
  'account-management': <UserCircleIcon />,
  integrations: <PlugIcon />,
  troubleshooting: <WrenchIcon />,
};

const POPULAR = POPULAR_ARTICLES.map((id) => findArticle(id)!);

/**
 * /help: search across all sixteen articles in both languages (the words kept in `?q=` so a search can be shared
 * or reached from /support), the four categories, popular articles and working contact channels.
 */
export function HelpCenterPage() {
  const { t } = useHelpTexts();
  useDocumentTitle(t('documentTitle'), t('metaDescription'));

  const [searchParams, setSearchParams] = useSearchParams();
  // The field owns what is typed; the URL mirrors it (replace, so typing adds no history entries).
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const deferredQuery = useDeferredValue(query);
  const searching = searchTerms(deferredQuery).length > 0;
  const results = useMemo(() => searchHelpArticles(deferredQuery, helpArticleTexts), [deferredQuery]);

  const handleQueryChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setQuery(value);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value.trim()) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <StyledSearch role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField
            label={t('search.label')}
            type="search"
            name="q"
            value={query}
            placeholder={t('search.placeholder')}
            onChange={handleQueryChange}
            startAdornment={<SearchIcon />}
            autoComplete="off"
          />
        </StyledSearch>
        {/* Polite live region: screen readers hear how many articles match after each change. */}
        <StyledStatus role="status">
          {searching ? t('results.count', { count: results.length, query: deferredQuery.trim() }) : null}
        </StyledStatus>
      </PageHero>

      {searching ? (
        <HelpSearchResults results={results} />
      ) : (
        <>
          <ContentSection title={t('categoriesTitle')}>
            <CardGrid minCardWidth="16rem">
              {HELP_CATEGORIES.map((category) => (
                <IconCard
                  key={category.id}
                  icon={CATEGORY_ICONS[category.id]}
                  title={t(`categories.${category.id}.title`)}
                >
                  <p>{t(`categories.${category.id}.description`)}</p>
                  <HelpArticleLinkList
                    articles={category.articles.map((id) => ({ id, categoryId: category.id }))}
                  />
                </IconCard>
              ))}
            </CardGrid>
          </ContentSection>

          <ContentSection title={t('popularTitle')}>
            <StyledPopular>
              <HelpArticleLinkList articles={POPULAR} />
            </StyledPopular>
          </ContentSection>
        </>
      )}

      <HelpContactCards />
    </ContentPage>
  );
}

const StyledSearch = styled.form`
  inline-size: 100%;
  max-inline-size: 36rem;
`;

/* Empty until the visitor searches: kept in the page for screen readers, but taking no room under the field. */
const StyledStatus = styled.p`
  min-block-size: 1.6em;
  color: ${({ theme }) => theme.colors.textSecondary};

  &:empty {
    ${visuallyHidden}
  }
`;

/* One column on phones; two from tablet width, so the short list does not leave half the page empty. */
const StyledPopular = styled.div`
  ${({ theme }) => theme.media.tablet} {
    ul {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: ${({ theme }) => theme.space[10]};
    }

    /* The last row has no rule under it: the last item, and the one beside it when the row is full. */
    li:nth-child(odd):nth-last-child(-n + 2) a {
      border-block-end: 0;
    }
  }
`;
