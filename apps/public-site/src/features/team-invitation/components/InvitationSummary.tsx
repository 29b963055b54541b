import { type InvitationPreview, roleOfTeamRole } from '@sumaa/contracts';
import { formatDate, useLanguage } from '@sumaa/i18n';
import { Text } from '@sumaa/ui';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTeamInvitationTexts } from '../hooks/useTeamInvitationTexts';

/** "<inviter> invited you to join <business> as <role>", and until when the link works. */
export function InvitationSummary({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTeamInvitationTexts();
  const { t: tCommon } = useTranslation('common');
  const { language } = useLanguage();
  const validUntil = formatDate(invitation.expiresAt, language);

  return (
    <StyledSummary>
      <Text>
        <Trans
          t={t}
          i18nKey="summary"
          values={{
            inviter: invitation.invitedByName,
            business: invitation.businessName,
            role: tCommon(`roles.${roleOfTeamRole(invitation.role)}`),
          }}
          // Names may be written in the other script: each is isolated so it cannot reorder the sentence.
          components={{ strong: <StyledName /> }}
        />
      </Text>
      {validUntil && (
        <Text tone="secondary" size="sm">
          {t('validUntil', { date: validUntil })}
        </Text>
      )}
    </StyledSummary>
  );
}

const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledName = styled.bdi`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
