/** The id of the site's `<main>`: the skip link's target, and where focus goes when the control in use vanishes. */
export const MAIN_CONTENT_ID = 'main';

/** Puts focus on the page's content (after a menu link or "log out" took away the element that had it). */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
