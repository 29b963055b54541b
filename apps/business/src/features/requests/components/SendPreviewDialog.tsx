import { FormErrorBanner, failureText } from '@sumaa/app-kit';
import {
  REVIEW_REQUEST_SKIP_REASONS,
  type ReviewRequestChannel,
  type ReviewRequestOutcome,
  type SendReviewRequestsResult,
} from '@sumaa/contracts';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  Heading,
  Inline,
  Stack,
  Text,
  type Tone,
} from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import { CountList } from './CountList';

export interface SendPreviewDialogProps {
  /** The server's dry run: each contact's outcome, nothing sent. */
  preview: SendReviewRequestsResult;
  channel: ReviewRequestChannel;
  /** The chosen contacts' names by id. */
  names: ReadonlyMap<string, string>;
  onSend(): Promise<SendReviewRequestsResult>;
  /** `sent`: the requests went (the choice can be cleared). */
  onClose(sent: boolean): void;
}

const OUTCOME_TONES: Record<ReviewRequestOutcome['outcome'], Tone> = {
  sent: 'success',
  queued: 'info',
  skipped: 'warning',
};

/**
 * The send dialog: before sending, how many will be sent now, how many wait for the quiet hours to end and how
 * many are skipped, with each reason counted and each contact's outcome; after sending, the real outcomes.
 */
export function SendPreviewDialog({ preview, channel, names, onSend, onClose }: SendPreviewDialogProps) {
  const { t } = useRequestsTexts();
  const { t: common } = useTranslation('common');
  const format = useBusinessFormat();
  const [result, setResult] = useState<SendReviewRequestsResult | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = result ?? preview;
  const outcomeTexts = result ? 'send.doneOutcomes' : 'send.outcomes';
  const going = preview.sent + preview.queued;

  const reasons = REVIEW_REQUEST_SKIP_REASONS.map((reason) => ({
    reason,
    count: shown.outcomes.filter((outcome) => outcome.reason === reason).length,
  })).filter(({ count }) => count > 0);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      setResult(await onSend());
    } catch (error) {
      setFailure(failureText(error, t('send.sendFailed')));
    } finally {
      setPending(false);
    }
  };

  const columns: DataTableColumn<ReviewRequestOutcome>[] = [
    {
      id: 'contact',
      header: t('send.columns.contact'),
      cell: (outcome) => names.get(outcome.contactId) ?? t('send.unknownContact'),
    },
    {
      id: 'outcome',
      header: t('send.columns.outcome'),
      cell: (outcome) => (
        <Badge tone={OUTCOME_TONES[outcome.outcome]}>{t(`${outcomeTexts}.${outcome.outcome}`)}</Badge>
      ),
    },
    {
      id: 'reason',
      header: t('send.columns.reason'),
      cell: (outcome) => (
        <Stack gap={1}>
          {outcome.reason && <span>{t(`reasons.${outcome.reason}`)}</span>}
          {outcome.outcome === 'queued' && outcome.scheduledFor && (
            <Text size="sm" tone="secondary">
              {t('send.queuedUntil', { time: format.dateTime(outcome.scheduledFor) })}
            </Text>
          )}
          {!outcome.reason && outcome.outcome !== 'queued' && t('noValue')}
        </Stack>
      ),
    },
  ];

  return (
    <Dialog
      open
      size="lg"
      onClose={() => onClose(result !== null)}
      title={result ? t('send.resultTitle') : t('send.previewTitle')}
      description={result ? t('send.resultDescription') : t('send.previewDescription')}
      closeLabel={common('close')}
      preventClose={pending}
    >
      <Stack gap={4} aria-busy={pending || undefined}>
        <Text tone="secondary">{t(`channels.${channel}`)}</Text>
        <FormErrorBanner message={failure} />
        <CountList
          label={t('send.countsLabel')}
          items={[
            { id: 'sent', label: t('send.willSend'), value: format.count(shown.sent), tone: 'success' },
            { id: 'queued', label: t('send.willQueue'), value: format.count(shown.queued), tone: 'info' },
            { id: 'skipped', label: t('send.willSkip'), value: format.count(shown.skipped), tone: 'warning' },
          ]}
        />
        {reasons.length > 0 && (
          <Stack as="section" gap={2} aria-label={t('send.reasonsLabel')}>
            <Heading level={4} as="h3">
              {t('send.reasonsLabel')}
            </Heading>
            <ul>
              {reasons.map(({ reason, count }) => (
                <li key={reason}>{t('send.reasonCount', { reason: t(`reasons.${reason}`), count })}</li>
              ))}
            </ul>
          </Stack>
        )}
        <DataTable
          caption={t('send.perContactCaption')}
          columns={columns}
          rows={shown.outcomes}
          rowKey={(outcome) => outcome.contactId}
        />
        {!result && going === 0 && <Text role="status">{t('send.nothingToSend')}</Text>}
        <Inline>
          {result ? (
            <Button onClick={() => onClose(true)}>{t('send.done')}</Button>
          ) : (
            <>
              <Button loading={pending} disabled={going === 0} onClick={() => void confirm()}>
                {pending ? t('send.sending') : t('send.confirm')}
              </Button>
              <Button variant="secondary" disabled={pending} onClick={() => onClose(false)}>
                {common('cancel')}
              </Button>
            </>
          )}
        </Inline>
      </Stack>
    </Dialog>
  );
}
