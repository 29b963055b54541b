// The public site as its tests render it, through @sumaa/app-kit/testing's renderArea. Test support only.
import type { AreaUnderTest } from '@sumaa/app-kit/testing';
import { PublicSiteRoutes } from '../app/PublicSiteRoutes';
import { publicSiteResources } from '../i18n/resources';

export const publicSiteArea: AreaUnderTest = {
  routes: PublicSiteRoutes,
  basePath: '/',
  texts: { 'public-site': publicSiteResources },
};
