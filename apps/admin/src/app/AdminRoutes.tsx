import { AreaFrame, AreaRoutes } from '@sumaa/app-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { SystemStatusBadge } from '../features/system-status/components/SystemStatusBadge';
import { ADMIN_SECTION_ICONS, ADMIN_SECTIONS } from './adminNavigation';
import { AdminSectionRoute } from './AdminSectionRoute';
import { pathIn } from './paths';

export interface AdminRoutesProps {
  /** Where the shell mounts this area, e.g. `/admin`. */
  basePath: string;
}

/** The admin console (spec §2): the frame around its eight sections; any other path goes to the overview. */
export function AdminRoutes({ basePath }: AdminRoutesProps) {
  const { t } = useTranslation('admin');

  const navigation = useMemo(
    () =>
      ADMIN_SECTIONS.map((section) => ({
        to: pathIn(basePath, section),
        label: t(`sections.${section}.title`),
        icon: ADMIN_SECTION_ICONS[section],
      })),
    [basePath, t],
  );

  return (
    <AreaRoutes
      fallbackPath={pathIn(basePath, 'overview')}
      frame={
        <AreaFrame
          namespace="admin"
          navigation={navigation}
          // The header searches subscribers by name or e-mail (the spec's customers search).
          searchPath={pathIn(basePath, 'customers')}
          sidebarFooter={<SystemStatusBadge />}
          userSubtitle={t('common:platformAdmin')}
          logoutIn="sidebar"
        />
      }
    >
      {ADMIN_SECTIONS.map((section) => (
        <Route key={section} path={section} element={<AdminSectionRoute section={section} />} />
      ))}
    </AreaRoutes>
  );
}
