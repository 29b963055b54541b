import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface LtrTextProps {
  children: ReactNode;
  className?: string;
}

/**
 * A phone number, an e-mail or a link inside right-to-left text: isolated and laid out left to right, so
 * "+966 5…" keeps its plus at the start and a link's slashes stay in order, whatever surrounds it.
 */
export function LtrText({ children, className }: LtrTextProps) {
  return (
    <StyledBdi dir="ltr" className={className}>
      {children}
    </StyledBdi>
  );
}

const StyledBdi = styled.bdi`
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;
