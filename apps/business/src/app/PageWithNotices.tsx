import { PageSkeleton } from '@sumaa/app-kit';
import { type ReactNode, Suspense } from 'react';

export interface PageWithNoticesProps {
  /** The page's title, shown by its skeleton while its code and the notices' texts load. */
  title: string;
  /** The notices above every page (the scheduled deletion, the trial banner). */
  notices: ReactNode;
  children: ReactNode;
}

/**
 * A page of the area with the notices above it, in one Suspense boundary: the page's code and the notices' texts
 * replace the page's skeleton together. The entry's prefetch starts the notices' reads with the page's code, so
 * a banner is usually known before the page shows.
 */
export function PageWithNotices({ title, notices, children }: PageWithNoticesProps) {
  return (
    <Suspense fallback={<PageSkeleton title={title} />}>
      {notices}
      {children}
    </Suspense>
  );
}
