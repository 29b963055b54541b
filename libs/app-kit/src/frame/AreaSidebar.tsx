import { useAuthStore } from '@sumaa/api-client';
import { Badge, BrandMark, SidebarFooter, SidebarNav, type SidebarNavItem, Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export interface BusinessSidebarProps {
  /** The pages this user may open, already filtered by role and permission. */
  navItems: readonly SidebarNavItem[];
}

/** Brand, the pages the user may open, and the role they are signed in with. */
export function BusinessSidebar({ navItems }: BusinessSidebarProps) {
  const { t } = useTranslation('business');
  const role = useAuthStore((state) => state.user?.role ?? 'viewer');
  return (
    <>
      <BrandMark name={t('common:appName')} tagline={t('brandTagline')} />
      <SidebarNav label={t('nav.label')} items={navItems} linkAs={NavLink} />
      <SidebarFooter>
        <Text as="div" size="sm" tone="secondary">
          {t('yourRole')}: <Badge tone="brand">{t(`common:roles.${role}`)}</Badge>
        </Text>
      </SidebarFooter>
    </>
  );
}
