import type { ElementType, HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { Theme } from '../../theme/theme';

export type TextTone =
  'default' | 'secondary' | 'muted' | 'brand' | 'danger' | 'success' | 'warning' | 'inverse';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  tone?: TextTone;
  size?: keyof Theme['fontSizes'];
  weight?: keyof Theme['fontWeights'];
  align?: 'start' | 'center' | 'end';
  /** The element: a paragraph by default; `span` inside a line, `div` around blocks. */
  as?: ElementType;
}

function toneColour(theme: Theme, tone: TextTone): string {
  switch (tone) {
    case 'secondary':
      return theme.colors.textSecondary;
    case 'muted':
      return theme.colors.textMuted;
    case 'brand':
      return theme.colors.primarySoftText;
    case 'danger':
      return theme.tones.danger.text;
    case 'success':
      return theme.tones.success.text;
    case 'warning':
      return theme.tones.warning.text;
    case 'inverse':
      return theme.colors.textInverse;
    default:
      return theme.colors.text;
  }
}

/** Body text in the theme's sizes and tones. */
export function Text({ tone = 'default', size = 'md', weight = 'regular', align, as, ...rest }: TextProps) {
  return <StyledText as={as} $tone={tone} $size={size} $weight={weight} $align={align} {...rest} />;
}

const StyledText = styled.p<{
  $tone: TextTone;
  $size: keyof Theme['fontSizes'];
  $weight: keyof Theme['fontWeights'];
  $align?: 'start' | 'center' | 'end';
}>`
  margin: 0;
  color: ${({ theme, $tone }) => toneColour(theme, $tone)};
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: ${({ theme, $weight }) => theme.fontWeights[$weight]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${({ $align }) => ($align ? `text-align: ${$align};` : '')}
`;
