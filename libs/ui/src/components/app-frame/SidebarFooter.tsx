import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface SidebarFooterProps {
  /** E.g. a status badge and a logout button. */
  children: ReactNode;
}

/** The bottom of the sidebar, pushed down below the navigation. */
export function SidebarFooter({ children }: SidebarFooterProps) {
  return <StyledFooter>{children}</StyledFooter>;
}

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
