import { useAuthStore } from '@sumaa/api-client';
import { useLanguage } from '@sumaa/i18n';
import { HeaderActions, HeaderSearch, LanguageSelect, NotificationsBell, UserMenu } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export interface AdminHeaderProps {
  /** Runs a search from the header; without it the search box is left out. */
  onSearch?: (query: string) => void;
}

/** The console's header: search, language, notifications, and the admin's name as "platform admin". */
export function AdminHeader({ onSearch }: AdminHeaderProps) {
  const { t } = useTranslation('admin');
  const { language, setLanguage } = useLanguage();
  const user = useAuthStore((state) => state.user);
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
        <UserMenu
          name={user?.full_name ?? ''}
          subtitle={t('common:platformAdmin')}
          avatarSrc={user?.avatarUrl}
        />
      </HeaderActions>
    </>
  );
}
