// Bars split into parts stacked from the baseline up (ADR 0010): the inline axis mirrored in Arabic (the oldest
// group at the inline start), the value axis on the start side, a colour key naming the colours, and a visually
// hidden table with the figures. The business analytics' weekly sentiment draws with it.
import { AxisBottom } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack } from '@visx/shape';
import styled, { useTheme } from 'styled-components';
import type { Direction } from '../../theme/ThemeRoot';
import { ChartCanvas } from './ChartCanvas';
import { ChartTable, type ChartTableRow } from './ChartTable';
import { inlineRange, labelsThatFit, marginFor } from './chartLayout';
import { ValueAxis } from './ValueAxis';

export interface StackedBarSeries {
  key: string;
  /** Named in the colour key. */
  label: string;
  colour: string;
}

export interface StackedBarGroup {
  key: string;
  /** Under the bar (short: a day). */
  axisLabel: string;
  /** Each series' part, by series key, in the value axis's unit. */
  values: Readonly<Record<string, number>>;
}

export interface StackedBarChartProps {
  /** The page's direction: the groups run from the inline start. */
  dir: Direction;
  /** Oldest first. */
  groups: readonly StackedBarGroup[];
  /** Stacked from the baseline up, in this order; the colour key follows it. */
  series: readonly StackedBarSeries[];
  /** Names the colour key (a list). */
  legendLabel: string;
  /** The text alternative: its caption, column headers and rows (formatted by the caller). */
  caption: string;
  headers: readonly string[];
  rows: readonly ChartTableRow[];
  /** The value axis: its top and its ticks (a 100 % stack by default). */
  maxValue?: number;
  ticks?: readonly number[];
  formatTick(value: number): string;
  height?: number;
  /** The room one label under the bars needs; labels that do not fit are skipped, the newest kept. */
  axisLabelWidth?: number;
  /** Name the `data-*` attributes of each part: its group's key (`week`) and its series' key (`sentiment`). */
  markGroupAs?: string;
  markSeriesAs?: string;
}

const DEFAULT_HEIGHT = 240;
const MARGIN = { top: 8, bottom: 28, start: 44, end: 8 };
const PERCENT_TICKS = [0, 25, 50, 75, 100];

/** Each group's parts stacked to its total, with a colour key and the figures as a table. */
export function StackedBarChart({
  dir,
  groups,
  series,
  legendLabel,
  caption,
  headers,
  rows,
  maxValue = 100,
  ticks = PERCENT_TICKS,
  formatTick,
  height = DEFAULT_HEIGHT,
  axisLabelWidth = 52,
  markGroupAs = 'group',
  markSeriesAs = 'series',
}: StackedBarChartProps) {
  return (
    <>
      <StyledLegend aria-label={legendLabel}>
        {series.map((part) => (
          <StyledLegendItem key={part.key}>
            <StyledSwatch aria-hidden="true" style={{ background: part.colour }} />
            {part.label}
          </StyledLegendItem>
        ))}
      </StyledLegend>
      <ChartCanvas height={height}>
        {(width) => (
          <StackedBars
            dir={dir}
            width={width}
            height={height}
            groups={groups}
            series={series}
            maxValue={maxValue}
            ticks={ticks}
            formatTick={formatTick}
            axisLabelWidth={axisLabelWidth}
            markGroupAs={markGroupAs}
            markSeriesAs={markSeriesAs}
          />
        )}
      </ChartCanvas>
      <ChartTable caption={caption} headers={headers} rows={rows} />
    </>
  );
}

interface StackedBarsProps {
  dir: Direction;
  width: number;
  height: number;
  groups: readonly StackedBarGroup[];
  series: readonly StackedBarSeries[];
  maxValue: number;
  ticks: readonly number[];
  formatTick(value: number): string;
  axisLabelWidth: number;
  markGroupAs: string;
  markSeriesAs: string;
}

function StackedBars({
  dir,
  width,
  height,
  groups,
  series,
  maxValue,
  ticks,
  formatTick,
  axisLabelWidth,
  markGroupAs,
  markSeriesAs,
}: StackedBarsProps) {
  const theme = useTheme();
  const margin = marginFor(dir, MARGIN);
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;

  const keys = groups.map((group) => group.key);
  const labels = new Map(groups.map((group) => [group.key, group.axisLabel]));
  const colours = new Map(series.map((part) => [part.key, part.colour]));
  const x = scaleBand({ domain: keys, range: inlineRange(dir, plotWidth), padding: 0.25 });
  const y = scaleLinear({ domain: [0, maxValue], range: [plotHeight, 0] });

  return (
    <svg width={width} height={height} direction="ltr" aria-hidden="true" focusable="false">
      <Group left={margin.left} top={margin.top}>
        <GridRows
          scale={y}
          width={plotWidth}
          tickValues={[...ticks]}
          stroke={theme.colors.border}
          strokeDasharray="2 4"
        />
        <BarStack<StackedBarGroup, string>
          data={[...groups]}
          keys={series.map((part) => part.key)}
          value={(group, key) => group.values[key] ?? 0}
          x={(group) => group.key}
          xScale={x}
          yScale={y}
          color={(key) => colours.get(key) ?? theme.colors.primary}
        >
          {(stacks) =>
            stacks.flatMap((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <Bar
                    key={`${stack.key}-${bar.bar.data.key}`}
                    {...{ [`data-${markGroupAs}`]: bar.bar.data.key, [`data-${markSeriesAs}`]: stack.key }}
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
