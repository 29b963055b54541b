import { useAuthStore } from '@sumaa/api-client';
import { useDocumentTitle } from '@sumaa/app-kit';
import { useTranslation } from 'react-i18next';
import { type BusinessPage, canOpenBusinessPage } from '../features/access/businessPageAccess';
import { AnalyticsPage } from '../features/analytics/AnalyticsPage';
import { PageAccessGate } from '../features/access/components/PageAccessGate';
import { type OverviewLinkPage, OverviewPage } from '../features/overview/OverviewPage';
import { ReviewsPage } from '../features/reviews/ReviewsPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { SubscriptionPage } from '../features/subscription/SubscriptionPage';
import { TeamPage } from '../features/team/TeamPage';

export interface BusinessPageRouteProps {
  page: BusinessPage;
  overviewPath: string;
}

/** Each page's content. */
const PAGES: Record<BusinessPage, () => React.ReactNode> = {
  overview: () => <OverviewWithLinks />,
  reviews: () => <ReviewsPage />,
  analytics: () => <AnalyticsPage />,
  team: () => <TeamPage />,
  subscription: () => <SubscriptionPage />,
  settings: () => <SettingsPage />,
};

/** One page of the dashboard: its tab title, its own access check, then its content. */
export function BusinessPageRoute({ page, overviewPath }: BusinessPageRouteProps) {
  const { t } = useTranslation('business');
  const title = t(`pages.${page}.title`);
  useDocumentTitle(title);
  return (
    <PageAccessGate page={page} overviewPath={overviewPath}>
      {PAGES[page]()}
    </PageAccessGate>
  );
}

const OVERVIEW_LINKS: readonly OverviewLinkPage[] = ['reviews', 'analytics', 'team'];

/** The overview links only to the pages this user may open, by the same rule as the sidebar. */
function OverviewWithLinks() {
  const user = useAuthStore((state) => state.user);
  return <OverviewPage quickLinks={OVERVIEW_LINKS.filter((page) => canOpenBusinessPage(page, user))} />;
}
