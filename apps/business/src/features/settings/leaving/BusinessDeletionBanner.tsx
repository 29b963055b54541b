import { useFormat } from '@sumaa/app-kit';
import { AlertBanner, Button } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBusinessDeletionQuery, useCancelBusinessDeletion } from './api/businessDeletion';

/**
 * Above every page of the business area while its deletion is scheduled: the date it takes effect, and for the
 * owner the button that cancels it. Takes no room otherwise (and while loading or failing).
 */
export function BusinessDeletionBanner() {
  // The area's own texts (i18n/resources.ts), not leaving's: the frame never waits for a page's texts.
  const { t } = useTranslation('business');
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
            {t('leaving.cancelDeletion')}
          </Button>
        ) : undefined
      }
    >
      {t('leaving.deletionScheduled', { date: format.date(data.effectiveAt) })}
      {!data.callerIsOwner && ` ${t('leaving.ownerCanCancel')}`}
    </StyledNotice>
  );
}

const StyledNotice = styled(AlertBanner)`
  margin-block-end: ${({ theme }) => theme.space[6]};

  @media print {
    display: none;
  }
`;
