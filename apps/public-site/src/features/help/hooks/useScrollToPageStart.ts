import { useEffect } from 'react';

/**
 * Brings the start of the page's main content into view when `key` changes (following a related-article link
 * at the bottom of one article would otherwise open the next one scrolled to its end). Nothing moves when the
 * content's start is already visible, so a fresh load keeps the header in view.
 */
export function useScrollToPageStart(key: string): void {
  useEffect(() => {
    const main = document.getElementById('main');
    if (main && main.getBoundingClientRect().top < 0) main.scrollIntoView?.({ block: 'start' });
  }, [key]);
}
