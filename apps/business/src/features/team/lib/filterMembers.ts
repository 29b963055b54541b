// The member list's filters (search, role, status), applied in the browser: a business's team is small and
// the server returns it whole.
import type { TeamMember, TeamMemberStatus, TeamRole } from '@sumaa/contracts';

export interface MemberFilters {
  search: string;
  role: TeamRole | null;
  status: TeamMemberStatus | null;
}

/** Case- and accent-insensitive, so "sara" finds "Sára" and Arabic with or without diacritics matches. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase()
    .trim();
}

export function filterMembers(members: readonly TeamMember[], filters: MemberFilters): TeamMember[] {
  const words = fold(filters.search).split(/\s+/).filter(Boolean);
  return members.filter((member) => {
    if (filters.role && member.role !== filters.role) return false;
    if (filters.status && member.status !== filters.status) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${member.name} ${member.email ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

export const hasActiveFilters = (filters: MemberFilters) =>
  filters.search.trim() !== '' || filters.role !== null || filters.status !== null;
