// Sides written in reading order, turned into the physical sides the positioning engine takes: in Arabic the
// inline end is the left, so a popover "after" its element sits on the element's left.
import type { Placement } from '@floating-ui/dom';

export type LogicalSide = 'top' | 'bottom' | 'inlineStart' | 'inlineEnd';
export type Direction = 'ltr' | 'rtl';

export function physicalPlacementOf(side: LogicalSide, dir: Direction): Placement {
  if (side === 'inlineEnd') return dir === 'rtl' ? 'left' : 'right';
  if (side === 'inlineStart') return dir === 'rtl' ? 'right' : 'left';
  // "-start" aligns with the element's inline start; the engine mirrors it itself on a right-to-left page.
  return `${side}-start`;
}

/** What a key does in the tour: the arrow pointing along the reading order goes on, the other one back. */
export function tourKeyAction(key: string, dir: Direction): 'next' | 'back' | 'skip' | null {
  if (key === 'Escape') return 'skip';
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return null;
  const forwards = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return key === forwards ? 'next' : 'back';
}
