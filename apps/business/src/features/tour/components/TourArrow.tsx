import type { Placement } from '@floating-ui/dom';
import { forwardRef } from 'react';
import styled from 'styled-components';
import type { TourPosition } from '../hooks/useTourPosition';

const SIZE_PX = 12;

/** The side of the popover that faces its element, where the arrow sits. */
const FACING: Record<string, 'top' | 'bottom' | 'left' | 'right'> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

const facingSideOf = (placement: Placement) => FACING[placement.split('-')[0]];

/** Only the two edges that form the outward point are drawn (top right bottom left, physical). */
const BORDER_WIDTHS = {
  top: '1px 0 0 1px',
  right: '1px 1px 0 0',
  bottom: '0 1px 1px 0',
  left: '0 0 1px 1px',
};

/**
 * The small square, turned a quarter, that points from the popover at its element. Its coordinates are the
 * positioning engine's physical ones, set inline (the stylesheet's left and right are mirrored in Arabic).
 */
export const TourArrow = forwardRef<HTMLDivElement, { position: TourPosition | null }>(function TourArrow(
  { position },
  ref,
) {
  const facing = position ? facingSideOf(position.placement) : null;
  return (
    <StyledArrow
      ref={ref}
      aria-hidden="true"
      hidden={!facing}
      style={
        position && facing
          ? {
              left: position.arrowX,
              top: position.arrowY,
              [facing]: -SIZE_PX / 2 - 1,
              borderWidth: BORDER_WIDTHS[facing],
            }
          : undefined
      }
    />
  );
});

const StyledArrow = styled.div`
  position: absolute;
  inline-size: ${SIZE_PX}px;
  block-size: ${SIZE_PX}px;
  background: ${({ theme }) => theme.colors.surface};
  border-style: solid;
  border-color: ${({ theme }) => theme.colors.border};
  transform: rotate(45deg);

  &[hidden] {
    display: none;
  }
`;
