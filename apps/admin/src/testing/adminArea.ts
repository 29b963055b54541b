// The admin console as its tests render it, through @sumaa/app-kit/testing's renderArea. Test support only.
import type { AreaUnderTest } from '@sumaa/app-kit/testing';
import { AdminRoutes } from '../app/AdminRoutes';
import { adminResources } from '../i18n/resources';

export const adminArea: AreaUnderTest = {
  routes: AdminRoutes,
  basePath: '/admin',
  texts: { admin: adminResources },
};
