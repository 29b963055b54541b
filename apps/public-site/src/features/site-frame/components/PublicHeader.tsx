import { useAuthStore } from '@sumaa/api-client';
import { loadTextsOfLanguage } from '@sumaa/app-kit';
import { type Language, useLanguage } from '@sumaa/i18n';
import {
  BrandMark,
  Button,
  CloseIcon,
  IconButton,
  LanguageSelect,
  LogoutIcon,
  MenuIcon,
  visuallyHidden,
} from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSignedInHome } from '../../../shared/navigation/useSignedInHome';
import { useMobileMenu } from '../hooks/useMobileMenu';
import { focusMainContent, MAIN_CONTENT_ID } from '../lib/mainContent';

/** The header's page links, in reading order. */
const NAV_LINKS = [
  { to: '/features', key: 'features' },
  { to: '/pricing', key: 'pricing' },
  { to: '/help', key: 'help' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
] as const;

/**
 * The public header: brand home link, the main links with the visitor's (log in, sign up) or the signed-in
 * user's (their area, log out) actions, and the language. Below desktop width the links fold into a menu.
 */
export function PublicHeader() {
  const { t } = useTranslation('public-site');
  const { t: tCommon } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const home = useSignedInHome();
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const menu = useMobileMenu();

  // The other language's texts load first, so the page switches in one step instead of through a spinner. If
  // they cannot load, the switch still happens and the page waits for them (see useLanguageTexts).
  const switchLanguage = async (lang: Language) => {
    await loadTextsOfLanguage(lang).catch(() => undefined);
    await setLanguage(lang);
  };

  const handleLogout = async () => {
    setLoggingOut(true);
    try {
      // The store clears the local session at once; the server call is best effort.
      await logout();
    } finally {
      setLoggingOut(false);
      navigate('/', { replace: true });
      // The logout button is gone (and the menu closed with the navigation): keep focus on the page.
      focusMainContent();
    }
  };

  return (
    <StyledHeader>
      <StyledSkipLink href={`#${MAIN_CONTENT_ID}`}>{tCommon('skipToContent')}</StyledSkipLink>
      <StyledBar>
        <StyledBrandLink to="/">
          <BrandMark name={tCommon('appName')} />
        </StyledBrandLink>
        <StyledNav aria-label={t('header.navLabel')} ref={menu.navRef} onBlur={menu.onNavBlur}>
          <StyledMenuButton
            ref={menu.buttonRef}
            aria-label={t('header.menu')}
            aria-expanded={menu.open}
            aria-controls={menu.panelId}
            onClick={menu.toggle}
          >
            {menu.open ? <CloseIcon /> : <MenuIcon />}
          </StyledMenuButton>
          <StyledPanel id={menu.panelId} data-open={menu.open} onClick={menu.onPanelClick}>
            <StyledLinks>
              {NAV_LINKS.map((link) => (
                <li key={link.key}>
                  <StyledNavLink to={link.to}>{t(`header.links.${link.key}`)}</StyledNavLink>
                </li>
              ))}
            </StyledLinks>
            <StyledAccount>
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
                  <Button as={NavLink} to="/login" variant="secondary" size="sm">
                    {t('header.login')}
                  </Button>
                  <Button as={NavLink} to="/signup" size="sm">
                    {t('header.signup')}
                  </Button>
                </>
              )}
            </StyledAccount>
          </StyledPanel>
        </StyledNav>
        <StyledLanguage>
          {/* useLanguage flips <html dir> and the theme's direction at once, without a reload. */}
          <LanguageSelect
            value={language}
            onChange={(lang) => void switchLanguage(lang)}
            label={tCommon('language.label')}
          />
        </StyledLanguage>
      </StyledBar>
    </StyledHeader>
  );
}

/*
 * Relative on phones so the open menu hangs below the bar; sticky from tablet width (sticky positions the menu
 * too). On a phone a sticky header would take too much of a short screen.
 */
const StyledHeader = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    position: sticky;
    inset-block-start: 0;
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

/*
 * One row in reading order (so focus moves as the eye does): the brand, then the menu button (narrow screens;
 * the menu opens below the bar) or the links and account actions (desktop), then the language.
 */
const StyledBar = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto;
  grid-template-areas: 'brand nav language';
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  /* content-box: the padding sits outside the content width, so the bar's edges line up with the page's. */
  box-sizing: content-box;
  max-inline-size: ${({ theme }) => theme.sizes.contentMaxWidth};
  min-block-size: ${({ theme }) => theme.sizes.headerHeight};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.space[6]};
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
`;

const StyledMenuButton = styled(IconButton)`
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/* A panel under the bar on narrow screens (shown while open); an inline row on desktop. */
const StyledPanel = styled.div`
  display: none;
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-block-size: calc(100dvh - ${({ theme }) => theme.sizes.headerHeight});
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[data-open='true'] {
    display: flex;
  }

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }

  ${({ theme }) => theme.media.desktop} {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
    max-block-size: none;
    overflow: visible;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
  }
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.desktop} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const StyledNavLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  /* The page you are on: tinted, and a bar on the start edge (under the link on desktop). */
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primarySoftText};
    box-shadow: inset 3px 0 0 currentColor;
  }

  ${({ theme }) => theme.media.desktop} {
    &[aria-current='page'] {
      box-shadow: inset 0 -3px 0 currentColor;
    }
  }
`;

const StyledAccount = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  /* The page you are on (log in, sign up): the same bar under the button as the links. */
  > [aria-current='page'] {
    box-shadow: inset 0 -3px 0 currentColor;
  }

  ${({ theme }) => theme.media.desktop} {
    display: flex;
    padding-block-start: 0;
    border: 0;
  }
`;

const StyledLanguage = styled.div`
  grid-area: language;
`;
