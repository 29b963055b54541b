import type { InboxReview } from '@sumaa/contracts';
import { Badge, StarRating, Text } from '@sumaa/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { ReplyStatusIcon } from './ReplyStatusIcon';
import { ReviewerAvatar } from './ReviewerAvatar';
import { SentimentBadge } from './SentimentBadge';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

export interface ReviewMetaProps {
  review: InboxReview;
  /** The element and id of the reviewer's name: the card's heading, which names the card. */
  nameAs: 'h3' | 'p';
  nameId?: string;
}

/** Who wrote the review, how they rated it and when, on which platform and branch, and where it stands. */
export function ReviewMeta({ review, nameAs, nameId }: ReviewMetaProps) {
  const { t } = useReviewsTexts();
  const format = useBusinessFormat();
  const name = review.isAnonymous || !review.authorName ? null : review.authorName;
  return (
    <StyledMeta>
      <ReviewerAvatar name={name} photoUrl={review.authorUrl} />
      <StyledWho>
        <StyledName as={nameAs} id={nameId}>
          {name ? <bdi>{name}</bdi> : t('card.anonymous')}
        </StyledName>
        <StyledLine>
          <StarRating
            value={review.stars}
            size="0.95rem"
            label={(value, max) => t('card.rated', { value: format.count(value), max: format.count(max) })}
          />
          <Text as="span" size="xs" tone="secondary">
            <time dateTime={review.reviewDate} title={format.dateTime(review.reviewDate)}>
              {format.relative(review.reviewDate)}
            </time>
          </Text>
        </StyledLine>
        <StyledLine>
          <Detail>{t('card.platform', { platform: review.platform })}</Detail>
          <Detail>
            <bdi>{t('card.branch', { branch: review.branch })}</bdi>
          </Detail>
        </StyledLine>
      </StyledWho>
      <StyledStates>
        <ReplyStatusIcon review={review} />
        <SentimentBadge sentiment={review.sentiment} />
        {review.removedAtGoogle && <Badge tone="danger">{t('card.removed')}</Badge>}
      </StyledStates>
    </StyledMeta>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return (
    <Text as="span" size="xs" tone="secondary">
      {children}
    </Text>
  );
}

const StyledMeta = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};

  /* Compact cards on phones (spec §9): the states drop under the name instead of squeezing it. */
  ${({ theme }) => theme.media.belowTablet} {
    grid-template-columns: auto minmax(0, 1fr);

    & > :last-child {
      grid-column: 1 / -1;
      justify-content: flex-start;
    }
  }
`;

const StyledWho = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
`;

const StyledStates = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
