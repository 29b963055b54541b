import type { TeamInvitation } from '@sumaa/contracts';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Heading,
  SkeletonRows,
  Stack,
  Text,
  useToast,
} from '@sumaa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useResendTeamInvitationMutation } from '../api/resendTeamInvitation';
import { useRevokeTeamInvitationMutation } from '../api/revokeTeamInvitation';
import { useTeamFormat } from '../hooks/useTeamFormat';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { isInvitationExpired } from '../lib/teamSummary';
import { ConfirmDialog, failureText, LoadFailure } from '@sumaa/app-kit';
import { RoleBadge } from './RoleBadge';

type ColumnId = 'email' | 'role' | 'invitedBy' | 'sent' | 'expires';

export interface PendingInvitationsProps {
  query: UseQueryResult<TeamInvitation[]>;
}

/** Invitations not accepted yet, each with Resend (a new link) and Revoke (after a confirmation). */
export function PendingInvitations({ query }: PendingInvitationsProps) {
  const { t } = useTeamTexts();
  const format = useTeamFormat();
  const toast = useToast();
  const titleId = useId();
  const resend = useResendTeamInvitationMutation();
  const revoke = useRevokeTeamInvitationMutation();
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);

  const resendTo = async (invitation: TeamInvitation) => {
    try {
      await resend.mutateAsync(invitation.id);
      toast.show({ message: t('invitations.resent', { email: invitation.email }) });
    } catch (error) {
      toast.show({ tone: 'error', message: failureText(error, t('invitations.resendFailed')) });
    }
  };

  const columns: DataTableColumn<TeamInvitation, ColumnId>[] = [
    { id: 'email', header: t('invitations.email'), cell: (invitation) => <bdi>{invitation.email}</bdi> },
    { id: 'role', header: t('invitations.role'), cell: (invitation) => <RoleBadge role={invitation.role} /> },
    { id: 'invitedBy', header: t('invitations.invitedBy'), cell: (invitation) => invitation.invitedByName },
    { id: 'sent', header: t('invitations.sent'), cell: (invitation) => format.date(invitation.createdAt) },
    {
      id: 'expires',
      header: t('invitations.expires'),
      cell: (invitation) =>
        isInvitationExpired(invitation) ? (
          <Badge tone="warning">{t('invitations.expired')}</Badge>
        ) : (
          format.date(invitation.expiresAt)
        ),
    },
  ];

  return (
    <Stack as="section" gap={3} aria-labelledby={titleId}>
      <Heading level={4} as="h2" id={titleId}>
        {t('invitations.title')}
      </Heading>
      {query.isPending ? (
        <SkeletonRows rows={2} label={t('invitations.loading')} />
      ) : query.isError ? (
        <LoadFailure
          title={t('invitations.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Text tone="muted">{t('invitations.empty')}</Text>
      ) : (
        <DataTable
          caption={t('invitations.caption')}
          captionVisuallyHidden
          columns={columns}
          rows={query.data}
          rowKey={(invitation) => invitation.id}
          rowActionsLabel={t('invitations.actions')}
          busy={query.isFetching}
          rowActions={(invitation) => (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('invitations.resendTo', { email: invitation.email })}
                loading={resend.isPending && resend.variables === invitation.id}
                onClick={() => void resendTo(invitation)}
              >
                {t('invitations.resend')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('invitations.revokeTo', { email: invitation.email })}
                onClick={() => setRevoking(invitation)}
              >
                {t('invitations.revoke')}
              </Button>
            </>
          )}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('invitations.revokeTitle', { email: revoking?.email ?? '' })}
        message={t('invitations.revokeMessage')}
        confirmLabel={t('invitations.revokeConfirm')}
        failedText={t('invitations.revokeFailed')}
        onConfirm={async () => {
          if (!revoking) return;
          await revoke.mutateAsync(revoking.id);
          toast.show({ message: t('invitations.revoked', { email: revoking.email }) });
        }}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
