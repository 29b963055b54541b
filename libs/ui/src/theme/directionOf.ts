import type { Direction } from './ThemeRoot';

/**
 * The writing direction around an element, read from the nearest `dir` attribute (the shell sets it on
 * <html>). Read from the DOM rather than a React context because libs/ui is bundled once per micro-frontend:
 * a context set by the shell's copy would not reach a remote's copy, the document's `dir` always does.
 */
export function directionOf(element: Element | null | undefined): Direction {
  const holder = element?.closest('[dir]') ?? document.documentElement;
  return holder.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
}

/** Which way a horizontal arrow key moves along the reading order: +1 towards the end, -1 towards the start. */
export function inlineStepOf(key: string, element: Element | null | undefined): -1 | 0 | 1 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  const towardsRight = key === 'ArrowRight' ? 1 : -1;
  return directionOf(element) === 'rtl' ? (-towardsRight as -1 | 1) : towardsRight;
}
