import type { WeeklySentiment } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { type Theme, ChartTable, inlineRange, labelsThatFit, marginFor } from '@sumaa/ui';
import { AxisBottom } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack } from '@visx/shape';
import styled, { useTheme } from 'styled-components';
import { useAnalyticsFormat } from '../../hooks/useAnalyticsFormat';
import { useAnalyticsTexts } from '../../hooks/useAnalyticsTexts';
import { dayPlus } from '../../lib/analyticsFigures';
import { ChartCanvas } from './ChartCanvas';
import { ValueAxis } from './ValueAxis';

const HEIGHT = 240;
const MARGIN = { top: 8, bottom: 28, start: 44, end: 8 };
const WEEK_LABEL_WIDTH = 52;
const PERCENT_TICKS = [0, 25, 50, 75, 100];

/** Stacked from the baseline up: good news first, as the overview's donut reads. */
const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
type SentimentKey = (typeof SENTIMENTS)[number];
const LABEL_KEYS = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' } as const;

const colourOf = (theme: Theme, sentiment: SentimentKey) =>
  ({
    positive: theme.tones.success.solid,
    neutral: theme.tones.neutral.solid,
    negative: theme.tones.danger.solid,
  })[sentiment];

export interface WeeklySentimentChartProps {
  /** Oldest first, every week present (the report's order). */
  weeks: readonly WeeklySentiment[];
}

/**
 * Each week's reviews split into positive, neutral and negative shares, stacked to 100 %; the oldest week at
 * the inline start, so in Arabic the weeks run from right to left. A colour key names the colours, and a table
 * holds the same figures.
 */
export function WeeklySentimentChart({ weeks }: WeeklySentimentChartProps) {
  const { t } = useAnalyticsTexts();
  const theme = useTheme();
  const format = useAnalyticsFormat();
  const share = (week: WeeklySentiment, sentiment: SentimentKey) =>
    week.reviews > 0 ? format.percent(week[sentiment]) : t('noValue');
  return (
    <>
      <StyledLegend aria-label={t('weekly.legend')}>
        {SENTIMENTS.map((sentiment) => (
          <StyledLegendItem key={sentiment}>
            <StyledSwatch aria-hidden="true" style={{ background: colourOf(theme, sentiment) }} />
            {t(`weekly.${LABEL_KEYS[sentiment]}`)}
          </StyledLegendItem>
        ))}
      </StyledLegend>
      <ChartCanvas height={HEIGHT}>{(width) => <WeeklyBars width={width} weeks={weeks} />}</ChartCanvas>
      <ChartTable
        caption={t('weekly.table')}
        headers={[
          t('weekly.week'),
          t('weekly.reviews'),
          t('weekly.Positive'),
          t('weekly.Neutral'),
          t('weekly.Negative'),
        ]}
        rows={weeks.map((week) => ({
          key: week.period,
          cells: [
            t('weekly.weekRange', { from: format.day(week.period), to: format.day(dayPlus(week.period, 6)) }),
            format.count(week.reviews),
            share(week, 'positive'),
            share(week, 'neutral'),
            share(week, 'negative'),
          ],
        }))}
      />
    </>
  );
}

function WeeklyBars({ width, weeks }: { width: number; weeks: readonly WeeklySentiment[] }) {
  const { dir } = useLanguage();
  const theme = useTheme();
  const format = useAnalyticsFormat();
  const margin = marginFor(dir, MARGIN);
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = HEIGHT - margin.top - margin.bottom;

  const firstDays = weeks.map((week) => week.period);
  const x = scaleBand({ domain: firstDays, range: inlineRange(dir, plotWidth), padding: 0.25 });
  const y = scaleLinear({ domain: [0, 100], range: [plotHeight, 0] });

  return (
    <svg width={width} height={HEIGHT} direction="ltr" aria-hidden="true" focusable="false">
      <Group left={margin.left} top={margin.top}>
        <GridRows
          scale={y}
          width={plotWidth}
          tickValues={PERCENT_TICKS}
          stroke={theme.colors.border}
          strokeDasharray="2 4"
        />
        <BarStack<WeeklySentiment, SentimentKey>
          data={[...weeks]}
          keys={[...SENTIMENTS]}
          x={(week) => week.period}
          xScale={x}
          yScale={y}
          color={(sentiment) => colourOf(theme, sentiment)}
        >
          {(stacks) =>
            stacks.flatMap((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <Bar
                    key={`${stack.key}-${bar.bar.data.period}`}
                    data-week={bar.bar.data.period}
                    data-sentiment={stack.key}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={bar.color}
                  />
                )),
            )
          }
        </BarStack>
        <ValueAxis
          dir={dir}
          scale={y}
          plotWidth={plotWidth}
          tickValues={PERCENT_TICKS}
          tickFormat={format.percent}
        />
        <AxisBottom
          top={plotHeight}
          scale={x}
          tickValues={labelsThatFit(firstDays, plotWidth, WEEK_LABEL_WIDTH)}
          tickFormat={(day) => format.dayShort(String(day))}
          stroke={theme.colors.border}
          hideTicks
          tickLabelProps={{ fill: theme.colors.textSecondary, fontFamily: 'inherit', fontSize: 11 }}
        />
      </Group>
    </svg>
  );
}

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledSwatch = styled.span`
  flex: none;
  inline-size: 0.75rem;
  block-size: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
