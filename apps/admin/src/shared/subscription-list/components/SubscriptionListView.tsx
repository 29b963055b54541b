import type { SubscriptionListItem, SubscriptionPage, SubscriptionSummary } from '@sumaa/contracts';
import {
  Button,
  DataTable,
  type DataTableColumn,
  DropdownMenu,
  type DropdownMenuItem,
  EmptyState,
  PageHeader,
  Select,
  SkeletonRows,
  Stack,
  Text,
  UsersIcon,
  type StatItem,
  StatGrid,
} from '@sumaa/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { useAdminSubscriptionsQuery } from '../api/adminSubscriptions';
import { usePlanOptionsQuery } from '../api/planOptions';
import { type ListFilterConfig, PAGE_SIZES, useListFilters } from '../hooks/useListFilters';
import { useSubscriptionListTexts } from '../hooks/useSubscriptionListTexts';
import { canCancel, canReactivate } from '../lib/amounts';
import { LoadFailure, SearchField, ListPaginator } from '@sumaa/app-kit';
import { ExportButton } from './ExportButton';
import { type StatusChange, StatusChangeDialog } from './StatusChangeDialog';
import { SubscriptionDetailsDialog } from './SubscriptionDetailsDialog';

/** A screen's own words for the shared list. */
export interface ListScreenTexts {
  title: string;
  description: string;
  cardsLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  caption: string;
  loading: string;
  loadError: string;
  emptyTitle: string;
  emptyMessage: string;
  noMatchTitle: string;
  noMatchMessage: string;
  statusLabel(status: string): string;
  sortLabel(sort: string): string;
}

export interface SubscriptionListViewProps<
  Status extends string,
  Sort extends string,
  ColumnId extends string,
> {
  config: ListFilterConfig<Status, Sort>;
  texts: ListScreenTexts;
  cards(summary: SubscriptionSummary): StatItem[];
  columns: readonly DataTableColumn<SubscriptionListItem, ColumnId>[];
}

type Open = { action: 'view' | StatusChange; id: string };

/**
 * The subscribers and subscriptions screens (spec §2): summary cards over every row, search (350 ms), plan and
 * status filters and sort in the address, the result count, CSV export of the filtered list, the table (cards
 * under 768 px) with view, cancel and reactivate, pagination — and the loading, error and two empty states.
 * Every figure is the server's; there is no sample data.
 */
export function SubscriptionListView<Status extends string, Sort extends string, ColumnId extends string>({
  config,
  texts,
  cards,
  columns,
}: SubscriptionListViewProps<Status, Sort, ColumnId>) {
  const { t } = useSubscriptionListTexts();
  const { filters, query, filtered, setFilter, clearFilters } = useListFilters(config);
  const list = useAdminSubscriptionsQuery(query);
  const plans = usePlanOptionsQuery();
  const [open, setOpen] = useState<Open | null>(null);
  const page: SubscriptionPage | undefined = list.data;
  const item = open ? page?.items.find((candidate) => candidate.id === open.id) : undefined;
  const close = () => setOpen(null);

  const planOptions = [
    { value: 'all', label: t('filters.allPlans') },
    ...(plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
    // A plan in the address that is no longer offered keeps a name rather than vanishing from the select.
    ...(filters.plan !== 'all' && plans.data && !plans.data.some((plan) => plan.id === filters.plan)
      ? [{ value: filters.plan, label: filters.plan }]
      : []),
  ];

  const itemsFor = (row: SubscriptionListItem): DropdownMenuItem[] => {
    const items: DropdownMenuItem[] = [
      { id: 'view', label: t('actions.view'), onSelect: () => setOpen({ action: 'view', id: row.id }) },
    ];
    if (canCancel(row))
      items.push({
        id: 'cancel',
        label: t('actions.cancel'),
        tone: 'danger',
        onSelect: () => setOpen({ action: 'cancel', id: row.id }),
      });
    if (canReactivate(row))
      items.push({
        id: 'reactivate',
        label: t('actions.reactivate'),
        onSelect: () => setOpen({ action: 'reactivate', id: row.id }),
      });
    return items;
  };

  let body: ReactNode;
  if (list.isPending) {
    body = <SkeletonRows rows={Math.min(filters.pageSize, 10)} label={texts.loading} />;
  } else if (list.isError) {
    body = <LoadFailure title={texts.loadError} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.items.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<UsersIcon size="1.75rem" />}
        title={texts.noMatchTitle}
        message={texts.noMatchMessage}
      >
        <Button variant="secondary" onClick={clearFilters}>
          {t('filters.clear')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState icon={<UsersIcon size="1.75rem" />} title={texts.emptyTitle} message={texts.emptyMessage} />
    );
  } else {
    body = (
      <>
        <DataTable
          caption={texts.caption}
          captionVisuallyHidden
          columns={columns}
          rows={list.data.items}
          rowKey={(row) => row.id}
          busy={list.isPlaceholderData}
          rowActionsLabel={t('actions.label')}
          rowActions={(row) => (
            <DropdownMenu
              label={t('actions.for', { name: row.name })}
              icon={<MoreIcon />}
              items={itemsFor(row)}
            />
          )}
        />
        <ListPaginator
          page={filters.page}
          pageSizes={PAGE_SIZES}
          pageSize={filters.pageSize}
          total={list.data.total}
          onPageChange={(next) => setFilter('page', next)}
          onPageSizeChange={(size) => setFilter('pageSize', size)}
        />
      </>
    );
  }

  return (
    <Stack gap={6}>
      <StyledHeader>
        <PageHeader title={texts.title} description={texts.description} />
        <ExportButton query={query} disabled={!page || page.total === 0} />
      </StyledHeader>

      {page && <StatGrid label={texts.cardsLabel} items={cards(page.summary)} />}

      <StyledFilters role="search" aria-label={texts.searchLabel}>
        <SearchField
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={filters.search}
          onSearch={(value) => setFilter('search', value)}
        />
        <Select
          label={t('filters.plan')}
          value={filters.plan}
          options={planOptions}
          onChange={(event) => setFilter('plan', event.target.value)}
        />
        <Select
          label={t('filters.status')}
          value={filters.status}
          options={[
            { value: 'all', label: t('filters.allStatuses') },
            ...config.statuses.map((status) => ({ value: status, label: texts.statusLabel(status) })),
          ]}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        <Select
          label={t('filters.sort')}
          value={filters.sort}
          options={Object.keys(config.sorts).map((sort) => ({ value: sort, label: texts.sortLabel(sort) }))}
          onChange={(event) => setFilter('sort', event.target.value)}
        />
      </StyledFilters>

      {page && (
        <StyledResults>
          <Text size="sm" tone="secondary" role="status">
            {t('results', { count: page.total })}
          </Text>
          {filtered && (
            <Button size="sm" variant="ghost" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          )}
        </StyledResults>
      )}

      {body}

      {item && open?.action === 'view' && <SubscriptionDetailsDialog item={item} onClose={close} />}
      {item && (open?.action === 'cancel' || open?.action === 'reactivate') && (
        <StatusChangeDialog change={open.action} item={item} onClose={close} />
      )}
    </Stack>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="1.75" fill="currentColor" />
      <circle cx="12" cy="12" r="1.75" fill="currentColor" />
      <circle cx="19" cy="12" r="1.75" fill="currentColor" />
    </svg>
  );
}

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

const StyledResults = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
