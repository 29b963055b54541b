// multipart/form-data (RegisterCompany, later invitation photos): fields and files land in request.body
// as strings and Buffers, so route schemas validate them like JSON. One file of at most 5 MB per request.
import multipart from '@fastify/multipart';
import { PROFILE_IMAGE_MAX_BYTES } from '@sumaa/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    multipartBodyRead: boolean;
  }
}

/**
 * A multipart body that breaks off or lies about its boundary fails inside the parser with a plain
 * Error (no status). Such a failure is the sender's fault (400), while one after the body was read is ours.
 */
export function isMultipartParseFailure(request: FastifyRequest): boolean {
  return request.isMultipart() && !request.multipartBodyRead;
}

export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: {
        fileSize: PROFILE_IMAGE_MAX_BYTES,
        files: 1,
        fields: 30,
        // Longer than any real field; an oversized value is cut here and then fails its max-length rule.
        fieldSize: 16 * 1024,
        parts: 40,
        headerPairs: 100,
      },
    });
    // Runs after the plugin's own preValidation hook, i.e. once the whole body has been read.
    app.decorateRequest('multipartBodyRead', false);
    app.addHook('preValidation', async (request) => {
      request.multipartBodyRead = true;
    });
  },
  { name: 'multipart' },
);
