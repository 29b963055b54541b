import { AreaFrame, AreaRoutes, PageSkeleton, QueryProvider } from '@sumaa/app-kit';
import { ToastProvider } from '@sumaa/ui';
import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { AdminAlertsBell } from '../features/alerts-bell/components/AdminAlertsBell';
import { SystemStatusBadge } from '../features/system-status/components/SystemStatusBadge';
import {
  ACCOUNT_SECURITY_ICON,
  ACCOUNT_SECURITY_SEGMENT,
  ADMIN_SECTION_ICONS,
  ADMIN_SECTIONS,
} from './adminNavigation';
import { AdminSectionRoute } from './AdminSectionRoute';
import { AccountSecurityPage } from './adminSections';
import { pathIn } from './paths';

export interface AdminRoutesProps {
  /** Where the shell mounts this area, e.g. `/admin`. */
  basePath: string;
}

/** The admin console (spec §2): the frame around its eight sections; any other path goes to the overview. */
export function AdminRoutes({ basePath }: AdminRoutesProps) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation('common');

  const navigation = useMemo(
    () => [
      ...ADMIN_SECTIONS.map((section) => ({
        to: pathIn(basePath, section),
        label: t(`sections.${section}.title`),
        icon: ADMIN_SECTION_ICONS[section],
      })),
      // The admin's own two-factor sign-in, last: reachable from every page of the console.
      {
        to: pathIn(basePath, ACCOUNT_SECURITY_SEGMENT),
        label: t('accountSecurity'),
        icon: ACCOUNT_SECURITY_ICON,
      },
    ],
    [basePath, t],
  );

  const sectionPath = useCallback((section: string) => pathIn(basePath, section), [basePath]);

  // One server-state cache and one toast corner for the whole console, outside the sections: a confirmation
  // stays up across section changes, and a plan saved on one section is what the next one lists.
  return (
    <QueryProvider>
      <ToastProvider label={t('toasts')} closeLabel={common('close')}>
        <AreaRoutes
          fallbackPath={pathIn(basePath, 'overview')}
          frame={
            <AreaFrame
              namespace="admin"
              navigation={navigation}
              // The header searches subscribers by name or e-mail (the spec's customers search).
              searchPath={pathIn(basePath, 'customers')}
              sidebarFooter={<SystemStatusBadge />}
              // The bell lists the overview's alerts and the failing system checks, on every page.
              bell={<AdminAlertsBell sectionPath={sectionPath} />}
              userSubtitle={t('common:platformAdmin')}
              logoutIn="sidebar"
            />
          }
        >
          {ADMIN_SECTIONS.map((section) => (
            <Route key={section} path={section} element={<AdminSectionRoute section={section} />} />
          ))}
          {/* The super admin's two-factor sign-in (issue 13), not a sidebar section. */}
          <Route
            path={ACCOUNT_SECURITY_SEGMENT}
            element={
              <Suspense fallback={<PageSkeleton title={t('accountSecurity')} />}>
                <AccountSecurityPage />
              </Suspense>
            }
          />
        </AreaRoutes>
      </ToastProvider>
    </QueryProvider>
  );
}
