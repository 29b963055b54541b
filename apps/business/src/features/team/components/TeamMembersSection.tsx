import type { TeamMember } from '@sumaa/contracts';
import { Button, EmptyState, Heading, Inline, Stack, Text, UsersIcon } from '@sumaa/ui';
import { useId } from 'react';
import { useTeamFilters } from '../hooks/useTeamFilters';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { filterMembers, hasActiveFilters } from '../lib/filterMembers';
import type { TeamEditor } from '../lib/teamRoles';
import { TeamFilters } from './TeamFilters';
import { type MemberAction, TeamMembersTable } from './TeamMembersTable';

export interface TeamMembersSectionProps {
  members: readonly TeamMember[];
  editor: TeamEditor;
  onAction(action: MemberAction, member: TeamMember): void;
  onInvite(): void;
}

/** The member list with its filters and its two empty states (no members yet; none match the filters). */
export function TeamMembersSection({ members, editor, onAction, onInvite }: TeamMembersSectionProps) {
  const { t } = useTeamTexts();
  const titleId = useId();
  const { filters, setFilter, clearFilters } = useTeamFilters();
  const shown = filterMembers(members, filters);
  const filtered = hasActiveFilters(filters);

  return (
    <Stack as="section" gap={4} aria-labelledby={titleId} data-tour-anchor="team">
      <Heading level={4} as="h2" id={titleId}>
        {t('table.caption')}
      </Heading>
      {members.length === 0 ? (
        <EmptyState
          icon={<UsersIcon size="1.75rem" />}
          titleAs="h3"
          title={t('table.noMembersTitle')}
          message={t('table.noMembersMessage')}
        >
          <Button onClick={onInvite}>{t('inviteMember')}</Button>
        </EmptyState>
      ) : (
        <>
          <TeamFilters filters={filters} onChange={setFilter} />
          {filtered && (
            <Inline justify="space-between">
              <Text tone="secondary" size="sm" role="status">
                {t('filters.shown', { shown: shown.length, total: members.length })}
              </Text>
              <Button size="sm" variant="ghost" onClick={clearFilters}>
                {t('filters.clear')}
              </Button>
            </Inline>
          )}
          {shown.length === 0 ? (
            <EmptyState titleAs="h3" title={t('table.noMatchTitle')} message={t('table.noMatchMessage')}>
              <Button variant="secondary" onClick={clearFilters}>
                {t('filters.clear')}
              </Button>
            </EmptyState>
          ) : (
            <TeamMembersTable members={shown} editor={editor} onAction={onAction} />
          )}
        </>
      )}
    </Stack>
  );
}
