import { useAuthStore } from '@sumaa/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Logs out and goes to the login page. The store clears the session before it tells the server, so we
 * navigate right away instead of waiting for that best-effort call (a slow server must not keep the user here).
 */
export function useLogout(): () => Promise<void> {
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  return useCallback(async () => {
    const serverLogout = logout();
    await navigate('/login', { replace: true });
    await serverLogout;
  }, [logout, navigate]);
}
