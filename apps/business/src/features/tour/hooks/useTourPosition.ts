// Places the popover beside its element with Floating UI (flip to the other side when there is no room,
// shift to stay on screen, the arrow pointing at the element) and follows scrolling and resizing.
import { arrow, autoUpdate, computePosition, flip, offset, type Placement, shift } from '@floating-ui/dom';
import { type RefObject, useEffect, useState } from 'react';
import { type Direction, type LogicalSide, physicalPlacementOf } from '../lib/tourPlacement';

export interface TourPosition {
  x: number;
  y: number;
  placement: Placement;
  arrowX?: number;
  arrowY?: number;
  /** The element's box, for the highlight around it. */
  target: { top: number; left: number; width: number; height: number };
}

const GAP_PX = 14;
const EDGE_PX = 12;

export function useTourPosition(
  anchor: HTMLElement | null,
  popover: RefObject<HTMLElement | null>,
  arrowElement: RefObject<HTMLElement | null>,
  side: LogicalSide,
  dir: Direction,
): TourPosition | null {
  const [position, setPosition] = useState<TourPosition | null>(null);

  useEffect(() => {
    const floating = popover.current;
    if (!anchor || !floating) {
      setPosition(null);
      return undefined;
    }
    let live = true;
    const update = () => {
      const placement = physicalPlacementOf(side, dir);
      void computePosition(anchor, floating, {
        strategy: 'fixed',
        placement,
        middleware: [
          offset(GAP_PX),
          flip({ fallbackPlacements: ['bottom-start', 'top-start'], padding: EDGE_PX }),
          // With no room on either side (a tall element on a phone) it may cover the element, never leave the screen.
          shift({ padding: EDGE_PX, crossAxis: true }),
          ...(arrowElement.current ? [arrow({ element: arrowElement.current, padding: EDGE_PX })] : []),
        ],
      }).then((result) => {
        if (!live) return;
        const box = anchor.getBoundingClientRect();
        setPosition({
          x: result.x,
          y: result.y,
          placement: result.placement,
          arrowX: result.middlewareData.arrow?.x,
          arrowY: result.middlewareData.arrow?.y,
          target: { top: box.top, left: box.left, width: box.width, height: box.height },
        });
      });
    };
    // autoUpdate watches sizes with ResizeObserver; where there is none (old browsers, tests) place once.
    const stop =
      typeof ResizeObserver === 'undefined'
        ? (update(), () => undefined)
        : autoUpdate(anchor, floating, update);
    return () => {
      live = false;
      stop();
    };
  }, [anchor, popover, arrowElement, side, dir]);

  return position;
}
