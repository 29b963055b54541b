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
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLogout } from '../hooks/useLogout';

export interface BusinessHeaderProps {
  /** Runs a search from the header; without it the search box is left out, as it could do nothing. */
  onSearch?: (query: string) => void;
}

/** The header row: search, language, notifications, who is signed in, and logging out. */
export function BusinessHeader({ onSearch }: BusinessHeaderProps) {
  const { t } = useTranslation('business');
  const { language, setLanguage } = useLanguage();
  const user = useAuthStore((state) => state.user);
  const logout = useLogout();
  // The box shows the query the reviews page was opened with, and follows it when another search is made.
  const query = useSearchParams()[0].get('search') ?? '';

  return (
    <>
      {onSearch && (
        <HeaderSearch
          key={query}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          defaultValue={query}
          onSubmit={onSearch}
        />
      )}
      <HeaderActions>
        <LanguageSelect
          value={language}
          onChange={(next) => void setLanguage(next)}
          label={t('common:language.label')}
        />
        <NotificationsBell
          label={t('common:notifications.title')}
          emptyMessage={t('notifications.none')}
          emptyHint={t('notifications.hint')}
        />
        <UserMenu name={user?.full_name ?? ''} email={user?.email} avatarSrc={user?.avatarUrl}>
          <IconButton aria-label={t('common:logout')} onClick={() => void logout()}>
            <LogoutIcon />
          </IconButton>
        </UserMenu>
      </HeaderActions>
    </>
  );
}
