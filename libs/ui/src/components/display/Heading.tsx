import type { ElementType, HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { Theme } from '../../theme/theme';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The visual size, and the element (h1–h4) unless `as` says otherwise. */
  level: HeadingLevel;
  /** Keep the document outline right while choosing the look: `<Heading level={3} as="h2">`. */
  as?: ElementType;
}

const SIZE: Record<HeadingLevel, keyof Theme['fontSizes']> = { 1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg' };

export function Heading({ level, as, ...rest }: HeadingProps) {
  return <StyledHeading as={as ?? (`h${level}` as const)} $level={level} {...rest} />;
}

const StyledHeading = styled.h2<{ $level: HeadingLevel }>`
  margin: 0;
  font-size: ${({ theme, $level }) => theme.fontSizes[SIZE[$level]]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme, $level }) => ($level <= 2 ? theme.lineHeights.tight : theme.lineHeights.snug)};
  color: ${({ theme }) => theme.colors.text};
  text-wrap: balance;
`;
