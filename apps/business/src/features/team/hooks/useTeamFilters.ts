// The member list's filters live in the address (?search=…&role=Agent&status=Active), so reload, back and a
// shared link keep the view; unknown values are ignored.
import { TEAM_MEMBER_STATUSES, TEAM_ROLES, type TeamMemberStatus, type TeamRole } from '@sumaa/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { MemberFilters } from '../lib/filterMembers';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function useTeamFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<MemberFilters>(
    () => ({
      search: params.get('search') ?? '',
      role: oneOf<TeamRole>(TEAM_ROLES, params.get('role')),
      status: oneOf<TeamMemberStatus>(TEAM_MEMBER_STATUSES, params.get('status')),
    }),
    [params],
  );

  const setFilter = useCallback(
    (name: keyof MemberFilters, value: string | null) => {
      // Typing replaces the entry rather than adding one per key to the history.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of ['search', 'role', 'status']) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filters, setFilter, clearFilters };
}
