import type { PerformanceSummary } from '@sumaa/contracts';
import { Card, Heading, type Theme } from '@sumaa/ui';
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { useOverviewFormat } from '../hooks/useOverviewFormat';
import { useOverviewTexts } from '../hooks/useOverviewTexts';
import { type SentimentSlice, sentimentSlices } from '../lib/overviewFigures';

/** The ring's geometry in the SVG's own units: a 120 × 120 box, the ring 16 wide. */
const SIZE = 120;
const RADIUS = 44;
const STROKE = 16;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const colourOf = (theme: Theme, sentiment: SentimentSlice['sentiment']) =>
  ({
    Positive: theme.tones.success.solid,
    Neutral: theme.tones.neutral.solid,
    Negative: theme.tones.danger.solid,
  })[sentiment];

/**
 * The three sentiments as a donut (plain SVG: one ring needs no chart library) with a legend of counts and
 * shares. The image is named by its figures, so a screen reader hears them without the drawing; a ring reads
 * the same either way round, so it is not mirrored in Arabic.
 */
export function SentimentDonut({ summary }: { summary: PerformanceSummary }) {
  const { t } = useOverviewTexts();
  const format = useOverviewFormat();
  const theme = useTheme();
  const titleId = useId();
  const slices = sentimentSlices(summary);
  const counted = (sentiment: SentimentSlice['sentiment']) =>
    format.count(slices.find((slice) => slice.sentiment === sentiment)?.count ?? 0);
  return (
    <StyledPanel forwardedAs="section" aria-labelledby={titleId}>
      <Heading level={4} as="h2" id={titleId}>
        {t('sentiment.title')}
      </Heading>
      <StyledBody>
        <StyledFigure>
          <svg
            role="img"
            aria-label={t('sentiment.chart', {
              positive: counted('Positive'),
              neutral: counted('Neutral'),
              negative: counted('Negative'),
            })}
            viewBox={`0 0 ${SIZE} ${SIZE}`}
            width="100%"
            height="100%"
          >
            <circle
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill="none"
              stroke={theme.colors.surfaceMuted}
              strokeWidth={STROKE}
            />
            {/* Each slice is the ring's stroke, dashed to its length and turned to its start (from 12 o'clock). */}
            <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
              {slices
                .filter((slice) => slice.count > 0)
                .map((slice) => (
                  <circle
                    key={slice.sentiment}
                    data-sentiment={slice.sentiment}
                    cx={SIZE / 2}
                    cy={SIZE / 2}
                    r={RADIUS}
                    fill="none"
                    stroke={colourOf(theme, slice.sentiment)}
                    strokeWidth={STROKE}
                    strokeDasharray={`${slice.share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
                    strokeDashoffset={-slice.start * CIRCUMFERENCE}
                  />
                ))}
            </g>
          </svg>
          <StyledCentre aria-hidden="true">
            <StyledTotal>{format.count(summary.totalReviews)}</StyledTotal>
            <StyledTotalLabel>{t('sentiment.total')}</StyledTotalLabel>
          </StyledCentre>
        </StyledFigure>
        <StyledLegend>
          {slices.map((slice) => (
            <StyledLegendItem key={slice.sentiment}>
              <StyledSwatch aria-hidden="true" style={{ background: colourOf(theme, slice.sentiment) }} />
              <StyledLegendLabel>{t(`sentiment.${slice.sentiment}`)}</StyledLegendLabel>
              <StyledLegendValue>
                {t('sentiment.share', {
                  count: format.count(slice.count),
                  percent: format.share(slice.share),
                })}
              </StyledLegendValue>
            </StyledLegendItem>
          ))}
        </StyledLegend>
      </StyledBody>
    </StyledPanel>
  );
}

const StyledPanel = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledFigure = styled.div`
  position: relative;
  flex: none;
  inline-size: 10rem;
  block-size: 10rem;
`;

const StyledCentre = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
`;

const StyledTotal = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledTotalLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledLegend = styled.ul`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLegendItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSwatch = styled.span`
  flex: none;
  inline-size: 0.75rem;
  block-size: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.round};
`;

const StyledLegendLabel = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

const StyledLegendValue = styled.span`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-variant-numeric: tabular-nums;
`;
