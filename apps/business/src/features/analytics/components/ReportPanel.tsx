import { Panel, PanelEmpty } from '@sumaa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
  let body: ReactNode;
  if (query.isError && !query.isFetching) {
    body = <LoadFailure title={failureTitle} error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data === undefined) {
    body = <SkeletonBlock height={loadingHeight} />;
  } else {
    const empty = emptyMessage(query.data);
    body = empty === null ? children(query.data) : <PanelEmpty>{empty}</PanelEmpty>;
  }
  const busy = query.data === undefined || query.isPlaceholderData;
  return (
    <Panel title={title} aside={window} busy={busy} dimmed={query.isPlaceholderData}>
      {body}
    </Panel>
  );
}
