import { useAuthStore } from '@sumaa/api-client';
import { useLanguage } from '@sumaa/i18n';
import { BrandMark, Button, LanguageSelect, LogoutIcon, visuallyHidden } from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSignedInHome } from '../../../shared/navigation/useSignedInHome';

/** The public header: brand home link, the visitor's or the signed-in user's links, and the language. */
export function PublicHeader() {
  const { t } = useTranslation('public-site');
  const { t: tCommon } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const home = useSignedInHome();
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const handleLogout = async () => {
    setLoggingOut(true);
    try {
      // The store clears the local session at once; the server call is best effort.
      await logout();
    } finally {
      setLoggingOut(false);
      navigate('/', { replace: true });
    }
  };

  return (
    <StyledHeader>
      <StyledSkipLink href="#main">{tCommon('skipToContent')}</StyledSkipLink>
      <StyledBar>
        <StyledBrandLink to="/">
          <BrandMark name={tCommon('appName')} />
        </StyledBrandLink>
        <StyledNav aria-label={t('header.navLabel')}>
          {home ? (
            <>
              <Button as={Link} to={home.to} variant="secondary" size="sm">
                {home.label}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                startIcon={<LogoutIcon />}
                loading={loggingOut}
                onClick={() => void handleLogout()}
              >
                {t('header.logout')}
              </Button>
            </>
          ) : (
            <>
              <Button as={NavLink} to="/login" variant="ghost" size="sm">
                {t('header.login')}
              </Button>
              <Button as={NavLink} to="/signup" size="sm">
                {t('header.signup')}
              </Button>
            </>
          )}
        </StyledNav>
        <StyledLanguage>
          {/* useLanguage flips <html dir> and the theme's direction at once, without a reload. */}
          <LanguageSelect
            value={language}
            onChange={(lang) => void setLanguage(lang)}
            label={tCommon('language.label')}
          />
        </StyledLanguage>
      </StyledBar>
    </StyledHeader>
  );
}

/* Sticky from tablet width only: on a phone the two-row header would take too much of a short screen. */
const StyledHeader = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    position: sticky;
    inset-block-start: 0;
    z-index: ${({ theme }) => theme.zIndices.header};
  }
`;

const StyledSkipLink = styled.a`
  ${visuallyHidden}

  &:focus {
    position: absolute !important;
    inset-block-start: ${({ theme }) => theme.space[2]};
    inset-inline-start: ${({ theme }) => theme.space[2]};
    inline-size: auto;
    block-size: auto;
    margin: 0;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    clip: auto;
    overflow: visible;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.md};
    z-index: ${({ theme }) => theme.zIndices.toast};
  }
`;

/* Phones: brand and language on the first row, the links on a second; wider screens: one row. */
const StyledBar = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas:
    'brand language'
    'nav nav';
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  /* content-box: the padding sits outside the content width, so the bar's edges line up with the page's. */
  box-sizing: content-box;
  max-inline-size: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto auto;
    grid-template-areas: 'brand nav language';
    min-block-size: ${({ theme }) => theme.sizes.headerHeight};
    padding-block: 0;
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

const StyledBrandLink = styled(Link)`
  grid-area: brand;
  justify-self: start;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledNav = styled.nav`
  grid-area: nav;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  > * {
    flex: 1;
  }

  /* The page you are on: a bar along the button's bottom edge, in its text colour (plain or filled alike). */
  > [aria-current='page'] {
    box-shadow: inset 0 -3px 0 currentColor;
  }

  ${({ theme }) => theme.media.tablet} {
    > * {
      flex: none;
    }
  }
`;

const StyledLanguage = styled.div`
  grid-area: language;
`;
