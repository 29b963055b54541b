import type { InboxReview } from '@sumaa/contracts';
import { AlertCircleIcon, CheckCircleIcon, InboxIcon, RefreshIcon, WarningIcon } from '@sumaa/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { type ReplyIndicator, replyIndicatorOf } from '../lib/reviewAbilities';

const ICONS: Record<ReplyIndicator, (title: string) => ReactNode> = {
  unreplied: (title) => <InboxIcon title={title} />,
  replied: (title) => <CheckCircleIcon title={title} />,
  sending: (title) => <RefreshIcon title={title} />,
  deleting: (title) => <RefreshIcon title={title} />,
  failed: (title) => <AlertCircleIcon title={title} />,
  awaitingApproval: (title) => <WarningIcon title={title} />,
  returned: (title) => <WarningIcon title={title} />,
};

const TONE: Record<ReplyIndicator, 'neutral' | 'success' | 'info' | 'danger' | 'warning'> = {
  unreplied: 'neutral',
  replied: 'success',
  sending: 'info',
  deleting: 'info',
  failed: 'danger',
  awaitingApproval: 'warning',
  returned: 'warning',
};

/** The card's reply-state icon: an icon with its word beside it, so colour is never the only sign. */
export function ReplyStatusIcon({ review }: { review: InboxReview }) {
  const { t } = useReviewsTexts();
  const indicator = replyIndicatorOf(review);
  const label = t(`card.replyStatus.${indicator}`);
  return (
    <StyledStatus $tone={TONE[indicator]} data-reply-status={indicator}>
      {ICONS[indicator](label)}
      <span aria-hidden="true">{label}</span>
    </StyledStatus>
  );
}

const StyledStatus = styled.span<{ $tone: 'neutral' | 'success' | 'info' | 'danger' | 'warning' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme, $tone }) => theme.tones[$tone].text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;
