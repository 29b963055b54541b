import { useAuthStore } from '@sumaa/api-client';
import { useDocumentTitle } from '@sumaa/app-kit';
import { useTranslation } from 'react-i18next';
import { type BusinessPage, canOpenBusinessPage } from '../features/access/businessPageAccess';
import { AnalyticsPage } from '../features/analytics/AnalyticsPage';
import { PageAccessGate } from '../features/access/components/PageAccessGate';
import { type OverviewLinkPage, OverviewPage } from '../features/overview/OverviewPage';
import { ReviewsPage } from '../features/reviews/ReviewsPage';
import { SectionPlaceholder } from '../features/sections/components/SectionPlaceholder';
import { SettingsPage } from '../features/settings/SettingsPage';
import { TeamPage } from '../features/team/TeamPage';

export interface BusinessPageRouteProps {
  page: BusinessPage;
  overviewPath: string;
}

/** The pages that are built; the others still show what they will hold. */
const BUILT_PAGES: Partial<Record<BusinessPage, () => React.ReactNode>> = {
  overview: () => <OverviewWithLinks />,
  reviews: () => <ReviewsPage />,
  analytics: () => <AnalyticsPage />,
  team: () => <TeamPage />,
  settings: () => <SettingsPage />,
};

/** One page of the dashboard: its tab title, its own access check, then its content. */
export function BusinessPageRoute({ page, overviewPath }: BusinessPageRouteProps) {
  const { t } = useTranslation('business');
  const title = t(`pages.${page}.title`);
  useDocumentTitle(title);
  const built = BUILT_PAGES[page];
  return (
    <PageAccessGate page={page} overviewPath={overviewPath}>
      {built ? built() : <SectionPlaceholder title={title} summary={t(`pages.${page}.summary`)} />}
    </PageAccessGate>
  );
}

const OVERVIEW_LINKS: readonly OverviewLinkPage[] = ['reviews', 'analytics', 'team'];

/** The overview links only to the pages this user may open, by the same rule as the sidebar. */
function OverviewWithLinks() {
  const user = useAuthStore((state) => state.user);
  return <OverviewPage quickLinks={OVERVIEW_LINKS.filter((page) => canOpenBusinessPage(page, user))} />;
}
