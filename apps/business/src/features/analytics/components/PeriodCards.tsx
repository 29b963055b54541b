import type { Growth, PerformanceSummary } from '@sumaa/contracts';
import { Button, StarRating, StatCard, StatGrid } from '@sumaa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';
import type { AnalyticsPeriod } from '../../../shared/analytics-period';
import { fractionOf } from '../lib/analyticsFigures';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

const MAX_STARS = 5;

export interface PeriodCardsProps {
  period: AnalyticsPeriod;
  summary: PerformanceSummary;
  growth: UseQueryResult<Growth>;
  /** While a newly chosen period loads, the cards still show the previous one. */
  busy: boolean;
}

/**
 * Spec §2's four cards for the chosen period: its reviews, their average rating, the positive ones, and the
 * growth against as many days before it. A period without reviews has no average: a dash says so, not a 0.
 */
export function PeriodCards({ period, summary, growth, busy }: PeriodCardsProps) {
  const { t } = useAnalyticsTexts();
  const format = useBusinessFormat();
  const rated = summary.totalReviews > 0;
  const rating = format.rating(summary.averageRating);
  return (
    <StatGrid label={t('cards.label')} busy={busy}>
      <StatCard
        label={t('cards.total')}
        value={format.count(summary.totalReviews)}
        note={t('cards.totalNote', { percent: format.percent(summary.responseRate) })}
      />
      <StatCard
        label={t('cards.average')}
        value={rated ? rating : t('noValue')}
        note={
          rated ? (
            <StyledRatingNote>
              <StarRating
                value={summary.averageRating}
                label={t('cards.averageStars', { value: rating, max: format.count(MAX_STARS) })}
              />
              {t('cards.averageNote', { max: format.count(MAX_STARS) })}
            </StyledRatingNote>
          ) : (
            t('cards.averageNone')
          )
        }
      />
      <StatCard
        label={t('cards.positive')}
        value={format.count(summary.positiveReviews)}
        note={
          rated
            ? t('cards.positiveNote', {
                percent: format.share(fractionOf(summary.positiveReviews, summary.totalReviews)),
              })
            : t('noValue')
        }
      />
      <GrowthCard period={period} growth={growth} />
    </StatGrid>
  );
}

function GrowthCard({ period, growth }: { period: AnalyticsPeriod; growth: UseQueryResult<Growth> }) {
  const { t } = useAnalyticsTexts();
  const { t: common } = useTranslation('common');
  const format = useBusinessFormat();
  const { data } = growth;

  let value = t('noValue');
  let detail: ReactNode = t('cards.growthLoading');
  if (growth.isError && !growth.isFetching) {
    detail = (
      <>
        {t('cards.growthError')}{' '}
        <Button size="sm" variant="ghost" onClick={() => void growth.refetch()}>
          {common('retry')}
        </Button>
      </>
    );
  } else if (data && !growth.isPlaceholderData) {
    value = data.growthPercentage === null ? t('noValue') : format.change(data.growthPercentage);
    detail =
      data.growthPercentage === null
        ? t('cards.growthNoEarlier')
        : t('cards.growthCounts', {
            current: format.count(data.currentPeriodReviews),
            previous: format.count(data.previousPeriodReviews),
          });
  }
  return (
    <StatCard
      label={t('cards.growth')}
      value={value}
      note={
        <>
          <StyledLine>{t('cards.growthPeriod', { period: t(`periods.${period}`) })}</StyledLine>
          <StyledLine>{detail}</StyledLine>
        </>
      }
    />
  );
}

const StyledLine = styled.span`
  display: block;
`;

const StyledRatingNote = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
