import { markPageInteractive } from '@sumaa/app-kit';
import { Spinner } from '@sumaa/ui';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { useScrollToTopOnNavigation } from '../hooks/useScrollToTopOnNavigation';
import { MAIN_CONTENT_ID } from '../lib/mainContent';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** Header, the page, footer. Pages load on demand, so the spinner shows inside the frame, not instead of it. */
export function SiteLayout() {
  const { t } = useTranslation('public-site');
  useScrollToTopOnNavigation();
  return (
    <StyledPage>
      <PublicHeader />
      {/* tabIndex -1: the skip link, and the mobile menu after following a link, move focus here. */}
      <StyledMain id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense
          fallback={
            <StyledLoading>
              <Spinner size="lg" label={t('loadingPage')} />
            </StyledLoading>
          }
        >
          <Outlet />
          <PageInteractive />
        </Suspense>
      </StyledMain>
      <PublicFooter />
    </StyledPage>
  );
}

/**
 * Inside the page's Suspense boundary, so its effect runs only once the page itself has hydrated (a boundary commits
 * whole): then the controls a prerendered page held are released (docs/adr/0012-prerendered-public-pages.md).
 */
function PageInteractive() {
  useEffect(() => markPageInteractive(), []);
  return null;
}

const StyledPage = styled.div`
  min-block-size: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledMain = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  padding-block: ${({ theme }) => `${theme.space[6]} ${theme.space[10]}`};
  padding-inline: ${({ theme }) => theme.space[4]};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => `${theme.space[12]} ${theme.space[16]}`};
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

// A page that is still loading keeps the footer below the fold: when it arrives, nothing the visitor sees moves
// (the footer jumping from under the spinner to the end of the page was /pricing's 0.8 layout shift).
const StyledLoading = styled.div`
  flex: 1;
  min-block-size: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;
