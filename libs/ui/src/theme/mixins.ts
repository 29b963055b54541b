import { css } from 'styled-components';
import type { Theme } from './theme';

/** The focus ring for controls that draw their own box (the global :focus-visible covers the rest). */
export const focusRing = css`
  outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focusRing};
  outline-offset: 2px;
`;

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

type SpaceToken = keyof Theme['space'];

/**
 * A list read as a list (its role and item count stay) but drawn without bullets or indent, its items one under
 * the other `gap` apart (a key of `theme.space`). The lists of cards, steps and points every area draws.
 */
export const plainList = (gap: SpaceToken) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface OutlinedBoxOptions {
  /** Inside the border, a key of `theme.space`. */
  padding: SpaceToken;
  background?: 'surface' | 'surfaceRaised';
  radius?: 'md' | 'lg';
}

/** A flat box: the hairline border, a rounded corner and a surface (a Card without its shadow or layout). */
export const outlinedBox = ({ padding, background = 'surface', radius = 'md' }: OutlinedBoxOptions) => css`
  padding: ${({ theme }) => theme.space[padding]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii[radius]};
  background: ${({ theme }) => theme.colors[background]};
`;
