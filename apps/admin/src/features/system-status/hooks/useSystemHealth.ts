import { authApi } from '@sumaa/api-client';
import { useEffect, useState } from 'react';

export type SystemHealth = 'checking' | 'ok' | 'down';

/** How often the console asks the API whether it is healthy. */
export const HEALTH_CHECK_INTERVAL_MS = 60_000;

/**
 * The API's health as the console sees it: asked on mount and then every minute, so the sidebar badge tells
 * the truth about the service rather than a fixed "all good".
 */
export function useSystemHealth(intervalMs: number = HEALTH_CHECK_INTERVAL_MS): SystemHealth {
  const [health, setHealth] = useState<SystemHealth>('checking');

  useEffect(() => {
    let active = true;
    const check = async () => {
      let healthy = false;
      try {
        healthy = await authApi.health();
      } catch (error) {
        // Only a setup error (no API base URL) gets here; for the admin it means the same: no service.
        console.error('[admin] the health check could not run', error);
      }
      if (active) setHealth(healthy ? 'ok' : 'down');
    };
    void check();
    const timer = setInterval(() => void check(), intervalMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [intervalMs]);

  return health;
}
