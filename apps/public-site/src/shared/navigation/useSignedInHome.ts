import { homePathFor, useAuthStore } from '@sumaa/api-client';
import { useTranslation } from 'react-i18next';

export interface SignedInHome {
  to: string;
  label: string;
}

const AREA_KEYS: Record<string, string> = {
  '/admin': 'areas.admin',
  '/welcome': 'areas.welcome',
  '/check-email': 'areas.checkEmail',
  '/customer': 'areas.customer',
};

/**
 * Where a signed-in user's own area is (spec §2: super_admin → /admin, onboarding → /welcome, else
 * /customer), named for a link; null for a visitor. Registration alone does not sign in (spec §4).
 */
export function useSignedInHome(): SignedInHome | null {
  const { t } = useTranslation('public-site');
  const user = useAuthStore((state) => (state.isAuthenticated ? state.user : null));
  if (!user) return null;
  const path = homePathFor(user);
  const to = path === '/check-email' ? `/check-email?email=${encodeURIComponent(user.email)}` : path;
  return { to, label: t(AREA_KEYS[path] ?? 'areas.customer') };
}
