import type { TeamMember } from '@sumaa/contracts';
import { DataTable, type DataTableColumn, DropdownMenu, type DropdownMenuItem } from '@sumaa/ui';
import styled from 'styled-components';
import { useTeamFormat } from '../hooks/useTeamFormat';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { type TeamEditor, whyLocked } from '../lib/teamRoles';
import { statsOf } from '../lib/teamSummary';
import { MemberIdentity } from './MemberIdentity';
import { MoreIcon } from './MoreIcon';
import { PermissionList } from './PermissionList';
import { RoleBadge } from './RoleBadge';
import { StatusBadge } from './StatusBadge';

export type MemberAction = 'details' | 'edit' | 'tasks' | 'deactivate';

export interface TeamMembersTableProps {
  members: readonly TeamMember[];
  editor: TeamEditor;
  onAction(action: MemberAction, member: TeamMember): void;
}

type ColumnId = 'member' | 'role' | 'status' | 'permissions' | 'joined' | 'lastSeen' | 'activity';

/** The members as a table (cards under 768 px), each with a menu of what the signed-in person may do. */
export function TeamMembersTable({ members, editor, onAction }: TeamMembersTableProps) {
  const { t } = useTeamTexts();
  const format = useTeamFormat();

  const columns: DataTableColumn<TeamMember, ColumnId>[] = [
    {
      id: 'member',
      header: t('table.member'),
      // Wide enough for a name and an e-mail on one line each: the other columns are short.
      width: '17rem',
      cell: (member) => (
        <MemberIdentity member={member} isYou={editor.userId !== null && member.userId === editor.userId} />
      ),
    },
    { id: 'role', header: t('table.role'), cell: (member) => <RoleBadge role={member.role} /> },
    { id: 'status', header: t('table.status'), cell: (member) => <StatusBadge status={member.status} /> },
    {
      id: 'permissions',
      header: t('table.permissions'),
      width: '12rem',
      cell: (member) => <PermissionList member={member} />,
    },
    { id: 'joined', header: t('table.joined'), cell: (member) => format.date(member.joinDate) },
    { id: 'lastSeen', header: t('table.lastSeen'), cell: (member) => format.lastSeen(member.lastSeenAt) },
    {
      id: 'activity',
      header: t('table.activity'),
      cell: (member) => {
        const stats = statsOf(member);
        return (
          <StyledActivity>
            <span>{t('table.replies', { count: stats.totalReplies })}</span>
            <span>
              {t('table.avgResponse', {
                time: stats.totalReplies > 0 ? format.duration(stats.avgResponseTime) : t('noValue'),
              })}
            </span>
          </StyledActivity>
        );
      },
    },
  ];

  const itemsFor = (member: TeamMember): DropdownMenuItem[] => {
    const locked = whyLocked(member, editor) !== null;
    const items: DropdownMenuItem[] = [
      { id: 'details', label: t('menu.details'), onSelect: () => onAction('details', member) },
    ];
    if (!locked) items.push({ id: 'edit', label: t('menu.edit'), onSelect: () => onAction('edit', member) });
    items.push({ id: 'tasks', label: t('menu.tasks'), onSelect: () => onAction('tasks', member) });
    if (!locked && member.status === 'Active') {
      items.push({
        id: 'deactivate',
        label: t('menu.deactivate'),
        tone: 'danger',
        onSelect: () => onAction('deactivate', member),
      });
    }
    return items;
  };

  return (
    <DataTable
      caption={t('table.caption')}
      captionVisuallyHidden
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
      rowActionsLabel={t('table.actions')}
      rowActions={(member) => (
        <DropdownMenu
          label={t('table.actionsFor', { name: member.name })}
          icon={<MoreIcon />}
          items={itemsFor(member)}
        />
      )}
    />
  );
}

const StyledActivity = styled.span`
  display: inline-flex;
  flex-direction: column;
  white-space: nowrap;
`;
