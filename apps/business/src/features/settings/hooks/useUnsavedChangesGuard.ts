// Asks before unsaved changes are lost. Closing or reloading the tab gets the browser's own prompt
// (beforeunload). Inside the app, react-router's useBlocker would be the tool, but it needs a data router and
// the shell mounts a <BrowserRouter>; so, while there are changes, a click on a link to another page of the
// app and a form sent from outside this page (the header's search) are held at the document, before React
// sees them, and go ahead only once the user chooses to leave. The browser's back button is not held (a
// BrowserRouter has no way to cancel it).
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';

export interface UnsavedChangesGuard {
  /** True while the leave-or-stay question is open. */
  asking: boolean;
  stay(): void;
  leave(): void;
}

/** A plain left click on a link that opens here (no new tab, no download, no modifier keys). */
function linkFollowedHere(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  return anchor;
}

/**
 * @param hasChanges whether leaving now would lose something.
 * @param pageRef the page's own element: its own forms and links (none lead away) are left alone.
 */
export function useUnsavedChangesGuard(
  hasChanges: boolean,
  pageRef: RefObject<HTMLElement | null>,
): UnsavedChangesGuard {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The router's base ('/' unless the app is served under a folder), to turn a link's address into a route.
  const base = useHref('/').replace(/\/$/, '');
  const [heldAction, setHeldAction] = useState<(() => void) | null>(null);
  const letThrough = useRef(false);

  useEffect(() => {
    if (!hasChanges) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const hold = (event: Event, resume: () => void) => {
      event.preventDefault();
      event.stopPropagation();
      setHeldAction(() => resume);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = linkFollowedHere(event);
      if (!anchor) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const route =
        base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
      // A link to this very page loses nothing.
      if (route === pathname && url.search === search) return;
      hold(event, () => void navigate(route + url.search + url.hash));
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (letThrough.current || !(form instanceof HTMLFormElement) || pageRef.current?.contains(form)) return;
      hold(event, () => {
        letThrough.current = true;
        try {
          form.requestSubmit();
        } finally {
          letThrough.current = false;
        }
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [hasChanges, pageRef, navigate, pathname, search, base]);

  const stay = useCallback(() => setHeldAction(null), []);
  const leave = useCallback(() => {
    const resume = heldAction;
    setHeldAction(null);
    resume?.();
  }, [heldAction]);

  return { asking: heldAction !== null, stay, leave };
}
