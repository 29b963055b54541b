import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { AdminFrame } from '../features/frame/components/AdminFrame';
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
  const navigate = useNavigate();

  const navItems = useMemo(
    () =>
      ADMIN_SECTIONS.map((section) => ({
        to: pathIn(basePath, section),
        label: t(`sections.${section}.title`),
        icon: ADMIN_SECTION_ICONS[section],
      })),
    [basePath, t],
  );

  // The header searches subscribers by name or e-mail (the spec's customers search).
  const searchCustomers = useCallback(
    (query: string) => {
      const customersPath = pathIn(basePath, 'customers');
      void navigate(query ? `${customersPath}?${new URLSearchParams({ search: query })}` : customersPath);
    },
    [basePath, navigate],
  );

  return (
    <Routes>
      <Route
        element={<AdminFrame navItems={navItems} status={<SystemStatusBadge />} onSearch={searchCustomers} />}
      >
        {ADMIN_SECTIONS.map((section) => (
          <Route key={section} path={section} element={<AdminSectionRoute section={section} />} />
        ))}
        <Route path="*" element={<Navigate to={pathIn(basePath, 'overview')} replace />} />
      </Route>
    </Routes>
  );
}
