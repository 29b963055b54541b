// The shell and each remote run on their own origins (4200–4204 locally) and call the API directly.
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export const corsPlugin = fp<{ origins: string[] }>(
  async (app, options) => {
    await app.register(cors, {
      origin: options.origins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Business-Id'],
      // Content-Disposition: a download's file name (the CSV exports), read by @sumaa/api-client's downloadRoute.
      exposedHeaders: [
        'Retry-After',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'Content-Disposition',
      ],
      // Tokens travel in the Authorization header, never in cookies.
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
