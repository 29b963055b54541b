// A ring of shares with its legend (plain SVG: one ring needs no chart library). The image is named by its
// figures, so a screen reader hears them without the drawing; a ring reads the same either way round, so it is
// not mirrored in Arabic. The business overview's sentiment donut draws with it.
import styled, { useTheme } from 'styled-components';

export interface DonutSlice {
  key: string;
  /** Named in the legend. */
  label: string;
  /** The slice's part of the whole, from 0 to 1; a slice of 0 is named in the legend but not drawn. */
  share: number;
  colour: string;
  /** The legend's figures for the slice, formatted (e.g. "12 (40%)"). */
  legendValue: string;
}

export interface DonutChartProps {
  /** The image's name, holding every slice's figure. */
  label: string;
  /** In the ring's order, clockwise from 12 o'clock. */
  slices: readonly DonutSlice[];
  /** In the ring's centre: the whole, formatted, and what it counts (hidden from screen readers: the label has it). */
  total: string;
  totalLabel: string;
  /** Names the `data-*` attribute that carries each slice's key (`sentiment` → `data-sentiment`), for tests. */
  markAs?: string;
}

/** The ring's geometry in the SVG's own units: a 120 × 120 box, the ring 16 wide. */
const SIZE = 120;
const RADIUS = 44;
const STROKE = 16;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Shares as a donut beside a legend of each slice's figures. */
export function DonutChart({ label, slices, total, totalLabel, markAs = 'slice' }: DonutChartProps) {
  const theme = useTheme();
  const starts = slices.reduce<number[]>(
    (list, _slice, index) => [...list, index === 0 ? 0 : list[index - 1] + slices[index - 1].share],
    [],
  );
  return (
    <StyledBody>
      <StyledFigure>
        <svg role="img" aria-label={label} viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" height="100%">
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
            {slices.map((slice, index) =>
              slice.share > 0 ? (
                <circle
                  key={slice.key}
                  {...{ [`data-${markAs}`]: slice.key }}
                  cx={SIZE / 2}
                  cy={SIZE / 2}
                  r={RADIUS}
                  fill="none"
                  stroke={slice.colour}
                  strokeWidth={STROKE}
                  strokeDasharray={`${slice.share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
                  strokeDashoffset={-starts[index] * CIRCUMFERENCE}
                />
              ) : null,
            )}
          </g>
        </svg>
        <StyledCentre aria-hidden="true">
          <StyledTotal>{total}</StyledTotal>
          <StyledTotalLabel>{totalLabel}</StyledTotalLabel>
        </StyledCentre>
      </StyledFigure>
      <StyledLegend>
        {slices.map((slice) => (
          <StyledLegendItem key={slice.key}>
            <StyledSwatch aria-hidden="true" style={{ background: slice.colour }} />
            <StyledLegendLabel>{slice.label}</StyledLegendLabel>
            <StyledLegendValue>{slice.legendValue}</StyledLegendValue>
          </StyledLegendItem>
        ))}
      </StyledLegend>
    </StyledBody>
  );
}

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
