// The business dashboard as its tests render it, through @sumaa/app-kit/testing's renderArea. Test support only.
import type { AreaUnderTest } from '@sumaa/app-kit/testing';
import { BusinessRoutes } from '../app/BusinessRoutes';
import { preloadAllBusinessPages } from '../app/businessPages';
import { businessResources } from '../i18n/resources';

export const businessArea: AreaUnderTest = {
  routes: BusinessRoutes,
  basePath: '/customer',
  texts: { business: businessResources },
  preloadPages: preloadAllBusinessPages,
};
