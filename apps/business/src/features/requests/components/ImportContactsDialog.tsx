import { FormErrorBanner, failureText } from '@sumaa/app-kit';
import { ApiError } from '@sumaa/api-client';
import type { ContactImportResult, ContactImportRow } from '@sumaa/contracts';
import {
  AlertBanner,
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  Inline,
  Stack,
  type Tone,
} from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportReviewContactsMutation } from '../api/importReviewContacts';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import { CountList } from './CountList';
import { CsvFileField } from './CsvFileField';

export interface ImportContactsDialogProps {
  open: boolean;
  onClose(): void;
  onImported(result: ContactImportResult): void;
}

const OUTCOME_TONES: Record<ContactImportRow['outcome'], Tone> = {
  imported: 'success',
  duplicate: 'neutral',
  error: 'danger',
};

/**
 * A CSV import in two steps: the server's preview of every row (to import, duplicate and skipped, or in error
 * with its reasons), then the import itself, which writes every good row or none.
 */
export function ImportContactsDialog({ open, ...rest }: ImportContactsDialogProps) {
  return open ? <OpenImportContactsDialog {...rest} /> : null;
}

function OpenImportContactsDialog({ onClose, onImported }: Omit<ImportContactsDialogProps, 'open'>) {
  const { t } = useRequestsTexts();
  const { t: common } = useTranslation('common');
  const format = useBusinessFormat();
  const importing = useImportReviewContactsMutation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ContactImportResult | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = importing.isPending;

  const showFailure = (error: unknown) => {
    const fileMessage = error instanceof ApiError ? error.errors?.file?.[0] : undefined;
    if (fileMessage) setFileError(fileMessage);
    else setFailure(failureText(error, t('import.failed')));
  };

  const run = async (asPreview: boolean) => {
    if (!file) return;
    setFailure(null);
    setFileError(undefined);
    try {
      const result = await importing.mutateAsync({ file, preview: asPreview });
      if (asPreview) {
        setPreview(result);
      } else {
        onImported(result);
        onClose();
      }
    } catch (error) {
      showFailure(error);
    }
  };

  const columns: DataTableColumn<ContactImportRow>[] = [
    {
      id: 'line',
      header: t('import.columns.line'),
      cell: (row) => format.count(row.line),
      align: 'end',
      width: '5rem',
    },
    { id: 'name', header: t('import.columns.name'), cell: (row) => row.name || t('noValue') },
    {
      id: 'outcome',
      header: t('import.columns.outcome'),
      cell: (row) => <Badge tone={OUTCOME_TONES[row.outcome]}>{t(`import.outcomes.${row.outcome}`)}</Badge>,
    },
    {
      id: 'reasons',
      header: t('import.columns.reasons'),
      cell: (row) => {
        const lines = row.reasons.map((reason) => reason.message);
        if (row.visitRecorded && row.outcome !== 'error') lines.push(t('import.visitRecorded'));
        return lines.length > 0 ? (
          <Stack gap={1}>
            {lines.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </Stack>
        ) : (
          t('noValue')
        );
      },
    },
  ];

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('import.title')}
      description={t('import.description')}
      closeLabel={common('close')}
      preventClose={busy}
    >
      <Stack gap={4} aria-busy={busy || undefined}>
        <FormErrorBanner message={failure} />
        {preview === null ? (
          <>
            <CsvFileField
              label={t('import.file')}
              error={fileError}
              disabled={busy}
              onChange={(chosen) => {
                setFile(chosen);
                setFileError(undefined);
              }}
            />
            <Inline>
              <Button loading={busy} disabled={!file} onClick={() => void run(true)}>
                {busy ? t('import.previewing') : t('import.preview')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={onClose}>
                {common('cancel')}
              </Button>
            </Inline>
          </>
        ) : (
          <>
            <AlertBanner tone="info">{t('import.previewNote')}</AlertBanner>
            <CountList
              label={t('import.summaryLabel')}
              items={[
                {
                  id: 'imported',
                  label: t('import.willImport'),
                  value: format.count(preview.imported),
                  tone: 'success',
                },
                { id: 'duplicates', label: t('import.duplicates'), value: format.count(preview.duplicates) },
                {
                  id: 'errors',
                  label: t('import.errors'),
                  value: format.count(preview.errors),
                  tone: preview.errors > 0 ? 'danger' : 'neutral',
                },
              ]}
            />
            {preview.errors > 0 ? (
              <AlertBanner tone="warning">{t('import.fixErrors')}</AlertBanner>
            ) : preview.imported === 0 ? (
              <AlertBanner tone="info">{t('import.nothingNew')}</AlertBanner>
            ) : null}
            <DataTable
              caption={t('import.rowsCaption')}
              captionVisuallyHidden
              columns={columns}
              rows={preview.rows}
              rowKey={(row) => String(row.line)}
            />
            <Inline wrap>
              <Button
                loading={busy}
                disabled={preview.errors > 0 || preview.imported === 0}
                onClick={() => void run(false)}
              >
                {busy ? t('import.confirming') : t('import.confirm', { count: preview.imported })}
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  setPreview(null);
                  setFile(null);
                }}
              >
                {t('import.back')}
              </Button>
            </Inline>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
