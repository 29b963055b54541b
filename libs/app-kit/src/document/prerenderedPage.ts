// A prerendered public page (docs/adr/0012-prerendered-public-pages.md) shows its controls before its scripts
// have hydrated them. Until then they are held (tools/prerender/page-html.mjs): text fields read-only, selects
// disabled (each marked data-prerender-lock), and — once lang-dir.js has seen that scripts run — a transparent
// shield over the page takes clicks. Nothing typed or chosen before hydration is lost to a re-render, no form
// posts itself natively, and a browser driver waits for the controls as a person would. Without JavaScript the
// text reads whole and the forms, which need scripts, stay held.

/** The attribute on a control the prerender held; its value is the attribute that holds it. */
export const PRERENDER_LOCK_ATTRIBUTE = 'data-prerender-lock';

/**
 * The page's controls work now: releases what the prerender held and marks `<html data-interactive>`. Called when
 * the public site's page has hydrated (or rendered in the browser), and by the shell when it renders without the
 * public site. Safe to call more than once, and on a page that was never prerendered.
 */
export function markPageInteractive(): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.classList.remove('hydrating');
  html.removeAttribute('data-stale-prerender');
  for (const control of document.querySelectorAll(`[${PRERENDER_LOCK_ATTRIBUTE}]`)) {
    const held = control.getAttribute(PRERENDER_LOCK_ATTRIBUTE);
    if (held === 'readonly' || held === 'disabled') control.removeAttribute(held);
    control.removeAttribute(PRERENDER_LOCK_ATTRIBUTE);
  }
  html.dataset.interactive = '';
}
