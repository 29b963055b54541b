import { type FocusEvent, type MouseEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusMainContent } from '../lib/mainContent';

/** Where the menu's wide layout begins (theme.breakpoints.desktop): from there the links are always shown. */
const WIDE_QUERY = '(min-width: 1280px)';

export interface MobileMenu {
  open: boolean;
  /** The id of the panel the button controls (aria-controls). */
  panelId: string;
  toggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  navRef: RefObject<HTMLElement | null>;
  /** On the panel: following one of its links closes the menu and hands focus to the new page. */
  onPanelClick: (event: MouseEvent<HTMLElement>) => void;
  /** On the nav: tabbing out of it closes the menu. */
  onNavBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * The header's disclosure menu on narrow screens (WAI-ARIA disclosure navigation): a button toggles the panel
 * of links. It closes on Escape (focus back to the button), on following a link or any other navigation (focus
 * to the page's main content, since the link just vanished), on a click outside it and when focus leaves it.
 */
export function useMobileMenu(): MobileMenu {
  // The menu is open for one location only: any navigation (a link, back, a redirect) gives a new location key
  // and so closes it, without an effect racing the first click.
  const { key: locationKey } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === locationKey;
  const panelId = `site-menu${useId().replace(/:/g, '')}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    wide?.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      wide?.removeEventListener('change', onWide);
    };
  }, [open]);

  const toggle = () => setOpenAt(open ? null : locationKey);

  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if (!open || !(event.target as HTMLElement).closest('a[href]')) return;
    setOpenAt(null);
    focusMainContent();
  };

  const onNavBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !navRef.current?.contains(next)) setOpenAt(null);
  };

  return { open, panelId, toggle, buttonRef, navRef, onPanelClick, onNavBlur };
}
