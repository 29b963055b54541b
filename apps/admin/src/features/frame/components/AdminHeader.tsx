import { useAuthStore } from '@sumaa/api-client';
import { useLanguage } from '@sumaa/i18n';
import { HeaderSearch, LanguageSelect, NotificationsBell, UserMenu } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

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
      <StyledActions>
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
      </StyledActions>
    </>
  );
}

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  /* Keeps the group at the row's end, with or without the search box before it. */
  margin-inline-start: auto;
  min-inline-size: 0;

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;
