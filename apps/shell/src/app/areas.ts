import type { RemoteKey } from '../config/runtimeConfig';

/** Where the shell mounts each guarded area (spec §2); every other path belongs to the public site at `/`. */
export const AREA_PATHS = {
  admin: '/admin',
  business: '/customer',
  onboarding: '/welcome',
} as const satisfies Partial<Record<RemoteKey, string>>;

/** The remote that draws `pathname` (routes match without regard to case, as react-router's do). */
export function remoteForPath(pathname: string): RemoteKey {
  const firstSegment = `/${pathname.split('/')[1] ?? ''}`.toLowerCase();
  const area = Object.entries(AREA_PATHS).find(([, path]) => path === firstSegment);
  return area ? (area[0] as RemoteKey) : 'publicSite';
}

/** Where a guarded area is mounted; undefined for the public site, whose pages start their own data. */
export function areaPathOf(remote: RemoteKey): string | undefined {
  return (AREA_PATHS as Partial<Record<RemoteKey, string>>)[remote];
}
