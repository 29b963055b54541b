// Every message the API writes follows the request's Accept-Language (ar-SA → Arabic, otherwise English).
import { languageFromHeader, type Language } from '@sumaa/contracts';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export const requestLanguagePlugin = fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', async (request) => {
      request.language = languageFromHeader(request.headers['accept-language']);
    });
  },
  { name: 'request-language' },
);
