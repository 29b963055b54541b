import { BrandMark, Button, LogoutIcon, SidebarFooter, SidebarNav, type SidebarNavItem } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useFrameTexts } from './frameTexts';
import { useLogout } from './useLogout';

export interface AreaSidebarProps {
  /** The area's namespace, for its brand tagline. */
  namespace: string;
  /** The pages this user may open, already filtered by role and permission. */
  navItems: readonly SidebarNavItem[];
  footer?: ReactNode;
  withLogout: boolean;
}

/** Brand, the pages the user may open, and at the bottom the area's footer and (where chosen) logging out. */
export function AreaSidebar({ namespace, navItems, footer, withLogout }: AreaSidebarProps) {
  const { t } = useTranslation(namespace);
  const { t: tFrame } = useFrameTexts();
  const logout = useLogout();
  return (
    <>
      <BrandMark name={t('common:appName')} tagline={t('brandTagline')} />
      <SidebarNav label={tFrame('navigation')} items={navItems} linkAs={NavLink} />
      {(footer || withLogout) && (
        <SidebarFooter>
          {footer}
          {withLogout && (
            <StyledLogout variant="ghost" fullWidth startIcon={<LogoutIcon />} onClick={() => void logout()}>
              {t('common:logout')}
            </StyledLogout>
          )}
        </SidebarFooter>
      )}
    </>
  );
}

/* Lined up with the navigation links above it rather than centred. */
const StyledLogout = styled(Button)`
  justify-content: flex-start;
  padding-inline: ${({ theme }) => theme.space[3]};
`;
