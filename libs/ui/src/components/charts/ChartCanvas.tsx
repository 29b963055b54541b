// The box every chart of the kit is drawn in (ADR 0010): the business analytics and the admin console.
import { useParentSize } from '@visx/responsive';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ChartCanvasProps {
  /** The drawing's height in pixels; its width is the space it is given. */
  height: number;
  /** Draws the chart for the measured width. */
  children(width: number): ReactNode;
}

/** Only the width is followed: the height is the chart's own, so it never resizes itself in a loop. */
const IGNORED_DIMENSIONS: ('height' | 'top' | 'left')[] = ['height', 'top', 'left'];

/**
 * The box a chart is drawn in: as wide as its panel, measured as it resizes; nothing is drawn before the first
 * measure (a guess would jump). The drawing is a picture of the figures its text alternative holds.
 */
export function ChartCanvas({ height, children }: ChartCanvasProps) {
  const { parentRef, width } = useParentSize({ ignoreDimensions: IGNORED_DIMENSIONS });
  const measured = Math.floor(width);
  return (
    <StyledCanvas ref={parentRef} style={{ blockSize: `${height}px` }}>
      {measured > 0 ? children(measured) : null}
    </StyledCanvas>
  );
}

const StyledCanvas = styled.div`
  inline-size: 100%;
  /* Each chart's <svg direction="ltr"> lays its text out left to right whatever the page's direction (the scales
     do the mirroring). An attribute, not CSS here: the right-to-left stylis plugin would flip a CSS direction. */
  svg {
    display: block;
    overflow: visible;
  }
`;
