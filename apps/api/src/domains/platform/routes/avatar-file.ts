// GET /api/files/avatars/:file: profile images, public (an <img> cannot send a bearer token) but under
// unguessable names. The content type is the one sniffed from the bytes; browsers may not guess another.
import { platformRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/app-error';
import { IMAGE_CONTENT_TYPES } from '../../../lib/image-type';
import { registerRoute } from '../../../http/register-route';

export const avatarFileRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, platformRoutes.avatarFile, {
    handler: async (request, reply) => {
      const stored = await app.avatars.read(request.params.file);
      if (!stored) throw notFound();
      return (
        reply
          .header('content-type', IMAGE_CONTENT_TYPES[stored.type])
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          // The shell and remotes live on other origins; file names are immutable.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(stored.bytes)
      );
    },
  });
};
