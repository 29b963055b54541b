import { ChartTable, inlineRange, labelsThatFit, marginFor, wholeTicks } from '@sumaa/ui';
import type { MonthlySentiment } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { AxisBottom } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';
import { useAnalyticsFormat } from '../../hooks/useAnalyticsFormat';
import { useAnalyticsTexts } from '../../hooks/useAnalyticsTexts';
import { ChartCanvas } from './ChartCanvas';
import { ValueAxis } from './ValueAxis';

const HEIGHT = 240;
/** Room above the bars for the average rating, below them for the months, at the start for the counts. */
const MARGIN = { top: 20, bottom: 28, start: 36, end: 8 };
/** The narrowest bar that still holds its rating as a label ("4.25" at 11 px). */
const RATING_LABEL_MIN_WIDTH = 26;
const MONTH_LABEL_WIDTH = 44;

export interface MonthlyTrendChartProps {
  /** Oldest first, every month present (the report's order). */
  months: readonly MonthlySentiment[];
}

/**
 * Reviews of each month as bars, each topped by the month's average rating; oldest at the inline start, so in
 * Arabic the months run from right to left. The same figures follow as a table for screen readers.
 */
export function MonthlyTrendChart({ months }: MonthlyTrendChartProps) {
  const { t } = useAnalyticsTexts();
  const format = useAnalyticsFormat();
  return (
    <>
      <ChartCanvas height={HEIGHT}>{(width) => <MonthlyBars width={width} months={months} />}</ChartCanvas>
      <ChartTable
        caption={t('monthly.table')}
        headers={[t('monthly.month'), t('monthly.reviews'), t('monthly.rating')]}
        rows={months.map((month) => ({
          key: month.month,
          cells: [
            format.monthLong(month.month),
            format.count(month.reviews),
            month.reviews > 0 ? format.rating(month.rating) : t('noValue'),
          ],
        }))}
      />
    </>
  );
}

function MonthlyBars({ width, months }: { width: number; months: readonly MonthlySentiment[] }) {
  const { dir } = useLanguage();
  const theme = useTheme();
  const format = useAnalyticsFormat();
  const margin = marginFor(dir, MARGIN);
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = HEIGHT - margin.top - margin.bottom;

  const names = months.map((month) => month.month);
  const x = scaleBand({ domain: names, range: inlineRange(dir, plotWidth), padding: 0.3 });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...months.map((month) => month.reviews))],
    range: [plotHeight, 0],
    nice: true,
  });
  const ticks = wholeTicks(y.ticks(4));
  const showRatings = x.bandwidth() >= RATING_LABEL_MIN_WIDTH;

  return (
    <svg width={width} height={HEIGHT} direction="ltr" aria-hidden="true" focusable="false">
      <Group left={margin.left} top={margin.top}>
        <GridRows
          scale={y}
          width={plotWidth}
          tickValues={ticks}
          stroke={theme.colors.border}
          strokeDasharray="2 4"
        />
        {months.map((month) => {
          const barX = x(month.month) ?? 0;
          const barY = y(month.reviews);
          return (
            <g key={month.month}>
              <Bar
                data-month={month.month}
                x={barX}
                y={barY}
                width={x.bandwidth()}
                height={plotHeight - barY}
                rx={3}
                fill={theme.colors.primary}
              />
              {showRatings && month.reviews > 0 && (
                <text
                  x={barX + x.bandwidth() / 2}
                  y={barY - 6}
                  textAnchor="middle"
                  fontSize={11}
                  fill={theme.colors.accentText}
                >
                  {format.rating(month.rating)}
                </text>
              )}
            </g>
          );
        })}
        <ValueAxis dir={dir} scale={y} plotWidth={plotWidth} tickValues={ticks} tickFormat={format.count} />
        <AxisBottom
          top={plotHeight}
          scale={x}
          tickValues={labelsThatFit(names, plotWidth, MONTH_LABEL_WIDTH)}
          tickFormat={(month) => format.monthShort(String(month))}
          stroke={theme.colors.border}
          hideTicks
          tickLabelProps={{ fill: theme.colors.textSecondary, fontFamily: 'inherit', fontSize: 11 }}
        />
      </Group>
    </svg>
  );
}
