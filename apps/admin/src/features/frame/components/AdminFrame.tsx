import { AppLayout, type SidebarNavItem } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AdminHeader } from './AdminHeader';
import { AdminSidebar } from './AdminSidebar';

export interface AdminFrameProps {
  navItems: readonly SidebarNavItem[];
  /** The system status line for the sidebar's footer. */
  status: ReactNode;
  onSearch?: (query: string) => void;
}

/** The console's frame around every section: sidebar (a drawer on phones), header, and the section itself. */
export function AdminFrame({ navItems, status, onSearch }: AdminFrameProps) {
  const { t } = useTranslation('common');
  return (
    <AppLayout
      sidebar={<AdminSidebar navItems={navItems} status={status} />}
      header={<AdminHeader onSearch={onSearch} />}
      mobileMenuLabel={t('menu')}
      closeMenuLabel={t('closeMenu')}
      skipLinkLabel={t('skipToContent')}
    >
      <Outlet />
    </AppLayout>
  );
}
