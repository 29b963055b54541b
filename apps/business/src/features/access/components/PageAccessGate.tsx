import { useAuthStore } from '@sumaa/api-client';
import type { ReactNode } from 'react';
import { type BusinessPage, canOpenBusinessPage } from '../businessPageAccess';
import { NotAllowedNotice } from './NotAllowedNotice';

export interface PageAccessGateProps {
  page: BusinessPage;
  overviewPath: string;
  children: ReactNode;
}

/**
 * Each page checks access itself: hiding a link is not protection, and an address can be typed or bookmarked.
 * (The server checks every call again; this only spares the user a page that would fail.)
 */
export function PageAccessGate({ page, overviewPath, children }: PageAccessGateProps) {
  const user = useAuthStore((state) => state.user);
  if (!canOpenBusinessPage(page, user)) return <NotAllowedNotice overviewPath={overviewPath} />;
  return <>{children}</>;
}
