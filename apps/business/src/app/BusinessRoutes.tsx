import { useAuthStore } from '@sumaa/api-client';
import { AreaFrame, AreaRoutes, QueryProvider, UserRoleLine } from '@sumaa/app-kit';
import { useLanguage } from '@sumaa/i18n';
import { ToastProvider } from '@sumaa/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import {
  BUSINESS_PAGES,
  canOpenBusinessPage,
  type PageAccessSubject,
} from '../features/access/businessPageAccess';
import { PageAccessGate } from '../features/access/components/PageAccessGate';
import { ProductTourProvider } from '../features/tour/components/ProductTourProvider';
import { TourMenuButton } from '../features/tour/components/TourMenuButton';
import { TrialBanner } from '../features/subscription/components/TrialBanner';
import { BusinessDeletionBanner } from '../features/settings/leaving/BusinessDeletionBanner';
import { MyAccountLink } from '../features/settings/leaving/MyAccountLink';
import { BusinessPageRoute } from './BusinessPageRoute';
import { AnalyticsReportPage, MyAccountPage } from './businessPages';
import { PageWithNotices } from './PageWithNotices';
import { BUSINESS_PAGE_ICONS, businessPageTitle } from './businessNavigation';
import { useTourAccess } from './useTourAccess';
import { pathIn } from './paths';

export interface BusinessRoutesProps {
  /** Where the shell mounts this area, e.g. `/customer`. */
  basePath: string;
}

/** The business dashboard (spec §2, and issue 23's review requests): the frame around its pages; any other path goes to the overview. */
export function BusinessRoutes({ basePath }: BusinessRoutesProps) {
  const { t } = useTranslation('business');
  const { t: common } = useTranslation('common');
  const user = useAuthStore((state) => state.user);
  const { language } = useLanguage();
  const overviewPath = pathIn(basePath, 'overview');
  const reviewsPath = canOpenBusinessPage('reviews', user) ? pathIn(basePath, 'reviews') : undefined;
  const subscriptionPath = canOpenBusinessPage('subscription', user)
    ? pathIn(basePath, 'subscription')
    : undefined;

  // Every page, each with its access rule: the frame lists those this user may open.
  const navigation = useMemo(
    () =>
      BUSINESS_PAGES.map((page) => ({
        to: pathIn(basePath, page),
        label: businessPageTitle(page, t, language),
        icon: BUSINESS_PAGE_ICONS[page],
        allowed: (signedIn: PageAccessSubject | null) => canOpenBusinessPage(page, signedIn),
      })),
    [basePath, t, language],
  );
  const tourAccess = useTourAccess(user);
  // Above every page, rendered with it (PageWithNotices) rather than by the frame: the page's code and the notices'
  // texts arrive together.
  const notices = (
    <>
      <BusinessDeletionBanner />
      <TrialBanner subscriptionPath={subscriptionPath} />
    </>
  );

  // One server-state cache and one toast corner for the whole area, outside the pages: a confirmation stays up
  // across page changes, and what one page saved (the settings) is what the next page reads.
  return (
    <QueryProvider>
      <ToastProvider label={t('toasts')} closeLabel={common('close')}>
        <ProductTourProvider basePath={basePath} access={tourAccess}>
          <AreaRoutes
            fallbackPath={overviewPath}
            frame={
              <AreaFrame
                namespace="business"
                navigation={navigation}
                searchPath={reviewsPath}
                sidebarFooter={
                  <>
                    <UserRoleLine />
                    <MyAccountLink to={pathIn(basePath, 'account')} />
                    <TourMenuButton place="drawer" />
                  </>
                }
                notifications={{ reviewsPath }}
                userMenuActions={<TourMenuButton />}
              />
            }
          >
            {BUSINESS_PAGES.map((page) => (
              <Route
                key={page}
                path={page}
                element={<BusinessPageRoute page={page} overviewPath={overviewPath} notices={notices} />}
              />
            ))}
            {/* Every member's own account (deleting it, PDPL). */}
            <Route
              path="account"
              element={
                <PageWithNotices title={t('leaving.accountLink')} notices={notices}>
                  <MyAccountPage />
                </PageWithNotices>
              }
            />
            {/* The analytics' printable report: whoever may open the analytics may print them. */}
            <Route
              path="analytics/report"
              element={
                <PageAccessGate page="analytics" overviewPath={overviewPath}>
                  <PageWithNotices title={t('pages.analytics.title')} notices={notices}>
                    <AnalyticsReportPage />
                  </PageWithNotices>
                </PageAccessGate>
              }
            />
          </AreaRoutes>
        </ProductTourProvider>
      </ToastProvider>
    </QueryProvider>
  );
}
