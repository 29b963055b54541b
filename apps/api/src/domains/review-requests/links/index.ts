// Review requests' links (issue 23): the locations' public links with their QR codes and counter cards, and the
// landing page every link opens. The domain's index.ts registers reviewRequestLinksRoutes; its messages build a
// request's link with requestLinkUrl.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { landingRoutes } from '../landing/landing-route';
import { linksRoutes } from './links-routes';

export { requestLinkUrl } from './link-urls';

export const reviewRequestLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(linksRoutes);
  await app.register(landingRoutes);
};
