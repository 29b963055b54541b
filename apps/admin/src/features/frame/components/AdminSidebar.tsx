import { BrandMark, Button, LogoutIcon, SidebarFooter, SidebarNav, type SidebarNavItem } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useLogout } from '../hooks/useLogout';

export interface AdminSidebarProps {
  navItems: readonly SidebarNavItem[];
  /** The system status line shown above the logout button. */
  status: ReactNode;
}

/** Brand, the console's sections, and at the bottom the system status and logging out. */
export function AdminSidebar({ navItems, status }: AdminSidebarProps) {
  const { t } = useTranslation('admin');
  const logout = useLogout();
  return (
    <>
      <BrandMark name={t('common:appName')} tagline={t('brandTagline')} />
      <SidebarNav label={t('nav.label')} items={navItems} linkAs={NavLink} />
      <SidebarFooter>
        {status}
        <StyledLogout variant="ghost" fullWidth startIcon={<LogoutIcon />} onClick={() => void logout()}>
          {t('common:logout')}
        </StyledLogout>
      </SidebarFooter>
    </>
  );
}

/* Lined up with the navigation links above it rather than centred. */
const StyledLogout = styled(Button)`
  justify-content: flex-start;
  padding-inline: ${({ theme }) => theme.space[3]};
`;
