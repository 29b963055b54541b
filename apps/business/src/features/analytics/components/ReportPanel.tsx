import { Card, Heading, Text } from '@sumaa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { LoadFailure } from '@sumaa/app-kit';
import { SkeletonBlock } from './AnalyticsSkeleton';

export interface ReportPanelProps<Data> {
  title: string;
  /** What the panel covers when it is not exactly the chosen period, e.g. "Last 6 months". */
  window?: string;
  query: UseQueryResult<Data>;
  /** What could not be loaded, said with the retry. */
  failureTitle: string;
  /** The height of its content, held while it loads. */
  loadingHeight: string;
  /** Said instead of the content when the report holds nothing to show; null when it does. */
  emptyMessage(data: Data): string | null;
  children(data: Data): ReactNode;
}

/**
 * One report of the page in its own panel with its four states: loading (a block of its final size), failed
 * (why, with a retry of that report alone), empty (a sentence, no zeros drawn as figures) and its figures. While
 * a new period loads, the previous figures stay in view, marked busy.
 */
export function ReportPanel<Data>({
  title,
  window,
  query,
  failureTitle,
  loadingHeight,
  emptyMessage,
  children,
}: ReportPanelProps<Data>) {
  const titleId = useId();
  let body: ReactNode;
  if (query.isError && !query.isFetching) {
    body = <LoadFailure title={failureTitle} error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data === undefined) {
    body = <SkeletonBlock height={loadingHeight} />;
  } else {
    const empty = emptyMessage(query.data);
    body = empty === null ? children(query.data) : <StyledEmpty tone="secondary">{empty}</StyledEmpty>;
  }
  const busy = query.data === undefined || query.isPlaceholderData;
  return (
    <StyledPanel
      forwardedAs="section"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      $dimmed={query.isPlaceholderData}
    >
      <StyledHeader>
        <Heading level={4} as="h2" id={titleId}>
          {title}
        </Heading>
        {window && (
          <Text tone="muted" size="sm" as="span">
            {window}
          </Text>
        )}
      </StyledHeader>
      {body}
    </StyledPanel>
  );
}

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

const StyledEmpty = styled(Text)`
  padding-block: ${({ theme }) => theme.space[6]};
  text-align: center;
`;
