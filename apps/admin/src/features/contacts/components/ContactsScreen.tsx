import { CONTACT_STATUSES, type ContactInboxMessage } from '@sumaa/contracts';
import {
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  InboxIcon,
  PageHeader,
  RefreshIcon,
  Select,
  SkeletonRows,
  Stack,
  Text,
  Inline,
} from '@sumaa/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadFailure, SearchField, ListPaginator, useFormat } from '@sumaa/app-kit';
import { useContactAssigneesQuery } from '../api/contactAssignees';
import { useContactMessagesQuery } from '../api/contactMessages';
import { CONTACT_SORTS, useContactFilters } from '../hooks/useContactFilters';
import { useContactsTexts } from '../hooks/useContactsTexts';
import { ContactAssigneeSelect } from './ContactAssigneeSelect';
import { ContactReplyDialog } from './ContactReplyDialog';
import { ContactRulesDialog } from './ContactRulesDialog';
import { ContactSlaBadge } from './ContactSlaBadge';
import { ContactStatusSelect } from './ContactStatusSelect';
import { PAGE_SIZES } from '../../../shared/subscription-list/hooks/useListFilters';

type ColumnId = 'sender' | 'message' | 'received' | 'sla' | 'status' | 'assignee' | 'replies';
type Open = { dialog: 'reply'; id: string } | { dialog: 'rules' } | null;

/**
 * /admin/contacts (spec §2 "contacts"): the contact form's messages, on the server's data only (decisions #3):
 * search, status filter and sort in the address, refresh, the table (cards under 768 px) with each row's status and
 * assign dropdowns and reply button, pagination, the SLA indicator (§4), the reply and auto-assign rules dialogs,
 * and the loading, error-with-retry and two empty states.
 */
export function ContactsScreen() {
  const { t } = useContactsTexts();
  const { t: admin } = useTranslation('admin');
  const format = useFormat();
  const { filters, query, filtered, setFilter, clearFilters } = useContactFilters();
  const list = useContactMessagesQuery(query);
  const assignees = useContactAssigneesQuery();
  const [open, setOpen] = useState<Open>(null);
  const replyingTo =
    open?.dialog === 'reply' ? list.data?.items.find((item) => item.id === open.id) : undefined;

  const columns = useMemo<DataTableColumn<ContactInboxMessage, ColumnId>[]>(
    () => [
      {
        id: 'sender',
        header: t('table.sender'),
        width: '12rem',
        cell: (row) => (
          <StyledCell>
            <Text as="span" weight="semibold">
              {row.name}
            </Text>
            <StyledEmail dir="ltr">{row.email}</StyledEmail>
            {row.company && (
              <Text as="span" size="sm" tone="secondary">
                {row.company}
              </Text>
            )}
          </StyledCell>
        ),
      },
      {
        id: 'message',
        header: t('table.message'),
        cell: (row) => (
          <StyledCell>
            <Text as="span" weight="semibold" dir="auto">
              {row.subject || t('table.noSubject')}
            </Text>
            <StyledExcerpt dir="auto">{row.message}</StyledExcerpt>
            <Text as="span" size="sm" tone="secondary">
              {t(`languages.${row.language}`)} · {t(`priorities.${row.priority}`)}
            </Text>
          </StyledCell>
        ),
      },
      {
        id: 'received',
        header: t('table.received'),
        cell: (row) => <time dateTime={row.createdAt}>{format.dateTime(row.createdAt)}</time>,
      },
      { id: 'sla', header: t('table.sla'), cell: (row) => <ContactSlaBadge message={row} /> },
      {
        id: 'status',
        header: t('table.status'),
        cell: (row) => (
          <StyledControl $size="8.5rem">
            <ContactStatusSelect message={row} />
          </StyledControl>
        ),
      },
      {
        id: 'assignee',
        header: t('table.assignee'),
        cell: (row) => (
          <StyledControl $size="10rem">
            <ContactAssigneeSelect message={row} assignees={assignees.data} />
          </StyledControl>
        ),
      },
      {
        id: 'replies',
        header: t('table.replies'),
        align: 'end',
        cell: (row) => format.count(row.replyCount),
      },
    ],
    [t, format, assignees.data],
  );

  let body: ReactNode;
  if (list.isPending) {
    body = <SkeletonRows rows={Math.min(filters.pageSize, 10)} label={t('list.loading')} />;
  } else if (list.isError) {
    body = <LoadFailure title={t('list.loadError')} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.items.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<InboxIcon size="1.75rem" />}
        title={t('list.noMatchTitle')}
        message={t('list.noMatchMessage')}
      >
        <Button variant="secondary" onClick={clearFilters}>
          {t('filters.clear')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState
        icon={<InboxIcon size="1.75rem" />}
        title={t('list.emptyTitle')}
        message={t('list.emptyMessage')}
      />
    );
  } else {
    body = (
      <>
        <DataTable
          caption={t('table.caption')}
          captionVisuallyHidden
          columns={columns}
          rows={list.data.items}
          rowKey={(row) => row.id}
          busy={list.isPlaceholderData}
          rowActionsLabel={t('actions.label')}
          rowActions={(row) => (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('actions.replyTo', { name: row.name })}
              onClick={() => setOpen({ dialog: 'reply', id: row.id })}
            >
              {t('actions.reply')}
            </Button>
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
      <Inline justify="space-between" align="start" gap={4}>
        <PageHeader title={admin('sections.contacts.title')} description={t('description')} />
        <StyledHeaderActions>
          <Button
            variant="secondary"
            startIcon={<RefreshIcon />}
            loading={list.isFetching && !list.isPending}
            onClick={() => void list.refetch()}
          >
            {list.isFetching && !list.isPending ? t('refreshing') : t('refresh')}
          </Button>
          <Button onClick={() => setOpen({ dialog: 'rules' })}>{t('rulesButton')}</Button>
        </StyledHeaderActions>
      </Inline>

      <StyledFilters role="search" aria-label={t('search.label')}>
        <SearchField
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={filters.search}
          onSearch={(value) => setFilter('search', value)}
        />
        <Select
          label={t('filters.status')}
          value={filters.status}
          options={[
            { value: 'all', label: t('filters.allStatuses') },
            ...CONTACT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        <Select
          label={t('filters.sort')}
          value={filters.sort}
          options={Object.keys(CONTACT_SORTS).map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          onChange={(event) => setFilter('sort', event.target.value)}
        />
      </StyledFilters>

      {list.data && (
        <StyledResults>
          <Text size="sm" tone="secondary" role="status">
            {t('results', { count: list.data.total })}
          </Text>
          {filtered && (
            <Button size="sm" variant="ghost" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          )}
        </StyledResults>
      )}

      {body}

      {replyingTo && <ContactReplyDialog message={replyingTo} onClose={() => setOpen(null)} />}
      {open?.dialog === 'rules' && <ContactRulesDialog onClose={() => setOpen(null)} />}
    </Stack>
  );
}

const StyledHeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
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

const StyledCell = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

/** An address reads left to right inside right-to-left text; long ones break anywhere rather than overflow. */
const StyledEmail = styled.bdi`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  text-align: start;
`;

/** The row's dropdowns keep a readable width however the table squeezes its columns. */
const StyledControl = styled.div<{ $size: string }>`
  min-inline-size: ${({ $size }) => $size};
`;

const StyledExcerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
