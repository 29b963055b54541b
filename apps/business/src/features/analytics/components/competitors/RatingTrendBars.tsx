import { Text } from '@sumaa/ui';
import styled from 'styled-components';
import { useCompetitorTexts } from './competitorTexts';
import { useBusinessFormat } from '../../../../shared/business-settings/useBusinessFormat';

/** The days a row's bars show at most: the last month, so the bars stay wide enough to read. */
const TREND_DAYS = 30;

export interface RatingTrendBarsProps {
  /** Recorded ratings, oldest first. */
  history: readonly { day: string; rating: number }[];
}

/** A day (YYYY-MM-DD) at noon UTC: the same calendar day in any business time zone. */
const middayOf = (day: string) => `${day}T12:00:00Z`;

/**
 * A competitor's rating over its recorded days as small bars, oldest first. The bars sit in a flex row, which
 * runs from the start side: right to left in Arabic, so time runs as the reader reads. Ratings move by tenths,
 * so each bar's height is scaled between the lowest and highest rating shown; the label says the figures.
 */
export function RatingTrendBars({ history }: RatingTrendBarsProps) {
  const { t } = useCompetitorTexts();
  const format = useBusinessFormat();
  const shown = history.slice(-TREND_DAYS);
  if (shown.length < 2)
    return (
      <Text as="span" size="xs" tone="muted">
        {t('trend.tooShort')}
      </Text>
    );
  const ratings = shown.map((snapshot) => snapshot.rating);
  const lowest = Math.min(...ratings);
  const range = Math.max(...ratings) - lowest;
  const first = shown[0];
  const last = shown[shown.length - 1];
  return (
    <StyledBars
      role="img"
      aria-label={t('trend.label', {
        first: format.rating(first.rating),
        firstDay: format.date(middayOf(first.day)),
        last: format.rating(last.rating),
        lastDay: format.date(middayOf(last.day)),
      })}
    >
      {shown.map((snapshot) => (
        <StyledBar
          key={snapshot.day}
          // A flat line sits in the middle; otherwise from a fifth (the lowest) to full height (the highest).
          $height={range === 0 ? 50 : 20 + (80 * (snapshot.rating - lowest)) / range}
        />
      ))}
    </StyledBars>
  );
}

const StyledBars = styled.span`
  display: inline-flex;
  align-items: flex-end;
  gap: 2px;
  inline-size: 6rem;
  block-size: 1.75rem;
`;

const StyledBar = styled.span<{ $height: number }>`
  flex: 1;
  min-inline-size: 2px;
  block-size: ${({ $height }) => `${$height}%`};
  border-radius: 2px 2px 0 0;
  background: ${({ theme }) => theme.colors.primary};
`;
