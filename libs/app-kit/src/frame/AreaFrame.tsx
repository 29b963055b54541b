import { type SessionUser, useAuthStore } from '@sumaa/api-client';
import { AppLayout, type SidebarNavItem } from '@sumaa/ui';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AreaHeader } from './AreaHeader';
import { AreaSidebar } from './AreaSidebar';
import { useSessionCheck } from './useSessionCheck';

/** A sidebar link with the rule that decides who sees it (the same rule the page's own guard asks). */
export interface AreaNavItem extends SidebarNavItem {
  /** Whether this user may open the page; without it every user of the area sees the link. */
  allowed?: (user: SessionUser | null) => boolean;
}

/** The bell's feed: the signed-in member's notifications (only the business area has them). */
export interface AreaNotificationsOptions {
  /** The review inbox a notification opens; without it (a reader who may not see reviews) it only marks read. */
  reviewsPath?: string;
}

export interface AreaFrameProps {
  /**
   * The area's i18next namespace. The frame reads four texts from it: `brandTagline`, `search.label`,
   * `search.placeholder` and `notifications.hint`; everything else is the kit's (common namespace).
   */
  namespace: string;
  /** The area's pages in sidebar order; the frame lists those the signed-in user may open. */
  navigation: readonly AreaNavItem[];
  /**
   * Where a search from the header goes, as `?search=<words>` (the page reads the same parameter); without it
   * the search box is left out, as it could do nothing.
   */
  searchPath?: string;
  /** What the sidebar's foot shows (the user's role, the system's status). */
  sidebarFooter?: ReactNode;
  /** The line under the user's name in the header; the user's e-mail when left out. */
  userSubtitle?: string;
  /** Where logging out sits: in the header's user menu (default) or at the foot of the sidebar. */
  logoutIn?: 'header' | 'sidebar';
  /**
   * The member's notifications behind the header's bell, polled and listed; without it (and without `bell`)
   * the bell opens an empty panel.
   */
  notifications?: AreaNotificationsOptions;
  /** The area's own bell in the header (the admin console's platform alerts), in place of the members' one. */
  bell?: ReactNode;
  /** More actions in the header's user menu, before logging out (the business's "Take the tour"). */
  userMenuActions?: ReactNode;
}

/**
 * The frame of the business dashboard and the admin console around every page: sidebar (a drawer on phones)
 * with the pages this user may open, header with search, language, notifications and the user, then the page.
 */
export function AreaFrame({
  namespace,
  navigation,
  searchPath,
  sidebarFooter,
  userSubtitle,
  logoutIn = 'header',
  notifications,
  bell,
  userMenuActions,
}: AreaFrameProps) {
  const { t } = useTranslation('common');
  const user = useAuthStore((state) => state.user);
  useSessionCheck();
  const navItems = useMemo(
    () => navigation.filter((item) => item.allowed?.(user) ?? true).map(({ allowed: _, ...item }) => item),
    [navigation, user],
  );
  return (
    <AppLayout
      sidebar={
        <AreaSidebar
          namespace={namespace}
          navItems={navItems}
          footer={sidebarFooter}
          withLogout={logoutIn === 'sidebar'}
        />
      }
      header={
        <AreaHeader
          namespace={namespace}
          searchPath={searchPath}
          userSubtitle={userSubtitle}
          withLogout={logoutIn === 'header'}
          notifications={notifications}
          bell={bell}
          userMenuActions={userMenuActions}
        />
      }
      mobileMenuLabel={t('menu')}
      closeMenuLabel={t('closeMenu')}
      skipLinkLabel={t('skipToContent')}
    >
      <Outlet />
    </AppLayout>
  );
}
