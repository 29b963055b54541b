// What the admin filtered lives in the address (?search=…&status=trial&plan=…&sort=revenue&page=2&pageSize=25),
// read and written here, so reload, back and a shared link keep the view. Unknown values fall back to the
// defaults; changing anything but the page goes back to page 1.
import type { SubscriptionListQuery } from '@sumaa/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Spec §9: 10, 25 or 50 rows a page; the admin's list shows 50 at first. */
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 50;

export interface SortChoice {
  sortBy: NonNullable<SubscriptionListQuery['sortBy']>;
  sortDir: 'asc' | 'desc';
}

export interface ListFilterConfig<Status extends string, Sort extends string> {
  statuses: readonly Status[];
  sorts: Readonly<Record<Sort, SortChoice>>;
  defaultSort: Sort;
}

export interface ListFilters<Status extends string, Sort extends string> {
  search: string;
  status: Status | 'all';
  plan: string;
  sort: Sort;
  page: number;
  pageSize: number;
}

const FILTER_PARAMS = ['search', 'status', 'plan', 'sort', 'page'] as const;
type FilterName = 'search' | 'status' | 'plan' | 'sort' | 'page' | 'pageSize';

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

export function useListFilters<Status extends string, Sort extends string>(
  config: ListFilterConfig<Status, Sort>,
) {
  const [params, setParams] = useSearchParams();
  const { statuses, sorts, defaultSort } = config;

  const filters = useMemo<ListFilters<Status, Sort>>(() => {
    const status = params.get('status');
    const sort = params.get('sort');
    const pageSize = Number(params.get('pageSize'));
    return {
      search: params.get('search')?.trim() ?? '',
      status:
        status !== null && (statuses as readonly string[]).includes(status) ? (status as Status) : 'all',
      plan: params.get('plan')?.trim() || 'all',
      sort: sort !== null && sort in sorts ? (sort as Sort) : defaultSort,
      page: positive(params.get('page'), 1),
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    };
  }, [params, statuses, sorts, defaultSort]);

  const query = useMemo<SubscriptionListQuery>(
    () => ({
      page: filters.page,
      pageSize: filters.pageSize,
      // Empty and 'all' are left out (spec §7).
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.status !== 'all' ? { status: filters.status as SubscriptionListQuery['status'] } : {}),
      ...(filters.plan !== 'all' ? { plan: filters.plan } : {}),
      ...sorts[filters.sort],
    }),
    [filters, sorts],
  );

  const setFilter = useCallback(
    (name: FilterName, value: string | number | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const text = value === null ? '' : String(value);
          const isDefault =
            text === '' ||
            (name === 'status' && text === 'all') ||
            (name === 'plan' && text === 'all') ||
            (name === 'sort' && text === defaultSort) ||
            (name === 'page' && text === '1') ||
            (name === 'pageSize' && text === String(DEFAULT_PAGE_SIZE));
          if (isDefault) next.delete(name);
          else next.set(name, text);
          if (name !== 'page') next.delete('page');
          return next;
        },
        // Typing and filtering replace the entry; moving between pages adds one, so back returns to the last page.
        { replace: name !== 'page' },
      );
    },
    [setParams, defaultSort],
  );

  const clearFilters = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of FILTER_PARAMS) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const filtered = filters.search !== '' || filters.status !== 'all' || filters.plan !== 'all';
  return { filters, query, filtered, setFilter, clearFilters };
}
