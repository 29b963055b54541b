// The value axis every bar chart of the kit shares (ADR 0010).
import { AxisLeft, AxisRight } from '@visx/axis';
import type { Direction } from '../../theme/ThemeRoot';
import type { PickD3Scale } from '@visx/scale';
import { useTheme } from 'styled-components';

export interface ValueAxisProps {
  dir: Direction;
  scale: PickD3Scale<'linear', number>;
  /** Where the plot's inline end is: the axis stands there in Arabic. */
  plotWidth: number;
  tickValues: readonly number[];
  tickFormat(value: number): string;
}

/** The value axis on the start side: on the left, or on the right in Arabic, its labels outside the plot. */
export function ValueAxis({ dir, scale, plotWidth, tickValues, tickFormat }: ValueAxisProps) {
  const theme = useTheme();
  const shared = {
    scale,
    tickValues: [...tickValues],
    tickFormat: (value: unknown) => tickFormat(Number(value)),
    hideAxisLine: true,
    hideTicks: true,
    tickLabelProps: { fill: theme.colors.textSecondary, fontFamily: 'inherit', fontSize: 11 },
  };
  return dir === 'rtl' ? <AxisRight left={plotWidth} {...shared} /> : <AxisLeft {...shared} />;
}
