// What the admin filtered lives in the address (?search=…&status=open&sort=slaDue&page=2&pageSize=25), so reload,
// back and a shared link keep the view. Unknown values fall back to the defaults (spec §9: newest first, 10 a
// page); changing anything but the page goes back to page 1.
import { CONTACT_STATUSES, type ContactListQuery, type ContactStatus } from '@sumaa/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../../../shared/subscription-list/hooks/useListFilters';

export const CONTACT_PAGE_SIZE = 10;

export const CONTACT_SORTS = {
  newest: { sortBy: 'createdAt', sortDir: 'desc' },
  oldest: { sortBy: 'createdAt', sortDir: 'asc' },
  slaDue: { sortBy: 'slaDueAt', sortDir: 'asc' },
  status: { sortBy: 'status', sortDir: 'asc' },
  priority: { sortBy: 'priority', sortDir: 'desc' },
  name: { sortBy: 'name', sortDir: 'asc' },
} as const satisfies Record<string, Pick<ContactListQuery, 'sortBy' | 'sortDir'>>;
export type ContactSort = keyof typeof CONTACT_SORTS;
const DEFAULT_SORT: ContactSort = 'newest';

export interface ContactFilters {
  search: string;
  status: ContactStatus | 'all';
  sort: ContactSort;
  page: number;
  pageSize: number;
}
type FilterName = keyof ContactFilters;

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

export function useContactFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<ContactFilters>(() => {
    const status = params.get('status');
    const sort = params.get('sort');
    const pageSize = Number(params.get('pageSize'));
    return {
      search: params.get('search')?.trim() ?? '',
      status:
        status !== null && (CONTACT_STATUSES as readonly string[]).includes(status)
          ? (status as ContactStatus)
          : 'all',
      sort: sort !== null && sort in CONTACT_SORTS ? (sort as ContactSort) : DEFAULT_SORT,
      page: positive(params.get('page'), 1),
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : CONTACT_PAGE_SIZE,
    };
  }, [params]);

  const query = useMemo<ContactListQuery>(
    () => ({
      page: filters.page,
      pageSize: filters.pageSize,
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.status !== 'all' ? { status: filters.status } : {}),
      ...CONTACT_SORTS[filters.sort],
    }),
    [filters],
  );

  const setFilter = useCallback(
    (name: FilterName, value: string | number) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const text = String(value);
          const isDefault =
            text === '' ||
            (name === 'status' && text === 'all') ||
            (name === 'sort' && text === DEFAULT_SORT) ||
            (name === 'page' && text === '1') ||
            (name === 'pageSize' && text === String(CONTACT_PAGE_SIZE));
          if (isDefault) next.delete(name);
          else next.set(name, text);
          if (name !== 'page') next.delete('page');
          return next;
        },
        { replace: name !== 'page' },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of ['search', 'status', 'sort', 'page']) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const filtered = filters.search !== '' || filters.status !== 'all';
  return { filters, query, filtered, setFilter, clearFilters };
}
