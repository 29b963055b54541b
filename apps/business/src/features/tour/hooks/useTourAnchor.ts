// The element a step points at. Its page may still be loading (the tour has just opened it), so it is looked
// for until it appears or a few seconds pass; then the step shows in the middle of the screen instead.
import type { ProductTourStepId } from '@sumaa/contracts';
import { useEffect, useState } from 'react';
import { anchorSelectorOf } from '../lib/tourSteps';

const LOOK_EVERY_MS = 100;
const GIVE_UP_AFTER_MS = 5000;
/** How long a resize must have stopped before the element is scrolled back into view (the layout's own transitions). */
const RESETTLE_MS = 300;

/**
 * Scrolls the element to the middle of the screen, up or down only: a page wider than the screen (a wide table)
 * is not scrolled sideways, which would shift the whole frame.
 */
function bringIntoView(element: HTMLElement) {
  // Every box around it may scroll (the frame clips sideways overflow, and a clipping box still scrolls).
  const around: Element[] = [];
  for (let box = element.parentElement; box; box = box.parentElement) around.push(box);
  const lefts = around.map((box) => box.scrollLeft);
  element.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  around.forEach((box, index) => {
    if (box.scrollLeft !== lefts[index]) box.scrollLeft = lefts[index];
  });
}

export function useTourAnchor(stepId: ProductTourStepId): HTMLElement | null {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    setAnchor(null);
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const found = document.querySelector<HTMLElement>(anchorSelectorOf(stepId));
      if (found) {
        // Into view first, so the popover is placed beside where the element will stay.
        bringIntoView(found);
        setAnchor(found);
      } else if (Date.now() - started < GIVE_UP_AFTER_MS) {
        timer = setTimeout(look, LOOK_EVERY_MS);
      }
    };
    look();
    return () => clearTimeout(timer);
  }, [stepId]);

  // The page may render the element again (new data): follow it when the one held leaves the document.
  useEffect(() => {
    if (!anchor) return undefined;
    const timer = setInterval(() => {
      if (anchor.isConnected) return;
      setAnchor(document.querySelector<HTMLElement>(anchorSelectorOf(stepId)));
    }, LOOK_EVERY_MS * 5);
    return () => clearInterval(timer);
  }, [anchor, stepId]);

  // A phone turned round (or a window resized) moves the element: bring it back into view once it settles.
  useEffect(() => {
    if (!anchor) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => bringIntoView(anchor), RESETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [anchor]);

  return anchor;
}
