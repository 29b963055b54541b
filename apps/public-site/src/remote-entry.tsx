// What the public-site remote exposes to the shell as `./Routes`. Default export because module federation and
// React.lazy expect one.
import { createRemoteEntryByLanguage } from '@sumaa/app-kit';
import { PublicSiteRoutes } from './app/PublicSiteRoutes';

export default createRemoteEntryByLanguage({
  namespace: 'public-site',
  // The site's texts in the visitor's language only, in one chunk with the landing page's (same chunk name).
  texts: {
    ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/resources.ar').then((module) => module.ar),
    en: () => import(/* webpackChunkName: "texts-en" */ './i18n/resources.en').then((module) => module.en),
  },
  routes: PublicSiteRoutes,
});

/** This build's id; prerendered HTML names the build it was made from, and the shell hydrates only a match. */
export const buildId = process.env.SUMAA_BUILD_ID ?? 'dev';
