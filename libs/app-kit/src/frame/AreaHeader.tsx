import { useAuthStore } from '@sumaa/api-client';
import { useLanguage } from '@sumaa/i18n';
import {
  HeaderActions,
  HeaderSearch,
  IconButton,
  LanguageSelect,
  LogoutIcon,
  NotificationsBell,
  UserMenu,
} from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AreaNotificationsBell } from '../notifications/AreaNotificationsBell';
import type { AreaNotificationsOptions } from './AreaFrame';
import { useFrameTexts } from './frameTexts';
import { useLogout } from './useLogout';

export interface AreaHeaderProps {
  /** The area's namespace, for its search texts and its notifications hint. */
  namespace: string;
  searchPath?: string;
  userSubtitle?: string;
  withLogout: boolean;
  /** The member's notifications behind the bell; without them the bell opens its empty panel. */
  notifications?: AreaNotificationsOptions;
  /** The area's own bell, shown instead of the members' notifications. */
  bell?: ReactNode;
  /** The area's own actions in the user menu, before logging out. */
  userMenuActions?: ReactNode;
}

/** The header row: search, language, notifications, who is signed in, and (where chosen) logging out. */
export function AreaHeader({
  namespace,
  searchPath,
  userSubtitle,
  withLogout,
  notifications,
  bell,
  userMenuActions,
}: AreaHeaderProps) {
  const { t } = useTranslation(namespace);
  const { t: tFrame } = useFrameTexts();
  const { language, setLanguage } = useLanguage();
  const user = useAuthStore((state) => state.user);
  const logout = useLogout();
  // The box shows the query the searched page was opened with, and follows it when another search is made.
  const query = useSearchParams()[0].get('search') ?? '';
  const navigate = useNavigate();
  const search = (words: string) => {
    if (searchPath)
      void navigate(words ? `${searchPath}?${new URLSearchParams({ search: words })}` : searchPath);
  };

  return (
    <>
      {searchPath && (
        <HeaderSearch
          key={query}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          defaultValue={query}
          onSubmit={search}
        />
      )}
      <HeaderActions>
        <LanguageSelect
          value={language}
          onChange={(next) => void setLanguage(next)}
          label={t('common:language.label')}
        />
        {bell ??
          (notifications ? (
            <AreaNotificationsBell
              emptyHint={t('notifications.hint')}
              reviewsPath={notifications.reviewsPath}
            />
          ) : (
            <NotificationsBell
              label={t('common:notifications.title')}
              emptyMessage={tFrame('noNotifications')}
              emptyHint={t('notifications.hint')}
            />
          ))}
        <UserMenu
          name={user?.full_name ?? ''}
          email={userSubtitle === undefined ? user?.email : undefined}
          subtitle={userSubtitle}
          avatarSrc={user?.avatarUrl}
        >
          {userMenuActions}
          {withLogout && (
            <IconButton aria-label={t('common:logout')} onClick={() => void logout()}>
              <LogoutIcon />
            </IconButton>
          )}
        </UserMenu>
      </HeaderActions>
    </>
  );
}
