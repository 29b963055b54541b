// The dashboard's pages, each its own chunk (issue 25): the area's first load carries the frame and the page the
// address shows. The entry's prefetch preloads that page's chunk while the frame renders (remote-entry.tsx).
import { lazyPage } from '@sumaa/app-kit';
import type { BusinessPage } from '../features/access/businessPageAccess';
import type { OverviewPageProps } from '../features/overview/OverviewPage';

export const OverviewPage = lazyPage<OverviewPageProps>(() =>
  import(/* webpackChunkName: "page-overview" */ '../features/overview/OverviewPage').then(
    (module) => module.OverviewPage,
  ),
);
const ReviewsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-reviews" */ '../features/reviews/ReviewsPage').then(
    (module) => module.ReviewsPage,
  ),
);
const AnalyticsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-analytics" */ '../features/analytics/AnalyticsPage').then(
    (module) => module.AnalyticsPage,
  ),
);
const RequestsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-requests" */ '../features/requests/RequestsPage').then(
    (module) => module.RequestsPage,
  ),
);
const TeamPage = lazyPage(() =>
  import(/* webpackChunkName: "page-team" */ '../features/team/TeamPage').then((module) => module.TeamPage),
);
const SubscriptionPage = lazyPage(() =>
  import(/* webpackChunkName: "page-subscription" */ '../features/subscription/SubscriptionPage').then(
    (module) => module.SubscriptionPage,
  ),
);
const SettingsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-settings" */ '../features/settings/SettingsPage').then(
    (module) => module.SettingsPage,
  ),
);
export const MyAccountPage = lazyPage(() =>
  import(/* webpackChunkName: "page-account" */ '../features/settings/leaving/MyAccountPage').then(
    (module) => module.MyAccountPage,
  ),
);
export const AnalyticsReportPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-analytics-report" */ '../features/analytics-report/AnalyticsReportPage'
  ).then((module) => module.AnalyticsReportPage),
);

/** The pages without props; the overview takes its quick links (BusinessPageRoute). */
export const BUSINESS_PAGE_CODE = {
  reviews: ReviewsPage,
  analytics: AnalyticsPage,
  requests: RequestsPage,
  team: TeamPage,
  subscription: SubscriptionPage,
  settings: SettingsPage,
} as const;

/** Starts downloading a page's code (the entry's prefetch, for the page the address shows). */
export function preloadBusinessPage(page: BusinessPage | 'account'): void {
  const code =
    page === 'overview' ? OverviewPage : page === 'account' ? MyAccountPage : BUSINESS_PAGE_CODE[page];
  void code.preload().catch(() => undefined);
}

/** Every page's code at once (the tests' set-up: apps/business/src/testing/businessArea.ts). */
export function preloadAllBusinessPages(): Promise<unknown> {
  return Promise.all(
    [OverviewPage, MyAccountPage, AnalyticsReportPage, ...Object.values(BUSINESS_PAGE_CODE)].map((page) =>
      page.preload(),
    ),
  );
}
