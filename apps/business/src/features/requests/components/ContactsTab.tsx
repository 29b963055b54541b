import { ConfirmDialog, ListPaginator, LoadFailure, SearchField } from '@sumaa/app-kit';
import type { ReviewContact } from '@sumaa/contracts';
import {
  Button,
  EmptyState,
  Heading,
  Inline,
  SkeletonRows,
  Stack,
  Text,
  UsersIcon,
  useToast,
} from '@sumaa/ui';
import { useEffect, useId, useState } from 'react';
import { useDeleteReviewContactMutation } from '../api/deleteReviewContact';
import { useReviewContactsQuery } from '../api/reviewContacts';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import { CONTACTS_PAGE_SIZES, contactsQueryOf, type RequestsView } from '../lib/requestsView';
import { AddContactDialog } from './AddContactDialog';
import { ContactsTable } from './ContactsTable';
import { ImportContactsDialog } from './ImportContactsDialog';

export interface ContactsTabProps {
  view: RequestsView['contacts'];
  onChange(values: Record<string, string | number | null>): void;
}

/** The contacts: search, the paginated table with each one's opt-out state, adding, importing and deleting. */
export function ContactsTab({ view, onChange }: ContactsTabProps) {
  const { t } = useRequestsTexts();
  const toast = useToast();
  const titleId = useId();
  const contacts = useReviewContactsQuery(contactsQueryOf(view));
  const remove = useDeleteReviewContactMutation();
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const [deleting, setDeleting] = useState<ReviewContact | null>(null);
  // A page past the end (the last contact of it deleted, a stale link): the last page that has contacts.
  const lastPage = contacts.data ? Math.max(1, Math.ceil(contacts.data.total / view.pageSize)) : 1;
  const pastTheEnd = contacts.isSuccess && !contacts.isPlaceholderData && view.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onChange({ page: lastPage === 1 ? null : lastPage });
  }, [pastTheEnd, lastPage, onChange]);

  const actions = (
    <Inline gap={2} wrap>
      <Button onClick={() => setDialog('add')}>{t('contacts.add')}</Button>
      <Button variant="secondary" onClick={() => setDialog('import')}>
        {t('contacts.import')}
      </Button>
    </Inline>
  );

  return (
    <Stack as="section" gap={4} aria-labelledby={titleId}>
      <Inline justify="space-between" align="center" gap={4} wrap>
        <Heading level={4} as="h2" id={titleId}>
          {t('contacts.heading')}
        </Heading>
        {actions}
      </Inline>
      <SearchField
        label={t('contacts.searchLabel')}
        placeholder={t('contacts.searchPlaceholder')}
        value={view.search}
        onSearch={(search) => onChange({ search, page: null })}
      />
      {contacts.isPending ? (
        <SkeletonRows rows={view.pageSize} rowHeight="56px" label={t('contacts.loading')} />
      ) : contacts.isError ? (
        <LoadFailure
          title={t('contacts.loadError')}
          error={contacts.error}
          onRetry={() => void contacts.refetch()}
        />
      ) : contacts.data.total === 0 && view.search === '' ? (
        <EmptyState
          icon={<UsersIcon size="1.75rem" />}
          titleAs="h3"
          title={t('contacts.emptyTitle')}
          message={t('contacts.emptyMessage')}
        >
          {actions}
        </EmptyState>
      ) : contacts.data.items.length === 0 ? (
        <EmptyState titleAs="h3" title={t('contacts.noMatchTitle')} message={t('contacts.noMatchMessage')}>
          <Button variant="secondary" onClick={() => onChange({ search: null, page: null })}>
            {t('contacts.clearSearch')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <Text tone="secondary" size="sm" role="status">
            {t('contacts.total', { count: contacts.data.total })}
          </Text>
          <ContactsTable
            contacts={contacts.data.items}
            busy={contacts.isPlaceholderData}
            onDelete={setDeleting}
          />
          <ListPaginator
            page={view.page}
            pageSize={view.pageSize}
            total={contacts.data.total}
            pageSizes={CONTACTS_PAGE_SIZES}
            onPageChange={(page) => onChange({ page: page === 1 ? null : page })}
            onPageSizeChange={(pageSize) => onChange({ pageSize, page: null })}
          />
        </>
      )}

      <AddContactDialog
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        onAdded={(contact) => toast.show({ message: t('addContact.added', { name: contact.name }) })}
      />
      <ImportContactsDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        onImported={(result) =>
          toast.show({ message: t('import.done', { count: result.imported, duplicates: result.duplicates }) })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('contacts.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('contacts.deleteMessage')}
        confirmLabel={t('contacts.deleteConfirm')}
        failedText={t('contacts.deleteFailed')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.show({ message: t('contacts.deleted', { name: deleting.name }) });
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
