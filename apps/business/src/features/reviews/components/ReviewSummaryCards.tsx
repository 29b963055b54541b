import { Button, SkeletonRows, StarRating, StatCard, StatGrid } from '@sumaa/ui';
import { useReviewSummaryQuery } from '../api/reviewSummary';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { LoadFailure } from '@sumaa/app-kit';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

export interface ReviewSummaryCardsProps {
  onShowUnreplied(): void;
  onShowNegative(): void;
}

/** The four summary cards (spec §2), from the business's real figures; a card's button filters the list. */
export function ReviewSummaryCards({ onShowUnreplied, onShowNegative }: ReviewSummaryCardsProps) {
  const { t } = useReviewsTexts();
  const format = useBusinessFormat();
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
    <StatGrid label={t('summary.label')}>
      <StatCard
        compact
        label={t('summary.total')}
        value={format.count(totalReviews)}
        note={t('summary.totalNote')}
      />
      <StatCard
        compact
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
      <StatCard
        compact
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
      <StatCard
        compact
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
    </StatGrid>
  );
}
