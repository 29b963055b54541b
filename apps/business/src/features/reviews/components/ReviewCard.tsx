import type { InboxReview } from '@sumaa/contracts';
import { Text } from '@sumaa/ui';
import { type KeyboardEvent, useId } from 'react';
import styled from 'styled-components';
import { useReviewWorkspace } from '../hooks/useReviewWorkspace';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { focusReviewCard, reviewCardId } from '../lib/reviewCardIds';
import { replyActionsOf } from '../lib/reviewAbilities';
import { AssignmentPanel } from './AssignmentPanel';
import { GoogleReply } from './GoogleReply';
import { ReplyBox } from './ReplyBox';
import { ReplyStatePanel } from './ReplyStatePanel';
import { ReviewActions } from './ReviewActions';
import { ReviewMeta } from './ReviewMeta';
import { ReviewText } from './ReviewText';

export interface ReviewCardProps {
  review: InboxReview;
  /** Arrow keys, Home and End move between the cards of the list. */
  onMove(from: string, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): void;
}

const MOVE_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * One review of the inbox (spec §2): who, how many stars, when, where, its reply and reply state, its
 * assignment, and its buttons; the reply box and the assignment panel open inside it. The card itself is
 * focusable: Enter opens the details, R the reply box (when allowed), the arrows the next or previous card.
 */
export function ReviewCard({ review, onMove }: ReviewCardProps) {
  const { t } = useReviewsTexts();
  const workspace = useReviewWorkspace();
  const nameId = useId();
  const actions = replyActionsOf(review, workspace.abilities);
  const replyOpen = workspace.replyBox?.reviewId === review.id && workspace.replyBox.place === 'card';
  const assignOpen = workspace.assignPanel?.reviewId === review.id && workspace.assignPanel.place === 'card';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only keys pressed on the card itself: its buttons and the reply box keep theirs.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      workspace.openDetails(review.id);
    } else if (
      (event.code === 'KeyR' || event.key.toLowerCase() === 'r') &&
      (actions.reply || actions.edit)
    ) {
      // event.code: the R key also on an Arabic layout, where it types ق.
      event.preventDefault();
      workspace.openReplyBox(review.id, 'card');
    } else if (MOVE_KEYS.has(event.key)) {
      event.preventDefault();
      onMove(review.id, event.key as 'ArrowDown' | 'ArrowUp' | 'Home' | 'End');
    }
  };

  return (
    <StyledCard
      id={reviewCardId(review.id)}
      tabIndex={0}
      aria-labelledby={nameId}
      data-review-card=""
      $removed={Boolean(review.removedAtGoogle)}
      onKeyDown={onKeyDown}
    >
      <ReviewMeta review={review} nameAs="h3" nameId={nameId} />
      <ReviewText review={review} />
      {review.assignment && (
        <Text size="xs" tone="secondary">
          {review.assignment.assignedToName
            ? t('card.assignedTo', { name: review.assignment.assignedToName })
            : t('card.assignedToUnknown')}
        </Text>
      )}
      <GoogleReply review={review} />
      <ReplyStatePanel review={review} />
      {review.removedAtGoogle && (
        <Text size="sm" tone="danger">
          {t('card.removedNote')}
        </Text>
      )}
      <ReviewActions review={review} place="card" withDetails />
      {replyOpen && (
        <ReplyBox
          review={review}
          userId={workspace.abilities.userId}
          onClose={() => {
            workspace.closeReplyBox();
            focusReviewCard(review.id);
          }}
        />
      )}
      {assignOpen && (
        <AssignmentPanel
          review={review}
          onClose={() => {
            workspace.closeAssignPanel();
            focusReviewCard(review.id);
          }}
        />
      )}
    </StyledCard>
  );
}

const StyledCard = styled.article<{ $removed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $removed }) => ($removed ? theme.colors.surfaceMuted : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-inline-size: 0;

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  /* Compact cards under 768 px (spec §9). */
  ${({ theme }) => theme.media.belowTablet} {
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
