// A page of an area whose code is its own chunk (issue 25): the first load of a remote carries its frame and the
// page the address shows, not all of its pages. The remote entry's prefetch calls `preload` for that page, so its
// chunk downloads while the frame renders rather than after.
import { type ComponentType, createElement, use } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Starts loading the page's code; the same download the page's first render waits for. */
  preload: () => Promise<void>;
};

/**
 * A page that suspends (React's `use`) until its code is in, then renders it. Unlike React.lazy, a page whose
 * code is already in renders at once, without a suspended first render. A failed load is forgotten, so a later
 * render or `preload` (a retry once the remote's server is back) downloads it again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function LazyPageCode(props: P) {
    if (!loaded) use(preload());
    return createElement(loaded!, props);
  }
  return Object.assign(LazyPageCode, { preload });
}
