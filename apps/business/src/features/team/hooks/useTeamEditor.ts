// The signed-in person as the team page's rules read them (who they are, their role and permissions).
import { useAuthStore } from '@sumaa/api-client';
import { useMemo } from 'react';
import type { TeamEditor } from '../lib/teamRoles';

export function useTeamEditor(): TeamEditor & { businessId: string | null } {
  const user = useAuthStore((state) => state.user);
  return useMemo(
    () => ({
      userId: user?.id ?? null,
      role: user?.role,
      permissions: user?.permissions,
      businessId: user?.business_id ?? null,
    }),
    [user],
  );
}
