// Tab and Shift+Tab go round the popover's own buttons and never leave it while a step is open.
const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** The element Tab (or Shift+Tab) moves to from the one focused now, wrapping at both ends. */
export function nextFocusIn(container: HTMLElement, backwards: boolean): HTMLElement | undefined {
  const items = focusablesIn(container);
  if (items.length === 0) return undefined;
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return backwards ? items[items.length - 1] : items[0];
  return items[(at + (backwards ? -1 : 1) + items.length) % items.length];
}
