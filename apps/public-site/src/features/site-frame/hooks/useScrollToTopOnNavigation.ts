import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A followed link opens the new page at its top (the router keeps the scroll position otherwise, so a footer
 * link would land at the next page's bottom). Back and forward keep the browser's own restoration, and a link
 * to an anchor (#section) scrolls to the anchor instead.
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP' || hash) return;
    // Plain properties rather than window.scrollTo: the same in every browser, and a no-op where layout is absent.
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
  }, [pathname, hash, navigationType]);
}
