import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export type HeaderActionsProps = HTMLAttributes<HTMLDivElement>;

/**
 * The header's trailing group (language, notifications, who is signed in), for AppLayout's `header`. It keeps
 * to the row's end with or without a HeaderSearch before it, and gives its items a little more room from 768 px.
 */
export function HeaderActions(props: HeaderActionsProps) {
  return <StyledActions {...props} />;
}

/* On a phone the group wraps onto a second line rather than push its last button off the screen. */
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  margin-inline-start: auto;
  min-inline-size: 0;

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;
