// The tour's run: which step is open, moving on and back (and to that step's page), skipping and finishing,
// each saved on the server as it happens so a reload or another device picks up where the user is.
import type { ProductTourUpdate } from '@sumaa/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useProductTourQuery, useSaveProductTourMutation } from '../api/productTour';
import { resumeIndexOf, type TourPage, type TourStep } from '../lib/tourSteps';

const pageUrl = (basePath: string, page: TourPage) => `${basePath.replace(/\/+$/, '')}/${page}`;

export function useTourRun(basePath: string, steps: readonly TourStep[]) {
  const tour = useProductTourQuery();
  const save = useSaveProductTourMutation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [index, setIndex] = useState<number | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const autoOpened = useRef(false);
  const focusBefore = useRef<Element | null>(null);

  // `mutate` is stable across renders; the mutation's whole result is not, so the callback depends on it alone.
  const { mutate: saveTour } = save;
  const record = useCallback(
    (update: ProductTourUpdate) =>
      saveTour(update, {
        onSuccess: () => setSaveFailed(false),
        onError: () => setSaveFailed(true),
      }),
    [saveTour],
  );

  const show = useCallback(
    (next: number) => {
      const step = steps[next];
      if (!step) return;
      setIndex(next);
      record({ status: 'inProgress', stepId: step.id });
      // Another page, or the filter the step needs; otherwise the user's own filters on the page are kept.
      const path = pageUrl(basePath, step.page);
      if (step.search ? pathname + search !== path + step.search : pathname !== path)
        void navigate(path + (step.search ?? ''));
    },
    [basePath, navigate, pathname, search, record, steps],
  );

  const close = useCallback(
    (update: ProductTourUpdate) => {
      setIndex(null);
      record(update);
    },
    [record],
  );

  // Once the step is gone (and its hold on focus with it), focus goes back to where the tour was started from.
  useEffect(() => {
    if (index !== null) return;
    const before = focusBefore.current;
    focusBefore.current = null;
    if (before instanceof HTMLElement && before.isConnected) before.focus();
  }, [index]);

  // Opened by itself once per visit: after "Take the tour" at the end of onboarding, or after a reload mid-way.
  useEffect(() => {
    if (autoOpened.current || !tour.data || steps.length === 0) return;
    autoOpened.current = true;
    if (tour.data.status === 'requested') show(0);
    else if (tour.data.status === 'inProgress') show(resumeIndexOf(steps, tour.data.stepId));
  }, [tour.data, steps, show]);

  const state = tour.data;
  const canResume = (state?.status === 'skipped' || state?.status === 'inProgress') && Boolean(state.stepId);
  const step = index === null ? null : (steps[index] ?? null);
  const startIndex = canResume ? resumeIndexOf(steps, state?.stepId ?? null) : 0;
  const startStep = steps[startIndex];

  return {
    status: state?.status,
    canResume,
    step,
    index,
    saveFailed,
    /** The page the tour opens on when started now. */
    startPath: startStep ? pageUrl(basePath, startStep.page) + (startStep.search ?? '') : basePath,
    start: () => {
      focusBefore.current = document.activeElement;
      autoOpened.current = true;
      show(startIndex);
    },
    next: () => {
      if (index === null || !step) return;
      if (index === steps.length - 1) close({ status: 'finished', stepId: null });
      else show(index + 1);
    },
    back: () => {
      if (index !== null && index > 0) show(index - 1);
    },
    skip: () => {
      if (step) close({ status: 'skipped', stepId: step.id });
    },
  };
}
