import { Card, Heading, Text } from '@sumaa/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

export interface InsightPanelProps {
  title: string;
  /** Beside the title: what the panel covers. */
  aside?: ReactNode;
  /** Dims the figures while newer ones load. */
  busy?: boolean;
  children: ReactNode;
}

/** One panel of the overview or the analytics page: a titled section (as the business analytics' report panels). */
export function InsightPanel({ title, aside, busy = false, children }: InsightPanelProps) {
  const titleId = useId();
  return (
    <StyledPanel forwardedAs="section" aria-labelledby={titleId} aria-busy={busy || undefined} $dimmed={busy}>
      <StyledHeader>
        <Heading level={4} as="h2" id={titleId}>
          {title}
        </Heading>
        {aside && (
          <Text tone="muted" size="sm" as="span">
            {aside}
          </Text>
        )}
      </StyledHeader>
      {children}
    </StyledPanel>
  );
}

export const PanelEmpty = styled(Text).attrs({ tone: 'secondary' })`
  padding-block: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

const StyledPanel = styled(Card)<{ $dimmed: boolean }>`
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.duration.normal};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
