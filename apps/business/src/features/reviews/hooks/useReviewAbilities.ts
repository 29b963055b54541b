import { useAuthStore } from '@sumaa/api-client';
import { useMemo } from 'react';
import { abilitiesOf, type ReviewAbilities } from '../lib/reviewAbilities';

/** The signed-in member's abilities in the inbox; they follow the auth store (a role change, a new session). */
export function useReviewAbilities(): ReviewAbilities {
  const user = useAuthStore((state) => state.user);
  return useMemo(() => abilitiesOf(user), [user]);
}
