import type { SubscriptionListItem } from '@sumaa/contracts';
import { useFormat } from '@sumaa/app-kit';
import type { DataTableColumn } from '@sumaa/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paymentWord } from '../../../shared/subscription-list/components/SubscriptionDetailsDialog';
import { SubscriptionListView } from '../../../shared/subscription-list/components/SubscriptionListView';
import { SubscriptionStatusBadge } from '../../../shared/subscription-list/components/SubscriptionStatusBadge';
import type { ListFilterConfig } from '../../../shared/subscription-list/hooks/useListFilters';
import { useSubscriptionListTexts } from '../../../shared/subscription-list/hooks/useSubscriptionListTexts';
import { useSubscriptionsTexts } from '../hooks/useSubscriptionsTexts';

type SubscriptionSort = 'recent' | 'customer' | 'amount' | 'plan';

/** Spec §2: the subscriptions' statuses and sorts. */
export const SUBSCRIPTION_FILTERS: ListFilterConfig<
  'active' | 'trialing' | 'past_due' | 'cancelled',
  SubscriptionSort
> = {
  statuses: ['active', 'trialing', 'past_due', 'cancelled'],
  sorts: {
    recent: { sortBy: 'createdAt', sortDir: 'desc' },
    customer: { sortBy: 'name', sortDir: 'asc' },
    amount: { sortBy: 'amount', sortDir: 'desc' },
    plan: { sortBy: 'plan', sortDir: 'asc' },
  },
  defaultSort: 'recent',
};

type ColumnId = 'customer' | 'plan' | 'status' | 'amount' | 'period' | 'lastPayment';

/** /admin/subscriptions (spec §2 "subscriptions"): every subscription with its amount, period and last payment. */
export function SubscriptionsScreen() {
  const { t } = useSubscriptionsTexts();
  const { t: list } = useSubscriptionListTexts();
  const { t: admin } = useTranslation('admin');
  const format = useFormat();

  const columns = useMemo<DataTableColumn<SubscriptionListItem, ColumnId>[]>(
    () => [
      {
        id: 'customer',
        header: t('table.customer'),
        width: '15rem',
        cell: (row) => (
          <StyledTwoLines>
            <span>{row.name}</span>
            <bdi dir="ltr">{row.email}</bdi>
          </StyledTwoLines>
        ),
      },
      { id: 'plan', header: t('table.plan'), cell: (row) => <StyledNoWrap>{row.planName}</StyledNoWrap> },
      { id: 'status', header: t('table.status'), cell: (row) => <SubscriptionStatusBadge item={row} /> },
      {
        id: 'amount',
        header: t('table.amount'),
        align: 'end',
        cell: (row) => list(`amountPer.${row.interval}`, { amount: format.money(row.amount) }),
      },
      {
        id: 'period',
        header: t('table.period'),
        cell: (row) =>
          list('period', {
            start: format.date(row.currentPeriodStart),
            end: format.date(row.currentPeriodEnd),
          }),
      },
      {
        id: 'lastPayment',
        header: t('table.lastPayment'),
        cell: (row) =>
          row.lastPayment ? (
            <StyledTwoLines>
              <span>
                {list('lastPayment', {
                  amount: format.money(row.lastPayment.amount),
                  date: format.date(row.lastPayment.date),
                })}
              </span>
              <span>{paymentWord(list, row.lastPayment.status)}</span>
            </StyledTwoLines>
          ) : (
            list('noPayment')
          ),
      },
    ],
    [t, list, format],
  );

  return (
    <SubscriptionListView
      config={SUBSCRIPTION_FILTERS}
      columns={columns}
      texts={{
        title: admin('sections.subscriptions.title'),
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
          note: t('cards.activeNote', { count: summary.pastDue }),
        },
        {
          id: 'mrr',
          label: t('cards.mrr'),
          value: format.money(summary.monthlyRecurringRevenue),
          note: t('cards.mrrNote'),
        },
        {
          id: 'trials',
          label: t('cards.trials'),
          value: format.count(summary.trialing),
          note: t('cards.trialsNote', { count: summary.cancelled + summary.expired }),
        },
      ]}
    />
  );
}

const StyledTwoLines = styled.span`
  display: inline-flex;
  flex-direction: column;
  min-inline-size: 0;

  & > :last-child {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A plan name breaks only between words, never inside one. */
const StyledNoWrap = styled.span`
  white-space: nowrap;
`;
