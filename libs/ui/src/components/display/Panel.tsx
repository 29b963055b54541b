import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Card } from './Card';
import { Heading } from './Heading';
import { Text } from './Text';

export interface PanelProps {
  title: string;
  /** Beside the title: what the panel covers (e.g. "Last 6 months"). */
  aside?: ReactNode;
  /** Marks the panel busy for assistive technology while its figures load. */
  busy?: boolean;
  /** Dims the figures while newer ones load; by default whenever it is busy. */
  dimmed?: boolean;
  children: ReactNode;
}

/**
 * A titled section of a dashboard page (a report, a chart, a list of figures): a card named by its heading,
 * with an optional note beside the title. The business analytics and the admin console's insights use it.
 */
export function Panel({ title, aside, busy = false, dimmed = busy, children }: PanelProps) {
  const titleId = useId();
  return (
    <StyledPanel
      forwardedAs="section"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      $dimmed={dimmed}
    >
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

/** Said in a panel instead of its figures when there is nothing to show. */
export const PanelEmpty = styled(Text).attrs({ tone: 'secondary' })`
  padding-block: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

const StyledPanel = styled(Card)<{ $dimmed: boolean }>`
  gap: ${({ theme }) => theme.space[4]};
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
