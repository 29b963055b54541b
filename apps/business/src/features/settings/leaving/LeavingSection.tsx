import { useFormat } from '@sumaa/app-kit';
import { AlertBanner, Button, Heading, SkeletonRows, Stack, Text, useToast } from '@sumaa/ui';
import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { SettingsSection } from '../components/SettingsSection';
import {
  useBusinessDeletionQuery,
  useCancelBusinessDeletion,
  useRequestBusinessDeletion,
} from './api/businessDeletion';
import { useExportBusinessDataMutation } from './api/exportBusinessData';
import { ConfirmLeavingDialog } from './ConfirmLeavingDialog';
import { useLeavingTexts } from './useLeavingTexts';

/**
 * The settings' "Your data" section (PDPL): the owner exports the business's data, and deletes the business after
 * a grace period (cancellable here until then). Others who open the settings are told only the owner may.
 */
export function LeavingSection() {
  return (
    <Suspense fallback={null}>
      <LeavingContent />
    </Suspense>
  );
}

function LeavingContent() {
  const { t } = useLeavingTexts();
  const status = useBusinessDeletionQuery();

  let body;
  if (status.data) {
    body = status.data.callerIsOwner ? (
      <OwnerActions />
    ) : (
      <Text tone="secondary">{t('section.ownerOnly')}</Text>
    );
  } else if (status.isError) {
    // A warning, not an alert: the page's own form may be showing its failure, and this part is secondary to it.
    body = (
      <AlertBanner
        tone="warning"
        action={
          <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
            {t('section.reload')}
          </Button>
        }
      >
        {t('section.loadFailed')}
      </AlertBanner>
    );
  } else {
    body = <SkeletonRows rows={2} label={t('section.title')} rowHeight="48px" gap="12px" />;
  }
  return (
    <SettingsSection title={t('section.title')} description={t('section.description')}>
      {body}
    </SettingsSection>
  );
}

function OwnerActions() {
  return (
    <Stack gap={5}>
      <ExportPart />
      <DeletionPart />
    </Stack>
  );
}

function ExportPart() {
  const { t } = useLeavingTexts();
  const exportData = useExportBusinessDataMutation();
  return (
    <Stack gap={2}>
      <Heading level={4} as="h3">
        {t('export.title')}
      </Heading>
      <Text tone="secondary">{t('export.description')}</Text>
      {exportData.isError && <AlertBanner tone="error">{t('export.failed')}</AlertBanner>}
      <StyledActions>
        <Button variant="secondary" loading={exportData.isPending} onClick={() => exportData.mutate()}>
          {exportData.isPending ? t('export.preparing') : t('export.button')}
        </Button>
      </StyledActions>
    </Stack>
  );
}

function DeletionPart() {
  const { t } = useLeavingTexts();
  const format = useFormat();
  const toast = useToast();
  const { data } = useBusinessDeletionQuery();
  const request = useRequestBusinessDeletion();
  const cancel = useCancelBusinessDeletion();
  const [confirming, setConfirming] = useState(false);
  if (!data) return null;

  const cancelDeletion = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.show({ message: t('deletion.cancelled') }),
      onError: () => toast.show({ message: t('deletion.cancelFailed'), tone: 'error' }),
    });

  return (
    <StyledDanger>
      <Stack gap={2}>
        <Heading level={4} as="h3">
          {t('deletion.title')}
        </Heading>
        {data.scheduled && data.effectiveAt ? (
          <AlertBanner
            tone="warning"
            action={
              <Button variant="secondary" size="sm" loading={cancel.isPending} onClick={cancelDeletion}>
                {t('deletion.cancel')}
              </Button>
            }
          >
            {t('deletion.scheduled', { date: format.date(data.effectiveAt) })}
          </AlertBanner>
        ) : (
          <>
            <Text tone="secondary">{t('deletion.description', { days: format.count(data.graceDays) })}</Text>
            <StyledActions>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('deletion.button')}
              </Button>
            </StyledActions>
          </>
        )}
      </Stack>
      <ConfirmLeavingDialog
        open={confirming}
        title={t('confirm.businessTitle')}
        message={t('confirm.businessMessage', { days: format.count(data.graceDays) })}
        confirmLabel={t('confirm.confirmBusiness')}
        confirmWith={data.confirmWith}
        onClose={() => setConfirming(false)}
        onConfirm={async (confirmation) => {
          const scheduled = await request.mutateAsync(confirmation);
          setConfirming(false);
          toast.show({ message: t('deletion.requested', { date: format.date(scheduled.effectiveAt) }) });
        }}
      />
    </StyledDanger>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The danger zone: set apart by a border in the danger colour. */
const StyledDanger = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.tones.danger.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
