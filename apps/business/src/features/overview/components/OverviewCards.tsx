import type { Growth, PerformanceSummary } from '@sumaa/contracts';
import { Button, Card, StarRating } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOverviewFormat } from '../hooks/useOverviewFormat';
import { useOverviewTexts } from '../hooks/useOverviewTexts';
import { shareOf } from '../lib/overviewFigures';

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
  const format = useOverviewFormat();
  const rating = format.rating(summary.averageRating);
  return (
    <section aria-label={t('cards.label')}>
      <StyledGrid>
        <FigureCard
          label={t('cards.total')}
          value={format.count(summary.totalReviews)}
          note={t('cards.totalNote', { percent: format.share(summary.responseRate / 100) })}
        />
        <FigureCard
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
        <FigureCard
          label={t('cards.positive')}
          value={format.count(summary.positiveReviews)}
          note={t('cards.positiveNote', {
            percent: format.share(shareOf(summary.positiveReviews, summary.totalReviews)),
          })}
        />
        <GrowthCard growth={growth} />
      </StyledGrid>
    </section>
  );
}

function GrowthCard({ growth }: { growth: GrowthState }) {
  const { t } = useOverviewTexts();
  const { t: common } = useTranslation('common');
  const format = useOverviewFormat();
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
    <FigureCard
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

function FigureCard({ label, value, note }: { label: string; value: string; note: ReactNode }) {
  return (
    <StyledCard>
      <StyledLabel>{label}</StyledLabel>
      {/* <bdi>: a signed percent keeps its sign at its start inside right-to-left text. */}
      <StyledValue>
        <bdi>{value}</bdi>
      </StyledValue>
      <StyledNote>{note}</StyledNote>
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

const StyledLine = styled.span`
  display: block;
`;

const StyledRatingNote = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
