// The OpenAPI document, generated from the routes' zod schemas, and Swagger UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { OPENAPI_DOCS_PATH } from '@sumaa/contracts';

export { OPENAPI_DOCS_PATH };

export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Sumaa API',
          description:
            'Sumaa / سمعة: review and reputation management. Every reply is `{ success, message, errors, model }`; ' +
            'messages follow Accept-Language (ar-SA or en-US). Authenticated calls send `Authorization: Bearer <token>` ' +
            "and may send `X-Business-Id` to pick one of the caller's businesses.",
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        tags: [
          { name: 'Auth', description: 'Registration, sign-in, tokens, e-mail verification, password reset' },
          { name: 'Businesses', description: 'The current business (tenant)' },
          { name: 'Files', description: 'Uploaded images' },
          {
            name: 'Google',
            description:
              'Google Business Profile: connection, locations and linking, review sync, onboarding steps',
          },
          {
            name: 'Reviews',
            description:
              'The review inbox: search and filters, replies published to Google, approval, assignment, smart replies',
          },
          { name: 'Notifications', description: 'The signed-in member’s notifications (the header’s bell)' },
          { name: 'Reports', description: 'The business’s review numbers over a period' },
          {
            name: 'Public site',
            description: 'Plans, contact messages and launch reminders of the public site',
          },
          { name: 'Team', description: 'Members, invitations and joining a business' },
          { name: 'Development', description: 'Local stand-ins, mounted only without their real service' },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: OPENAPI_DOCS_PATH, staticCSP: true });
  },
  { name: 'openapi' },
);
