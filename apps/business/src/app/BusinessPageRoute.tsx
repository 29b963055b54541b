import { useAuthStore } from '@sumaa/api-client';
import { useDocumentTitle } from '@sumaa/app-kit';
import { useLanguage } from '@sumaa/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type BusinessPage, canOpenBusinessPage } from '../features/access/businessPageAccess';
import { PageAccessGate } from '../features/access/components/PageAccessGate';
import type { OverviewLinkPage } from '../features/overview/OverviewPage';
import { businessPageTitle } from './businessNavigation';
import { BUSINESS_PAGE_CODE, OverviewPage } from './businessPages';
import { PageWithNotices } from './PageWithNotices';

export interface BusinessPageRouteProps {
  page: BusinessPage;
  overviewPath: string;
  /** The notices above every page, shown with the page (PageWithNotices). */
  notices: ReactNode;
}

/**
 * One page of the dashboard: its tab title, its own access check, then the area's notices and its content,
 * whose code loads on its own (businessPages.ts).
 */
export function BusinessPageRoute({ page, overviewPath, notices }: BusinessPageRouteProps) {
  const { t } = useTranslation('business');
  const { language } = useLanguage();
  const title = businessPageTitle(page, t, language);
  useDocumentTitle(title);
  const Page = page === 'overview' ? OverviewWithLinks : BUSINESS_PAGE_CODE[page];
  return (
    <PageAccessGate page={page} overviewPath={overviewPath}>
      <PageWithNotices title={title} notices={notices}>
        <Page />
      </PageWithNotices>
    </PageAccessGate>
  );
}

const OVERVIEW_LINKS: readonly OverviewLinkPage[] = ['reviews', 'analytics', 'team'];

/** The overview links only to the pages this user may open, by the same rule as the sidebar. */
function OverviewWithLinks() {
  const user = useAuthStore((state) => state.user);
  return <OverviewPage quickLinks={OVERVIEW_LINKS.filter((page) => canOpenBusinessPage(page, user))} />;
}
