import { useFormat } from '@sumaa/app-kit';
import { AlertBanner, Button } from '@sumaa/ui';
import { Suspense } from 'react';
import styled from 'styled-components';
import { useBusinessDeletionQuery, useCancelBusinessDeletion } from './api/businessDeletion';
import { useLeavingTexts } from './useLeavingTexts';

/**
 * Above every page of the business area while its deletion is scheduled: the date it takes effect, and for the
 * owner the button that cancels it. Takes no room otherwise (and while loading or failing).
 */
export function BusinessDeletionBanner() {
  return (
    <Suspense fallback={null}>
      <DeletionNotice />
    </Suspense>
  );
}

function DeletionNotice() {
  const { t } = useLeavingTexts();
  const format = useFormat();
  const { data } = useBusinessDeletionQuery();
  const cancel = useCancelBusinessDeletion();
  if (!data?.scheduled || !data.effectiveAt) return null;
  return (
    <StyledNotice
      tone="warning"
      action={
        data.callerIsOwner ? (
          <Button size="sm" variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('deletion.cancel')}
          </Button>
        ) : undefined
      }
    >
      {t('banner.scheduled', { date: format.date(data.effectiveAt) })}
      {!data.callerIsOwner && ` ${t('banner.askOwner')}`}
    </StyledNotice>
  );
}

const StyledNotice = styled(AlertBanner)`
  margin-block-end: ${({ theme }) => theme.space[6]};

  @media print {
    display: none;
  }
`;
