import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../layout/VisuallyHidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Read by screen readers (role="status"). Without it the spinner is decorative, e.g. inside a busy button. */
  label?: string;
  size?: SpinnerSize;
}

const DIAMETER: Record<SpinnerSize, string> = { sm: '1em', md: '1.5rem', lg: '2.5rem' };

export function Spinner({ label, size = 'md', ...rest }: SpinnerProps) {
  if (!label) {
    return <StyledRing aria-hidden="true" $size={DIAMETER[size]} {...rest} />;
  }
  return (
    <StyledStatus role="status" {...rest}>
      <StyledRing aria-hidden="true" $size={DIAMETER[size]} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledStatus>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledStatus = styled.span`
  display: inline-flex;
`;

const StyledRing = styled.span<{ $size: string }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size};
  block-size: ${({ $size }) => $size};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 0.15em solid currentColor;
  border-block-start-color: transparent;
  opacity: 0.9;
  animation: ${spin} 0.75s linear infinite;
  flex-shrink: 0;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 1.5s !important;
    animation-iteration-count: infinite !important;
  }
`;
