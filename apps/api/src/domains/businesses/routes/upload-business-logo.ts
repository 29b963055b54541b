// POST /api/Businesses/{id}/logo (multipart field `logo`): checked by content and size like a profile image,
// stored before the row changes and removed again if the change fails; the file it replaces is deleted once
// the change is committed. A refused upload (too large, not an image) never reaches the stored logo.
import { businessRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { checkedLogoImage, logoUrlOf, removeLogoFileOf, storeLogoFile } from '../business-logo-files';
import { readBusinessProfile, replaceBusinessLogoUrl } from '../businesses-store';
import { businessScopeOfPath } from './business-of-path';

export const uploadBusinessLogoRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, businessRoutes.uploadLogo, {
    handler: async (request) => {
      const scope = businessScopeOfPath(request, request.params.id);
      const file = await storeLogoFile(app, checkedLogoImage(request.body.logo));
      let saved;
      try {
        saved = await app.db.tenantTransaction(scope, async (tx) => {
          const logoUrl = logoUrlOf(app, request, file);
          const replaced = await replaceBusinessLogoUrl(tx, scope.businessId, logoUrl, app.now());
          if (replaced === null) throw notFound();
          return { replaced, profile: (await readBusinessProfile(tx, scope.businessId))! };
        });
      } catch (error) {
        await app.avatars.remove(file);
        throw error;
      }
      await removeLogoFileOf(app, request, saved.replaced);
      return successEnvelope(saved.profile, request.language, 'logoSaved');
    },
  });
};
