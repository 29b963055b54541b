// The geometry every chart shares (the business analytics and the admin console). The charts mirror by their scales, not by CSS: in Arabic the
// inline axis runs from right to left (time flows from the right, bars grow from the right) and the value axis
// stands on the right, the start side.
import type { Direction } from '../../theme/ThemeRoot';

/** Room around the plot, by logical side: `start` holds the value axis's labels. */
export interface LogicalMargin {
  top: number;
  bottom: number;
  start: number;
  end: number;
}

export interface ChartMargin {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export function marginFor(dir: Direction, margin: LogicalMargin): ChartMargin {
  const { top, bottom, start, end } = margin;
  return dir === 'rtl' ? { top, bottom, left: end, right: start } : { top, bottom, left: start, right: end };
}

/** The inline axis's range: left to right, or right to left in Arabic. */
export function inlineRange(dir: Direction, length: number): [number, number] {
  return dir === 'rtl' ? [length, 0] : [0, length];
}

/**
 * Which of `count` category labels fit along `length` pixels when each needs `labelWidth`: every one, or every
 * second, third… always keeping the newest (the last), which is the one a reader looks for first.
 */
export function labelsThatFit<T>(values: readonly T[], length: number, labelWidth: number): T[] {
  const fitting = Math.max(1, Math.floor(length / labelWidth));
  const step = Math.ceil(values.length / fitting);
  return values.filter((_, index) => (values.length - 1 - index) % step === 0);
}

/** Whole-number ticks for counts: a scale's "nice" ticks may be 0.5 steps when the counts are small. */
export function wholeTicks(ticks: readonly number[]): number[] {
  return ticks.filter((tick) => Number.isInteger(tick));
}
