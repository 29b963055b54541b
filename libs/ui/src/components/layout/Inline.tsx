import type { ElementType, HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from './Stack';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Gap between children, a key of `theme.space` (default 2 = 8 px). */
  gap?: SpaceToken;
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'space-between';
  wrap?: boolean;
  as?: ElementType;
}

/** Children side by side in reading order (right to left in Arabic), wrapping when space runs out. */
export function Inline({ gap = 2, align = 'center', justify = 'start', wrap = true, ...rest }: InlineProps) {
  return <StyledInline $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}

const flexValue = (value: string) => (value === 'start' || value === 'end' ? `flex-${value}` : value);

const StyledInline = styled.div<{ $gap: SpaceToken; $align: string; $justify: string; $wrap: boolean }>`
  display: flex;
  flex-direction: row;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => flexValue($align)};
  justify-content: ${({ $justify }) => flexValue($justify)};
  min-inline-size: 0;
`;
