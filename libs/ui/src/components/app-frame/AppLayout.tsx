import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../../icons/CloseIcon';
import { MenuIcon } from '../../icons/MenuIcon';
import { IconButton } from '../actions/IconButton';

export interface AppLayoutProps {
  /** The sidebar's content: typically a BrandMark, a SidebarNav and a SidebarFooter. */
  sidebar: ReactNode;
  /** The header's content (search, language, bell, user), laid out in a row. */
  header: ReactNode;
  /** The page, inside the main landmark. */
  children: ReactNode;
  /** Names the menu button and the drawer on small screens, e.g. "Menu" / "القائمة". */
  mobileMenuLabel: string;
  /** Names the drawer's close button, e.g. "Close menu" / "إغلاق القائمة". Defaults to mobileMenuLabel. */
  closeMenuLabel?: string;
  /** When given, a "skip to content" link is the first thing keyboard users reach. */
  skipLinkLabel?: string;
}

type CloseReason = 'dismiss' | 'navigate';

/**
 * The frame of the business and admin areas: the sidebar on the start side (right in Arabic) from 768 px up;
 * below that a drawer opened by the header's menu button, closed by Escape, the backdrop, its close button
 * or following a link. While open the rest of the page is inert, so focus stays in the drawer.
 */
export function AppLayout({
  sidebar,
  header,
  children,
  mobileMenuLabel,
  closeMenuLabel,
  skipLinkLabel,
}: AppLayoutProps) {
  const [open, setOpen] = useState(false);
  const sidebarId = `sidebar${useId().replace(/:/g, '')}`;
  const mainId = `${sidebarId}-main`;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const closeReason = useRef<CloseReason>('dismiss');

  const close = useCallback((reason: CloseReason) => {
    closeReason.current = reason;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const main = mainRef.current;
    const menuButton = menuButtonRef.current;
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close('dismiss');
    };
    document.addEventListener('keydown', onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Growing past the tablet breakpoint turns the drawer back into the fixed sidebar.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 768px)') : null;
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) close('dismiss');
    };
    wide?.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      wide?.removeEventListener('change', onWide);
      // Hand focus back: to the page after following a link, else to the button that opened the drawer.
      if (closeReason.current === 'navigate') main?.focus();
      else menuButton?.focus();
    };
  }, [open, close]);

  const onSidebarClick = (event: MouseEvent<HTMLElement>) => {
    if (open && (event.target as HTMLElement).closest('a[href]')) close('navigate');
  };

  return (
    <StyledFrame>
      {skipLinkLabel && <StyledSkipLink href={`#${mainId}`}>{skipLinkLabel}</StyledSkipLink>}
      <StyledSidebar
        id={sidebarId}
        data-open={open}
        onClick={onSidebarClick}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': mobileMenuLabel } : {})}
      >
        {open && (
          <StyledDrawerTop>
            <IconButton
              ref={closeButtonRef}
              aria-label={closeMenuLabel ?? mobileMenuLabel}
              aria-expanded={closeMenuLabel ? undefined : true}
              onClick={() => close('dismiss')}
            >
              <CloseIcon />
            </IconButton>
          </StyledDrawerTop>
        )}
        {sidebar}
      </StyledSidebar>
      {open && <StyledBackdrop aria-hidden="true" onClick={() => close('dismiss')} />}
      <StyledColumn inert={open}>
        <StyledHeader>
          <StyledMenuButton>
            <IconButton
              ref={menuButtonRef}
              aria-label={mobileMenuLabel}
              aria-expanded={open}
              aria-controls={sidebarId}
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          </StyledMenuButton>
          <StyledHeaderContent>{header}</StyledHeaderContent>
        </StyledHeader>
        <StyledMain id={mainId} ref={mainRef} tabIndex={-1}>
          {children}
        </StyledMain>
      </StyledColumn>
    </StyledFrame>
  );
}

const StyledFrame = styled.div`
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.tablet} {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.sizes.sidebarWidth} minmax(0, 1fr);
  }

  /* On paper (a printable report) only the page is printed, across the whole width. */
  @media print {
    display: block;
    min-block-size: 0;
    background: none;
  }
`;

const StyledSkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]};
  inset-block-start: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const StyledSidebar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-y: auto;

  /* Small screens: an off-canvas drawer on the start side. translateX is physical; the RTL plugin
     mirrors it, so the drawer slides in from the right in Arabic. */
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  inline-size: min(85vw, 300px);
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translateX(-100%);
  visibility: hidden;
  transition:
    transform ${({ theme }) => theme.motion.duration.slow} ${({ theme }) => theme.motion.easing.standard},
    visibility 0s linear ${({ theme }) => theme.motion.duration.slow};

  &[data-open='true'] {
    transform: none;
    visibility: visible;
    transition: transform ${({ theme }) => theme.motion.duration.slow}
      ${({ theme }) => theme.motion.easing.standard};
  }

  ${({ theme }) => theme.media.tablet} {
    position: sticky;
    inset-block-start: 0;
    block-size: 100vh;
    inline-size: auto;
    z-index: auto;
    box-shadow: none;
    transform: none;
    visibility: visible;
    transition: none;
  }

  @media print {
    display: none;
  }
`;

const StyledDrawerTop = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-end: -${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  min-inline-size: 0;
`;

const StyledHeader = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.headerHeight};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }

  @media print {
    display: none;
  }
`;

const StyledMenuButton = styled.div`
  display: flex;
  align-self: flex-start;

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const StyledHeaderContent = styled.div`
  flex: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;

  /* Phones: what fits goes to the end of the first row; a search box wraps onto its own row. */
  ${({ theme }) => theme.media.belowTablet} {
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const StyledMain = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[8]};
  }

  @media print {
    padding: 0;
  }
`;
