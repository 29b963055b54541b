import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { ProductTourContext, type ProductTourControls } from '../hooks/productTourContext';
import { useTourRun } from '../hooks/useTourRun';
import { type TourAccess, tourStepsFor } from '../lib/tourSteps';

// The popover, its positioning engine and its texts load only when a tour opens, so the dashboard's first
// load does not grow (React.lazy needs a default export; the module keeps its named one).
const TourPopover = lazy(() => import('./TourPopover').then((module) => ({ default: module.TourPopover })));

export interface ProductTourProviderProps {
  /** Where the area is mounted (`/customer`): each step opens its page under it. */
  basePath: string;
  /** What the user may open and do; keep it stable (memoised) between renders. */
  access: TourAccess;
  children: ReactNode;
}

/**
 * The dashboard's guided tour around the area: offers the user menu a way to start it, opens it by itself
 * after onboarding's "Take the tour" or a reload mid-way, and shows the open step above the page.
 */
export function ProductTourProvider({ basePath, access, children }: ProductTourProviderProps) {
  const steps = useMemo(() => tourStepsFor(access), [access]);
  const run = useTourRun(basePath, steps);
  const controls: ProductTourControls = {
    status: run.status,
    canResume: run.canResume,
    available: steps.length > 0,
    active: run.step !== null,
    startPath: run.startPath,
    start: run.start,
  };

  return (
    <ProductTourContext.Provider value={controls}>
      {children}
      {run.step && run.index !== null && (
        <Suspense fallback={null}>
          <TourPopover
            step={run.step}
            index={run.index}
            total={steps.length}
            saveFailed={run.saveFailed}
            onNext={run.next}
            onBack={run.back}
            onSkip={run.skip}
          />
        </Suspense>
      )}
    </ProductTourContext.Provider>
  );
}
