import type { InboxReview } from '@sumaa/contracts';
import { plainList } from '@sumaa/ui';
import { useCallback } from 'react';
import styled from 'styled-components';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { focusReviewCard } from '../lib/reviewCardIds';
import { ReviewCard } from './ReviewCard';

export interface ReviewListProps {
  reviews: readonly InboxReview[];
  /** A newer page is on its way (a filter changed): the current one stays, dimmed. */
  updating: boolean;
}

/** The page's reviews in order; the arrow keys move from card to card, Tab goes through them too. */
export function ReviewList({ reviews, updating }: ReviewListProps) {
  const { t } = useReviewsTexts();
  const move = useCallback(
    (from: string, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End') => {
      const at = reviews.findIndex((review) => review.id === from);
      const target =
        key === 'Home'
          ? 0
          : key === 'End'
            ? reviews.length - 1
            : Math.min(reviews.length - 1, Math.max(0, at + (key === 'ArrowDown' ? 1 : -1)));
      focusReviewCard(reviews[target].id);
    },
    [reviews],
  );

  return (
    <StyledList aria-label={t('list.label')} aria-busy={updating || undefined} $updating={updating}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} onMove={move} />
        </li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ol<{ $updating: boolean }>`
  ${plainList(3)}
  opacity: ${({ $updating }) => ($updating ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.duration.normal};
`;
