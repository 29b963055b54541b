import { SYNC_STAGE_KEYS, type SyncStage, type SyncStageStatus } from '@sumaa/contracts';
import { AlertCircleIcon, CheckIcon, Spinner, VisuallyHidden, plainList } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';

export interface SyncStageListProps {
  stages: readonly SyncStage[];
}

/**
 * The five stages in order (spec §4) as an ordered list. Each says its state in words ("done", "in
 * progress"…); the icon and colour only repeat it. A failed stage carries its reason.
 */
export function SyncStageList({ stages }: SyncStageListProps) {
  const { t } = useTranslation('onboarding');
  return (
    <StyledList aria-label={t('sync.stagesLabel')}>
      {SYNC_STAGE_KEYS.map((key) => {
        const stage = stages.find((candidate) => candidate.key === key);
        const status: SyncStageStatus = stage?.status ?? 'pending';
        return (
          <StyledStage key={key} $status={status}>
            <StyledMarker $status={status} aria-hidden="true">
              {status === 'completed' && <CheckIcon size="0.875rem" strokeWidth={3} />}
              {status === 'active' && <Spinner size="sm" />}
              {status === 'failed' && <AlertCircleIcon size="1rem" />}
            </StyledMarker>
            <StyledText>
              <StyledName $status={status}>{t(`sync.stages.${key}`)}</StyledName>
              <VisuallyHidden>, </VisuallyHidden>
              <StyledState $status={status}>{t(`sync.state.${status}`)}</StyledState>
              {status === 'failed' && stage?.error && <StyledError>{stage.error}</StyledError>}
            </StyledText>
          </StyledStage>
        );
      })}
    </StyledList>
  );
}

const StyledList = styled.ol`
  ${plainList(3)}
`;

const StyledStage = styled.li<{ $status: SyncStageStatus }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $status }) =>
      $status === 'failed'
        ? theme.tones.danger.border
        : $status === 'active'
          ? theme.colors.primary
          : theme.colors.border};
  background: ${({ theme, $status }) =>
    $status === 'failed'
      ? theme.tones.danger.soft
      : $status === 'active'
        ? theme.colors.primarySoft
        : 'transparent'};
`;

const StyledMarker = styled.span<{ $status: SyncStageStatus }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};

  ${({ $status }) =>
    $status === 'completed' &&
    css`
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    `}
  ${({ $status }) =>
    $status === 'active' &&
    css`
      border-color: transparent;
    `}
  ${({ $status }) =>
    $status === 'failed' &&
    css`
      border-color: transparent;
      color: ${({ theme }) => theme.tones.danger.solid};
    `}
`;

const StyledText = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]};
  row-gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

const StyledName = styled.span<{ $status: SyncStageStatus }>`
  font-weight: ${({ theme, $status }) =>
    $status === 'pending' ? theme.fontWeights.regular : theme.fontWeights.semibold};
  color: ${({ theme, $status }) => ($status === 'pending' ? theme.colors.textSecondary : theme.colors.text)};
`;

const StyledState = styled.span<{ $status: SyncStageStatus }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $status }) =>
    $status === 'failed'
      ? theme.tones.danger.text
      : $status === 'completed'
        ? theme.tones.success.text
        : theme.colors.textMuted};
`;

const StyledError = styled.span`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.tones.danger.text};
`;
