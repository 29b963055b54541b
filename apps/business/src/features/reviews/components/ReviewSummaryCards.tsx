import { Button, Card, SkeletonRows, StarRating } from '@sumaa/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useReviewSummaryQuery } from '../api/reviewSummary';
import { useReviewsFormat } from '../hooks/useReviewsFormat';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { LoadFailure } from '@sumaa/app-kit';

export interface ReviewSummaryCardsProps {
  onShowUnreplied(): void;
  onShowNegative(): void;
}

/** The four summary cards (spec §2), from the business's real figures; a card's button filters the list. */
export function ReviewSummaryCards({ onShowUnreplied, onShowNegative }: ReviewSummaryCardsProps) {
  const { t } = useReviewsTexts();
  const format = useReviewsFormat();
  const summary = useReviewSummaryQuery();

  if (summary.isPending) return <SkeletonRows rows={1} rowHeight="112px" label={t('summary.label')} />;
  if (summary.isError)
    return (
      <LoadFailure title={t('summary.failed')} error={summary.error} onRetry={() => void summary.refetch()} />
    );

  const { totalReviews, averageRating, repliedReviews, responseRate, negativeReviews } = summary.data;
  const unreplied = Math.max(0, totalReviews - repliedReviews);
  const negativeShare = totalReviews > 0 ? (negativeReviews / totalReviews) * 100 : 0;
  return (
    <section aria-label={t('summary.label')}>
      <StyledGrid>
        <SummaryCard
          label={t('summary.total')}
          value={format.count(totalReviews)}
          note={t('summary.totalNote')}
        />
        <SummaryCard
          label={t('summary.average')}
          value={totalReviews > 0 ? format.rating(averageRating) : t('noValue')}
          note={
            totalReviews > 0 ? (
              <StarRating
                value={averageRating}
                size="0.9rem"
                label={(value, max) =>
                  t('summary.averageStars', { value: format.rating(value), max: format.count(max) })
                }
              />
            ) : (
              t('summary.averageNote')
            )
          }
        />
        <SummaryCard
          label={t('summary.unreplied')}
          value={format.count(unreplied)}
          note={t('summary.unrepliedNote', { rate: format.percent(responseRate) })}
          action={
            unreplied > 0 && (
              <Button size="sm" variant="ghost" onClick={onShowUnreplied}>
                {t('summary.showUnreplied')}
              </Button>
            )
          }
        />
        <SummaryCard
          label={t('summary.negative')}
          value={format.count(negativeReviews)}
          note={t('summary.negativeNote', { share: format.percent(negativeShare) })}
          action={
            negativeReviews > 0 && (
              <Button size="sm" variant="ghost" onClick={onShowNegative}>
                {t('summary.showNegative')}
              </Button>
            )
          }
        />
      </StyledGrid>
    </section>
  );
}

interface SummaryCardProps {
  label: string;
  value: string;
  note: ReactNode;
  action?: ReactNode;
}

function SummaryCard({ label, value, note, action }: SummaryCardProps) {
  return (
    <StyledCard>
      <StyledLabel>{label}</StyledLabel>
      <StyledValue>{value}</StyledValue>
      <StyledNote>{note}</StyledNote>
      {action && <StyledAction>{action}</StyledAction>}
    </StyledCard>
  );
}

const StyledGrid = styled.dl`
  display: grid;
  /* Two cards a row on a phone, four on a wide screen. */
  grid-template-columns: repeat(auto-fit, minmax(min(13rem, calc(50% - 0.5rem)), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;

const StyledCard = styled(Card)`
  gap: ${({ theme }) => theme.space[1]};

  ${({ theme }) => theme.media.belowTablet} {
    padding: ${({ theme }) => theme.space[3]};
  }
`;

const StyledLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledNote = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledAction = styled.dd`
  margin: 0;
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space[3]});
`;
