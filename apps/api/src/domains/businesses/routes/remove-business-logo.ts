// DELETE /api/Businesses/{id}/logo: no logo any more, and its file deleted once that is committed. Removing
// a logo that is not there answers the profile all the same.
import { businessRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { removeLogoFileOf } from '../business-logo-files';
import { readBusinessProfile, replaceBusinessLogoUrl } from '../businesses-store';
import { businessScopeOfPath } from './business-of-path';

export const removeBusinessLogoRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, businessRoutes.removeLogo, {
    handler: async (request) => {
      const scope = businessScopeOfPath(request, request.params.id);
      const saved = await app.db.tenantTransaction(scope, async (tx) => {
        const replaced = await replaceBusinessLogoUrl(tx, scope.businessId, '', app.now());
        if (replaced === null) throw notFound();
        return { replaced, profile: (await readBusinessProfile(tx, scope.businessId))! };
      });
      await removeLogoFileOf(app, request, saved.replaced);
      return successEnvelope(saved.profile, request.language, 'logoRemoved');
    },
  });
};
