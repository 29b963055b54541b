import { TEAM_MEMBER_STATUSES, TEAM_ROLES } from '@sumaa/contracts';
import { SearchIcon, Select, TextField } from '@sumaa/ui';
import styled from 'styled-components';
import { useTeamTexts } from '../hooks/useTeamTexts';
import type { MemberFilters } from '../lib/filterMembers';

export interface TeamFiltersProps {
  filters: MemberFilters;
  onChange(name: keyof MemberFilters, value: string | null): void;
}

/** Search by name or e-mail, role and status filters over the member list. */
export function TeamFilters({ filters, onChange }: TeamFiltersProps) {
  const { t } = useTeamTexts();
  return (
    <StyledFilters role="search">
      <StyledSearch
        label={t('filters.search')}
        type="search"
        value={filters.search}
        placeholder={t('filters.searchPlaceholder')}
        startAdornment={<SearchIcon />}
        onChange={(event) => onChange('search', event.target.value)}
      />
      <Select
        label={t('filters.role')}
        value={filters.role ?? ''}
        options={[
          { value: '', label: t('filters.allRoles') },
          ...TEAM_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
        ]}
        onChange={(event) => onChange('role', event.target.value || null)}
      />
      <Select
        label={t('filters.status')}
        value={filters.status ?? ''}
        options={[
          { value: '', label: t('filters.allStatuses') },
          ...TEAM_MEMBER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        ]}
        onChange={(event) => onChange('status', event.target.value || null)}
      />
    </StyledFilters>
  );
}

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const StyledSearch = styled(TextField)`
  min-inline-size: 0;
`;
