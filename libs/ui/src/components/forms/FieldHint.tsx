import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FieldHintProps {
  id: string;
  children: ReactNode;
}

/** Help text under a control (format, limits), pointed to by aria-describedby. */
export function FieldHint({ id, children }: FieldHintProps) {
  return <StyledHint id={id}>{children}</StyledHint>;
}

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
