// Standard security headers (helmet). The API serves JSON, the docs page and avatars; nothing it serves
// needs to be framed or sniffed.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      // The shell (another origin) shows avatars in <img>; they opt in with their own header.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'security-headers' },
);
