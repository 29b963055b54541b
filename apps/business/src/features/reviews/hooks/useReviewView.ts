// The inbox's filters, page, page size and open review live in the address, so reload, back and a shared link
// keep the view. Changing a filter goes back to page 1; every change replaces the history entry, so typing
// does not leave one entry per key.
import { REVIEW_PAGE_SIZE_DEFAULT } from '@sumaa/contracts';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_PARAMS, type FilterParam, paramValueOf, readReviewView } from '../lib/reviewFilters';

export function useReviewView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readReviewView(params), [params]);
  const openReviewId = params.get('review');

  // React Router hands a functional update the params of the last render, so two changes made before the next
  // render (two filters chosen quickly) would drop the first; each change starts from the latest one instead.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const setFilter = useCallback(
    (name: FilterParam, value: string | null) =>
      update((next) => {
        const stored = paramValueOf(name, value);
        if (stored === null) next.delete(name);
        else next.set(name, stored);
        next.delete('page');
      }),
    [update],
  );

  /** Several filters at once (a summary card's "show unreplied"). */
  const setFilters = useCallback(
    (values: Partial<Record<FilterParam, string | null>>) =>
      update((next) => {
        for (const [name, value] of Object.entries(values) as [FilterParam, string | null][]) {
          const stored = paramValueOf(name, value);
          if (stored === null) next.delete(name);
          else next.set(name, stored);
        }
        next.delete('page');
      }),
    [update],
  );

  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const name of FILTER_PARAMS) if (name !== 'sort') next.delete(name);
        next.delete('page');
      }),
    [update],
  );

  const setPage = useCallback(
    (page: number) =>
      update((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }),
    [update],
  );

  const setPageSize = useCallback(
    (pageSize: number) =>
      update((next) => {
        if (pageSize === REVIEW_PAGE_SIZE_DEFAULT) next.delete('pageSize');
        else next.set('pageSize', String(pageSize));
        next.delete('page');
      }),
    [update],
  );

  /** `?review=<id>` opens that review's details (notifications link there); null closes them. */
  const setOpenReview = useCallback(
    (id: string | null) =>
      update((next) => {
        if (id) next.set('review', id);
        else next.delete('review');
      }),
    [update],
  );

  return { view, openReviewId, setFilter, setFilters, clearFilters, setPage, setPageSize, setOpenReview };
}
