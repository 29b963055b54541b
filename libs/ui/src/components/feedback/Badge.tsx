import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/theme';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
  /** A small status dot before the text (e.g. "System running normally"). */
  dot?: boolean;
  children: ReactNode;
}

/** A short status or category label. Its text carries the meaning; the colour only supports it. */
export function Badge({ tone = 'neutral', dot = false, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} {...rest}>
      {dot && <StyledDot aria-hidden="true" $tone={tone} />}
      {children}
    </StyledBadge>
  );
}

const StyledBadge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding-block: 2px;
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.tones[$tone].soft};
  color: ${({ theme, $tone }) => theme.tones[$tone].text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
`;

const StyledDot = styled.span<{ $tone: Tone }>`
  inline-size: 8px;
  block-size: 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => theme.tones[$tone].solid};
`;
