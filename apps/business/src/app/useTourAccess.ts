// What the dashboard tour may show this user, by the same rules as the sidebar and the review buttons: a step
// only on a page they may open, the reply step only with ReplyReviews (a viewer never holds it).
import type { SessionUser } from '@sumaa/api-client';
import { GRANTABLE_PERMISSIONS, hasPermission, normalizeRole } from '@sumaa/contracts';
import { useMemo } from 'react';
import { canOpenBusinessPage } from '../features/access/businessPageAccess';
import type { TourAccess } from '../features/tour/lib/tourSteps';

export function useTourAccess(user: SessionUser | null): TourAccess {
  return useMemo(() => {
    const role = normalizeRole(user?.role);
    const grantable: readonly string[] = GRANTABLE_PERMISSIONS[role];
    const permissions = (user?.permissions ?? []).filter((permission) => grantable.includes(permission));
    return {
      canOpen: (page) => canOpenBusinessPage(page, user),
      canReply: canOpenBusinessPage('reviews', user) && hasPermission(role, permissions, 'ReplyReviews'),
    };
  }, [user]);
}
