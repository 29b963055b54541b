import { extractErrorMessage } from '@sumaa/api-client';
import { AlertBanner, Button, RefreshIcon, Spinner } from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isInvitationRefused, useInvitationPreviewQuery } from '../api/getInvitationPreview';
import { useTeamInvitationTexts } from '../hooks/useTeamInvitationTexts';
import { AcceptWithAccount } from './AcceptWithAccount';
import { CompleteInvitationForm } from './CompleteInvitationForm';
import { InvitationJoined } from './InvitationJoined';
import { InvitationSummary } from './InvitationSummary';
import { InvitationUnavailable } from './InvitationUnavailable';

/**
 * The invitation once its token is known: read who invites whom first, then either the new member's form or,
 * for an address that already has an account, signing in and accepting. A link refused at any step (unknown,
 * expired, used) ends in the same "cannot be used" state.
 */
export function InvitationFlow({ token }: { token: string }) {
  const { t } = useTeamInvitationTexts();
  const { t: tCommon } = useTranslation('common');
  const preview = useInvitationPreviewQuery(token);
  /** The server's word on a link refused after the preview (it expired or was used meanwhile). */
  const [refusedLater, setRefusedLater] = useState<string | null>(null);
  /** The server's 409 when the form was sent for an address that has an account after all. */
  const [accountNotice, setAccountNotice] = useState<string | null>(null);
  const [joinedBusiness, setJoinedBusiness] = useState<string | null>(null);

  if (joinedBusiness !== null) return <InvitationJoined businessName={joinedBusiness} />;
  if (refusedLater !== null) return <InvitationUnavailable message={refusedLater} />;

  if (preview.isPending) {
    return (
      <StyledCentred>
        <Spinner size="lg" label={t('loading')} />
      </StyledCentred>
    );
  }
  if (preview.isError) {
    if (isInvitationRefused(preview.error))
      return <InvitationUnavailable message={preview.error.serverMessage} />;
    return (
      <AlertBanner
        tone="error"
        title={t('loadError')}
        action={
          <Button
            variant="secondary"
            size="sm"
            startIcon={<RefreshIcon />}
            loading={preview.isFetching}
            onClick={() => void preview.refetch()}
          >
            {tCommon('retry')}
          </Button>
        }
      >
        {extractErrorMessage(preview.error, tCommon('genericError'))}
      </AlertBanner>
    );
  }

  const invitation = preview.data;
  const onRefused = (message: string | null) => setRefusedLater(message ?? '');
  return (
    <>
      <InvitationSummary invitation={invitation} />
      {invitation.accountExists || accountNotice !== null ? (
        <AcceptWithAccount
          token={token}
          invitation={invitation}
          notice={accountNotice}
          onRefused={onRefused}
        />
      ) : (
        <CompleteInvitationForm
          token={token}
          invitation={invitation}
          onJoined={() => setJoinedBusiness(invitation.businessName)}
          onRefused={onRefused}
          onAccountExists={(message) => setAccountNotice(message ?? '')}
        />
      )}
    </>
  );
}

const StyledCentred = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[6]};
`;
