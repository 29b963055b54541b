import type { SubscriptionListItem } from '@sumaa/contracts';
import { useFormat } from '@sumaa/app-kit';
import type { DataTableColumn } from '@sumaa/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SubscriptionListView } from '../../../shared/subscription-list/components/SubscriptionListView';
import { SubscriptionStatusBadge } from '../../../shared/subscription-list/components/SubscriptionStatusBadge';
import type { ListFilterConfig } from '../../../shared/subscription-list/hooks/useListFilters';
import { useSubscriptionListTexts } from '../../../shared/subscription-list/hooks/useSubscriptionListTexts';
import { useSubscribersTexts } from '../hooks/useSubscribersTexts';

/** Spec §2: the subscribers' statuses (trial is trialing; inactive is cancelled or expired) and sorts. */
export const SUBSCRIBER_FILTERS: ListFilterConfig<
  'active' | 'trial' | 'expired' | 'inactive',
  SubscriberSort
> = {
  statuses: ['active', 'trial', 'expired', 'inactive'],
  sorts: {
    recent: { sortBy: 'createdAt', sortDir: 'desc' },
    name: { sortBy: 'name', sortDir: 'asc' },
    revenue: { sortBy: 'revenue', sortDir: 'desc' },
    reviews: { sortBy: 'reviews', sortDir: 'desc' },
    rating: { sortBy: 'rating', sortDir: 'desc' },
  },
  defaultSort: 'recent',
};
type SubscriberSort = 'recent' | 'name' | 'revenue' | 'reviews' | 'rating';

type ColumnId =
  | 'name'
  | 'email'
  | 'city'
  | 'plan'
  | 'status'
  | 'reviews'
  | 'rating'
  | 'revenue'
  | 'monthlyRevenue'
  | 'lastLogin';

/** /admin/customers (spec §2 "customers"): every business with its plan, status and real figures. */
export function SubscribersScreen() {
  const { t } = useSubscribersTexts();
  const { t: list } = useSubscriptionListTexts();
  const { t: admin } = useTranslation('admin');
  const format = useFormat();
  const none = list('noValue');

  const columns = useMemo<DataTableColumn<SubscriptionListItem, ColumnId>[]>(
    () => [
      { id: 'name', header: t('table.name'), width: '12rem', cell: (row) => row.name },
      {
        id: 'email',
        header: t('table.email'),
        cell: (row) => (
          <StyledNoWrap as="bdi" dir="ltr">
            {row.email}
          </StyledNoWrap>
        ),
      },
      { id: 'city', header: t('table.city'), cell: (row) => row.city || none },
      { id: 'plan', header: t('table.plan'), cell: (row) => <StyledNoWrap>{row.planName}</StyledNoWrap> },
      { id: 'status', header: t('table.status'), cell: (row) => <SubscriptionStatusBadge item={row} /> },
      {
        id: 'reviews',
        header: t('table.reviews'),
        align: 'end',
        cell: (row) => format.count(row.reviewsCount),
      },
      {
        id: 'rating',
        header: t('table.rating'),
        align: 'end',
        cell: (row) => (row.rating === null ? none : format.rating(row.rating)),
      },
      { id: 'revenue', header: t('table.revenue'), align: 'end', cell: (row) => format.money(row.revenue) },
      {
        id: 'monthlyRevenue',
        header: t('table.monthlyRevenue'),
        align: 'end',
        cell: (row) => format.money(row.monthlyRevenue),
      },
      {
        id: 'lastLogin',
        header: t('table.lastLogin'),
        cell: (row) => (row.lastLoginAt ? format.date(row.lastLoginAt) : list('never')),
      },
    ],
    [t, list, format, none],
  );

  return (
    <SubscriptionListView
      config={SUBSCRIBER_FILTERS}
      columns={columns}
      texts={{
        title: admin('sections.customers.title'),
        description: t('description'),
        cardsLabel: t('cards.label'),
        searchLabel: t('search.label'),
        searchPlaceholder: t('search.placeholder'),
        caption: t('table.caption'),
        loading: t('list.loading'),
        loadError: t('list.loadError'),
        emptyTitle: t('list.emptyTitle'),
        emptyMessage: t('list.emptyMessage'),
        noMatchTitle: t('list.noMatchTitle'),
        noMatchMessage: t('list.noMatchMessage'),
        statusLabel: (status) => t(`statuses.${status}`),
        sortLabel: (sort) => t(`sorts.${sort}`),
      }}
      cards={(summary) => [
        { id: 'total', label: t('cards.total'), value: format.count(summary.total) },
        {
          id: 'active',
          label: t('cards.active'),
          value: format.count(summary.active),
          note: t('cards.activeNote', { count: summary.trialing }),
        },
        {
          id: 'revenue',
          label: t('cards.revenue'),
          value: format.money(summary.totalRevenue),
          note: t('cards.revenueNote'),
        },
        {
          id: 'monthly',
          label: t('cards.monthly'),
          value: format.money(summary.monthlyRecurringRevenue),
          note: t('cards.monthlyNote'),
        },
      ]}
    />
  );
}

/** Plan names and e-mails break only between words, never inside one. */
const StyledNoWrap = styled.span`
  white-space: nowrap;
`;
