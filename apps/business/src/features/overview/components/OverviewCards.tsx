import type { Growth, PerformanceSummary } from '@sumaa/contracts';
import { Button, StarRating, StatCard, StatGrid } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOverviewTexts } from '../hooks/useOverviewTexts';
import { shareOf } from '../lib/overviewFigures';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

const MAX_STARS = 5;

export interface GrowthState {
  days: number;
  /** Undefined while it loads or when it could not be read. */
  data: Growth | undefined;
  failed: boolean;
  onRetry(): void;
}

export interface OverviewCardsProps {
  summary: PerformanceSummary;
  growth: GrowthState;
}

/** Spec §2's four cards: total reviews, average rating, positive reviews and the growth over its stated period. */
export function OverviewCards({ summary, growth }: OverviewCardsProps) {
  const { t } = useOverviewTexts();
  const format = useBusinessFormat();
  const rating = format.rating(summary.averageRating);
  return (
    // The dashboard tour's first step points here.
    <div data-tour-anchor="overview">
      <StatGrid label={t('cards.label')}>
        <StatCard
          label={t('cards.total')}
          value={format.count(summary.totalReviews)}
          note={t('cards.totalNote', { percent: format.share(summary.responseRate / 100) })}
        />
        <StatCard
          label={t('cards.average')}
          value={rating}
          note={
            <StyledRatingNote>
              <StarRating
                value={summary.averageRating}
                label={t('cards.averageStars', { value: rating, max: format.count(MAX_STARS) })}
              />
              {t('cards.averageNote', { max: format.count(MAX_STARS) })}
            </StyledRatingNote>
          }
        />
        <StatCard
          label={t('cards.positive')}
          value={format.count(summary.positiveReviews)}
          note={t('cards.positiveNote', {
            percent: format.share(shareOf(summary.positiveReviews, summary.totalReviews)),
          })}
        />
        <GrowthCard growth={growth} />
      </StatGrid>
    </div>
  );
}

function GrowthCard({ growth }: { growth: GrowthState }) {
  const { t } = useOverviewTexts();
  const { t: common } = useTranslation('common');
  const format = useBusinessFormat();
  const days = format.count(growth.days);
  const period = t('cards.growthPeriod', { days });
  const { data } = growth;

  let value = t('noValue');
  let detail: ReactNode = t('cards.growthLoading');
  if (growth.failed) {
    detail = (
      <>
        {t('cards.growthError')}{' '}
        <Button size="sm" variant="ghost" onClick={growth.onRetry}>
          {common('retry')}
        </Button>
      </>
    );
  } else if (data) {
    value = data.growthPercentage === null ? t('noValue') : format.change(data.growthPercentage);
    detail =
      data.growthPercentage === null
        ? t('cards.growthNoEarlier', { days })
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
          <StyledLine>{period}</StyledLine>
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
