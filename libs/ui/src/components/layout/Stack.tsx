import type { ElementType, HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { Theme } from '../../theme/theme';

export type SpaceToken = keyof Theme['space'];

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Gap between children, a key of `theme.space` (default 4 = 16 px). */
  gap?: SpaceToken;
  align?: 'stretch' | 'start' | 'center' | 'end';
  as?: ElementType;
}

/** Children one under the other with an even gap. */
export function Stack({ gap = 4, align = 'stretch', ...rest }: StackProps) {
  return <StyledStack $gap={gap} $align={align} {...rest} />;
}

const StyledStack = styled.div<{ $gap: SpaceToken; $align: NonNullable<StackProps['align']> }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
  min-inline-size: 0;
`;
