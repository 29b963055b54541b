import { AppLayout, type SidebarNavItem } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BusinessHeader } from './BusinessHeader';
import { BusinessSidebar } from './BusinessSidebar';

export interface BusinessFrameProps {
  navItems: readonly SidebarNavItem[];
  onSearch?: (query: string) => void;
}

/** The dashboard's frame around every page: sidebar (a drawer on phones), header, and the page itself. */
export function BusinessFrame({ navItems, onSearch }: BusinessFrameProps) {
  const { t } = useTranslation('common');
  return (
    <AppLayout
      sidebar={<BusinessSidebar navItems={navItems} />}
      header={<BusinessHeader onSearch={onSearch} />}
      mobileMenuLabel={t('menu')}
      closeMenuLabel={t('closeMenu')}
      skipLinkLabel={t('skipToContent')}
    >
      <Outlet />
    </AppLayout>
  );
}
