// Bars over time (ADR 0010): @visx scales mirrored in Arabic, so time runs from right to left and the value axis
// stands on the right; an <svg direction="ltr"> keeps text anchors physical; the reader's digits (the caller's
// formats); and a visually hidden table with the same figures. The business analytics' monthly trend and the
// admin console's trends draw with it.
import { AxisBottom } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';
import type { Direction } from '../../theme/ThemeRoot';
import { ChartCanvas } from './ChartCanvas';
import { ChartTable } from './ChartTable';
import { inlineRange, labelsThatFit, marginFor, wholeTicks } from './chartLayout';
import { ValueAxis } from './ValueAxis';

export interface TrendBar {
  key: string;
  /** Under the bar (short: a month, a day). */
  axisLabel: string;
  /** The row header of the text alternative (long). */
  tableLabel: string;
  value: number;
  /** Above the bar, when it fits (e.g. the month's average rating). */
  topLabel?: string;
  /** The text alternative's figures after the value, in the order of `headers`. */
  extraCells?: readonly string[];
}

export interface BarTrendChartProps {
  /** The page's direction: the time axis runs from the inline start. */
  dir: Direction;
  /** Oldest first. */
  bars: readonly TrendBar[];
  caption: string;
  /** The label column's header, the value's header, then the extra columns' headers. */
  headers: readonly string[];
  formatValue(value: number): string;
  /** The value axis's labels (shorter than the table's, e.g. without the currency). */
  formatTick(value: number): string;
  height?: number;
  /** Room for the value axis's labels, in pixels. */
  valueAxisWidth?: number;
  /** The narrowest bar that still holds its top label. */
  topLabelMinWidth?: number;
  /** The room one label under the bars needs; labels that do not fit are skipped, the newest kept. */
  axisLabelWidth?: number;
  /** Names the `data-*` attribute that carries each bar's key (`month` → `data-month`), for tests. */
  markAs?: string;
}

const DEFAULT_HEIGHT = 240;

/** Bars of one figure over time, each optionally topped by a label, with the figures as a table. */
export function BarTrendChart({
  dir,
  bars,
  caption,
  headers,
  formatValue,
  formatTick,
  height = DEFAULT_HEIGHT,
  valueAxisWidth = 56,
  topLabelMinWidth = 22,
  axisLabelWidth = 52,
  markAs = 'bar',
}: BarTrendChartProps) {
  return (
    <>
      <ChartCanvas height={height}>
        {(width) => (
          <Bars
            dir={dir}
            width={width}
            height={height}
            bars={bars}
            formatTick={formatTick}
            valueAxisWidth={valueAxisWidth}
            topLabelMinWidth={topLabelMinWidth}
            axisLabelWidth={axisLabelWidth}
            markAs={markAs}
          />
        )}
      </ChartCanvas>
      <ChartTable
        caption={caption}
        headers={headers}
        rows={bars.map((bar) => ({
          key: bar.key,
          cells: [bar.tableLabel, formatValue(bar.value), ...(bar.extraCells ?? [])],
        }))}
      />
    </>
  );
}

interface BarsProps {
  dir: Direction;
  width: number;
  height: number;
  bars: readonly TrendBar[];
  formatTick(value: number): string;
  valueAxisWidth: number;
  topLabelMinWidth: number;
  axisLabelWidth: number;
  markAs: string;
}

function Bars({
  dir,
  width,
  height,
  bars,
  formatTick,
  valueAxisWidth,
  topLabelMinWidth,
  axisLabelWidth,
  markAs,
}: BarsProps) {
  const theme = useTheme();
  const margin = marginFor(dir, { top: 20, bottom: 28, start: valueAxisWidth, end: 8 });
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const keys = bars.map((bar) => bar.key);
  const labels = new Map(bars.map((bar) => [bar.key, bar.axisLabel]));
  const x = scaleBand({ domain: keys, range: inlineRange(dir, plotWidth), padding: 0.3 });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...bars.map((bar) => bar.value))],
    range: [plotHeight, 0],
    nice: true,
  });
  // Counts and whole riyals: no 0.5 steps when the figures are small.
  const ticks = wholeTicks(y.ticks(4));
  const showTop = x.bandwidth() >= topLabelMinWidth;

  return (
    <svg width={width} height={height} direction="ltr" aria-hidden="true" focusable="false">
      <Group left={margin.left} top={margin.top}>
        <GridRows
          scale={y}
          width={plotWidth}
          tickValues={ticks}
          stroke={theme.colors.border}
          strokeDasharray="2 4"
        />
        {bars.map((bar) => {
          const barX = x(bar.key) ?? 0;
          const barY = y(bar.value);
          return (
            <g key={bar.key}>
              <Bar
                {...{ [`data-${markAs}`]: bar.key }}
                x={barX}
                y={barY}
                width={x.bandwidth()}
                height={plotHeight - barY}
                rx={3}
                fill={theme.colors.primary}
              />
              {showTop && bar.topLabel && (
                <text
                  x={barX + x.bandwidth() / 2}
                  y={barY - 6}
                  textAnchor="middle"
                  fontSize={11}
                  fill={theme.colors.accentText}
                >
                  {bar.topLabel}
                </text>
              )}
            </g>
          );
        })}
        <ValueAxis dir={dir} scale={y} plotWidth={plotWidth} tickValues={ticks} tickFormat={formatTick} />
        <AxisBottom
          top={plotHeight}
          scale={x}
          tickValues={labelsThatFit(keys, plotWidth, axisLabelWidth)}
          tickFormat={(key) => labels.get(String(key)) ?? ''}
          stroke={theme.colors.border}
          hideTicks
          tickLabelProps={{ fill: theme.colors.textSecondary, fontFamily: 'inherit', fontSize: 11 }}
        />
      </Group>
    </svg>
  );
}
