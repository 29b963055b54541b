// The tour's steps: which page each one is on, the element it points at (`data-tour-anchor`, set by that page)
// and the side of it the popover prefers. Which steps a user gets follows what they may open and do.
import { PRODUCT_TOUR_STEPS, type ProductTourStepId } from '@sumaa/contracts';
import type { LogicalSide } from './tourPlacement';

/** The dashboard pages the tour visits (path segments under the area's base path). */
export type TourPage = 'overview' | 'reviews' | 'analytics' | 'team';

export interface TourStep {
  id: ProductTourStepId;
  page: TourPage;
  /** The page's own filter the step needs (`?replied=unreplied`: reviews that still have a reply button). */
  search?: string;
  side: LogicalSide;
}

const STEPS: Record<ProductTourStepId, TourStep> = {
  overview: { id: 'overview', page: 'overview', side: 'bottom' },
  reviews: { id: 'reviews', page: 'reviews', side: 'bottom' },
  reply: { id: 'reply', page: 'reviews', search: '?replied=unreplied', side: 'inlineEnd' },
  analytics: { id: 'analytics', page: 'analytics', side: 'bottom' },
  team: { id: 'team', page: 'team', side: 'top' },
};

/** What the signed-in user may do, as the area's own rules answer it. */
export interface TourAccess {
  canOpen(page: TourPage): boolean;
  /** Holds ReplyReviews: without it the reply box never opens, so its step is left out. */
  canReply: boolean;
}

/** The steps this user gets, in order: none on a page they cannot open, no reply step without the right. */
export function tourStepsFor(access: TourAccess): TourStep[] {
  return PRODUCT_TOUR_STEPS.map((id) => STEPS[id]).filter(
    (step) => access.canOpen(step.page) && (step.id !== 'reply' || access.canReply),
  );
}

/**
 * Where a saved step resumes among this user's steps: that step, or the next one they have (their rights may
 * have changed since), or the first.
 */
export function resumeIndexOf(steps: readonly TourStep[], savedId: ProductTourStepId | null): number {
  if (!savedId) return 0;
  const order = PRODUCT_TOUR_STEPS.indexOf(savedId);
  const index = steps.findIndex((step) => PRODUCT_TOUR_STEPS.indexOf(step.id) >= order);
  return index === -1 ? 0 : index;
}

export const anchorSelectorOf = (id: ProductTourStepId) => `[data-tour-anchor="${id}"]`;
