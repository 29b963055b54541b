import { ListPaginator, LoadFailure, SearchField } from '@sumaa/app-kit';
import { ApiError } from '@sumaa/api-client';
import type { ReviewContact, ReviewRequestChannel, SendReviewRequestsResult } from '@sumaa/contracts';
import {
  AlertBanner,
  Badge,
  Button,
  Checkbox,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Heading,
  Inline,
  Select,
  SkeletonRows,
  Stack,
  Text,
} from '@sumaa/ui';
import { useId, useState } from 'react';
import { useReviewContactsQuery } from '../api/reviewContacts';
import { useReviewRequestLinksQuery } from '../api/reviewRequestLinks';
import { useReviewRequestSettingsQuery } from '../api/reviewRequestSettings';
import { useSendReviewRequestsMutation } from '../api/sendReviewRequests';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import { CONTACTS_PAGE_SIZES, REQUEST_CHANNELS } from '../lib/requestsView';
import { LtrText } from './LtrText';
import { SendPreviewDialog } from './SendPreviewDialog';

interface SendFieldErrors {
  contactIds?: string;
  channel?: string;
  locationId?: string;
}

const firstOf = (error: unknown, field: string) =>
  error instanceof ApiError ? error.errors?.[field]?.find((message) => message.trim() !== '') : undefined;

/**
 * Sending now: the contacts chosen (across pages and searches), the channel and the branch; the server's preview
 * (who is sent, queued or skipped, and why) comes first in a dialog, and the real send only from there.
 */
export function SendTab() {
  const { t } = useRequestsTexts();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(CONTACTS_PAGE_SIZES[0]);
  const contacts = useReviewContactsQuery(search ? { page, pageSize, search } : { page, pageSize });
  const links = useReviewRequestLinksQuery();
  const settings = useReviewRequestSettingsQuery();
  const send = useSendReviewRequestsMutation();
  // The names too: the server's outcomes name contacts by id only.
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const [channel, setChannel] = useState<ReviewRequestChannel | ''>('');
  const [locationId, setLocationId] = useState('');
  const [errors, setErrors] = useState<SendFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<SendReviewRequestsResult | null>(null);

  // The channels the business has on and this system can send by; all of them until the settings are read.
  const channels = settings.data
    ? REQUEST_CHANNELS.filter(
        (each) =>
          settings.data.channelsEnabled.includes(each) && settings.data.channelsAvailable.includes(each),
      )
    : REQUEST_CHANNELS;
  const chosenChannel = channel || channels[0] || '';
  const locations = links.data ?? [];
  const chosenLocation = locationId || (locations.length === 1 ? locations[0].locationId : '');

  const toggle = (contact: ReviewContact, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(contact.id, contact.name);
      else next.delete(contact.id);
      return next;
    });
  const shown = contacts.data?.items ?? [];
  const allShownChosen = shown.length > 0 && shown.every((contact) => chosen.has(contact.id));

  const body = (preview: boolean) => ({
    contactIds: [...chosen.keys()],
    channel: chosenChannel as ReviewRequestChannel,
    locationId: chosenLocation,
    preview,
  });

  const review = async () => {
    setFailure(null);
    const local: SendFieldErrors = {};
    if (chosen.size === 0) local.contactIds = t('send.chooseContacts');
    if (!chosenLocation) local.locationId = t('send.chooseLocation');
    if (!chosenChannel) local.channel = t('send.noChannels');
    setErrors(local);
    if (local.contactIds || local.locationId || local.channel) return;
    try {
      setPreview(await send.mutateAsync(body(true)));
    } catch (error) {
      const fields: SendFieldErrors = {
        contactIds: firstOf(error, 'contactIds'),
        channel: firstOf(error, 'channel'),
        locationId: firstOf(error, 'locationId'),
      };
      setErrors(fields);
      if (!fields.contactIds && !fields.channel && !fields.locationId) {
        setFailure(error instanceof ApiError ? error.message : t('send.previewFailed'));
      }
    }
  };

  const columns: DataTableColumn<ReviewContact>[] = [
    {
      id: 'contact',
      header: t('send.columns.contact'),
      cell: (contact) => (
        <Checkbox
          label={contact.name}
          checked={chosen.has(contact.id)}
          onChange={(event) => toggle(contact, event.target.checked)}
        />
      ),
    },
    {
      id: 'phone',
      header: t('contacts.columns.phone'),
      cell: (contact) => (contact.phone ? <LtrText>{contact.phone}</LtrText> : t('noValue')),
    },
    {
      id: 'email',
      header: t('contacts.columns.email'),
      cell: (contact) => (contact.email ? <LtrText>{contact.email}</LtrText> : t('noValue')),
    },
    {
      id: 'state',
      header: t('contacts.columns.state'),
      cell: (contact) =>
        contact.optedOutAt ? (
          <Badge tone="warning">{t('contacts.optedOut')}</Badge>
        ) : (
          <Badge tone="success">{t('contacts.subscribed')}</Badge>
        ),
    },
  ];

  return (
    <Stack as="section" gap={4} aria-labelledby={titleId}>
      <Stack gap={1}>
        <Heading level={4} as="h2" id={titleId}>
          {t('send.heading')}
        </Heading>
        <Text tone="secondary">{t('send.description')}</Text>
      </Stack>

      <Stack gap={3} role="group" aria-label={t('send.pickCaption')}>
        <SearchField
          label={t('contacts.searchLabel')}
          placeholder={t('contacts.searchPlaceholder')}
          value={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {contacts.isPending ? (
          <SkeletonRows rows={pageSize} rowHeight="48px" label={t('contacts.loading')} />
        ) : contacts.isError ? (
          <LoadFailure
            title={t('contacts.loadError')}
            error={contacts.error}
            onRetry={() => void contacts.refetch()}
          />
        ) : contacts.data.items.length === 0 ? (
          <EmptyState
            titleAs="h3"
            title={search ? t('contacts.noMatchTitle') : t('contacts.emptyTitle')}
            message={search ? t('contacts.noMatchMessage') : t('contacts.emptyMessage')}
          />
        ) : (
          <>
            <Inline justify="space-between" align="center" wrap gap={3}>
              <Checkbox
                label={t('send.selectPage')}
                checked={allShownChosen}
                onChange={(event) => shown.forEach((contact) => toggle(contact, event.target.checked))}
              />
              <Inline gap={2} align="center">
                <Text role="status" weight="semibold">
                  {t('send.selected', { count: chosen.size })}
                </Text>
                {chosen.size > 0 && (
                  <Button size="sm" variant="ghost" onClick={() => setChosen(new Map())}>
                    {t('send.clearSelection')}
                  </Button>
                )}
              </Inline>
            </Inline>
            <DataTable
              caption={t('send.pickCaption')}
              captionVisuallyHidden
              columns={columns}
              rows={contacts.data.items}
              rowKey={(contact) => contact.id}
              busy={contacts.isPlaceholderData}
            />
            <ListPaginator
              page={page}
              pageSize={pageSize}
              total={contacts.data.total}
              pageSizes={CONTACTS_PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          </>
        )}
        {errors.contactIds && (
          <Text tone="danger" role="alert">
            {errors.contactIds}
          </Text>
        )}
      </Stack>

      <Inline gap={4} wrap align="start">
        <Select
          label={t('send.channel')}
          value={chosenChannel}
          onChange={(event) => setChannel(event.target.value as ReviewRequestChannel)}
          options={channels.map((each) => ({ value: each, label: t(`channels.${each}`) }))}
          error={errors.channel}
        />
        <Select
          label={t('send.location')}
          value={chosenLocation}
          placeholder={t('send.locationPlaceholder')}
          onChange={(event) => setLocationId(event.target.value)}
          options={locations.map((link) => ({ value: link.locationId, label: link.locationName }))}
          error={errors.locationId}
          hint={links.isSuccess && locations.length === 0 ? t('send.noLocations') : undefined}
        />
      </Inline>
      {failure && <AlertBanner tone="error">{failure}</AlertBanner>}
      <Inline>
        <Button loading={send.isPending && preview === null} onClick={() => void review()}>
          {send.isPending && preview === null ? t('send.reviewing') : t('send.review')}
        </Button>
      </Inline>

      {preview && (
        <SendPreviewDialog
          preview={preview}
          channel={chosenChannel as ReviewRequestChannel}
          names={chosen}
          onSend={() => send.mutateAsync(body(false))}
          onClose={(sent) => {
            setPreview(null);
            if (sent) setChosen(new Map());
          }}
        />
      )}
    </Stack>
  );
}
