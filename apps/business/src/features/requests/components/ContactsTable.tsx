import type { ReviewContact } from '@sumaa/contracts';
import { Badge, Button, DataTable, type DataTableColumn, Stack, Text } from '@sumaa/ui';
import styled from 'styled-components';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import { LtrText } from './LtrText';

export interface ContactsTableProps {
  contacts: readonly ReviewContact[];
  busy: boolean;
  onDelete(contact: ReviewContact): void;
}

/** One page of contacts: name, mobile and e-mail (left to right), language, whether they still receive requests. */
export function ContactsTable({ contacts, busy, onDelete }: ContactsTableProps) {
  const { t } = useRequestsTexts();
  const format = useBusinessFormat();
  const none = t('noValue');
  const columns: DataTableColumn<ReviewContact>[] = [
    {
      id: 'name',
      header: t('contacts.columns.name'),
      cell: (contact) => (
        <Stack gap={1}>
          <Text weight="semibold">{contact.name}</Text>
          <Text size="sm" tone="secondary">
            {t(`consent.${contact.consentSource}`)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'phone',
      header: t('contacts.columns.phone'),
      cell: (contact) => (contact.phone ? <PhoneNumber>{contact.phone}</PhoneNumber> : none),
    },
    {
      id: 'email',
      header: t('contacts.columns.email'),
      cell: (contact) => (contact.email ? <LtrText>{contact.email}</LtrText> : none),
    },
    {
      id: 'language',
      header: t('contacts.columns.language'),
      cell: (contact) => t(`languages.${contact.language}`),
    },
    {
      id: 'state',
      header: t('contacts.columns.state'),
      cell: (contact) =>
        contact.optedOutAt ? (
          <Stack gap={1} align="start">
            <Badge tone="warning">{t('contacts.optedOut')}</Badge>
            <Text size="sm" tone="secondary">
              {t('contacts.optedOutOn', { date: format.date(contact.optedOutAt) })}
            </Text>
          </Stack>
        ) : (
          <Badge tone="success">{t('contacts.subscribed')}</Badge>
        ),
    },
    {
      id: 'lastRequested',
      header: t('contacts.columns.lastRequested'),
      cell: (contact) =>
        contact.lastRequestedAt ? format.relative(contact.lastRequestedAt) : t('contacts.neverAsked'),
    },
  ];
  return (
    <DataTable
      caption={t('contacts.caption')}
      captionVisuallyHidden
      columns={columns}
      rows={contacts}
      rowKey={(contact) => contact.id}
      busy={busy}
      rowActionsLabel={t('contacts.actions')}
      rowActions={(contact) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('contacts.deleteOf', { name: contact.name })}
          onClick={() => onDelete(contact)}
        >
          {t('contacts.delete')}
        </Button>
      )}
    />
  );
}

/** A phone number is read as one: "+966501112208" must not break before its last digits in a narrow column. */
const PhoneNumber = styled(LtrText)`
  white-space: nowrap;
  overflow-wrap: normal;
`;
