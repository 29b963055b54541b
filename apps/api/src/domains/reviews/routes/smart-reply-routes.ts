// Smart replies (decisions #13, #23): the business's reply templates (anyone who replies reads them, Settings
// edits them; the defaults arrive the first time they are read), a review's templates filled in, and the AI
// draft. Another business's ids, and malformed ones, are 404 like unknown ones.
import { isId, reviewRoutes, TEMPLATES_PER_BUSINESS_MAX } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { draftReplyWithAi, readSmartReplies } from '../smart-replies/smart-replies';
import {
  deleteReplyTemplate,
  insertReplyTemplate,
  listReplyTemplates,
  seedDefaultTemplatesOnce,
  updateReplyTemplate,
} from '../smart-replies/smart-replies-store';

export const smartReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reviewRoutes.templates, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const templates = await app.db.tenantTransaction(scope, async (tx) => {
        await seedDefaultTemplatesOnce(tx, scope.businessId, app.now());
        return listReplyTemplates(tx, scope.businessId);
      });
      return successEnvelope(templates, request.language);
    },
  });

  registerRoute(app, reviewRoutes.createTemplate, {
    handler: async (request, reply) => {
      const scope = businessScopeOf(request);
      const created = await app.db.tenantTransaction(scope, (tx) =>
        insertReplyTemplate(tx, scope.businessId, request.body, {
          max: TEMPLATES_PER_BUSINESS_MAX,
          now: app.now(),
        }),
      );
      if (created === 'limitReached') {
        throw new AppError(409, 'templatesLimitReached', null, { max: TEMPLATES_PER_BUSINESS_MAX });
      }
      return reply.status(201).send(successEnvelope(created, request.language, 'templateCreated'));
    },
  });

  registerRoute(app, reviewRoutes.updateTemplate, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const { id } = request.params;
      if (!isId(id)) throw notFound();
      const updated = await app.db.tenantTransaction(scope, (tx) =>
        updateReplyTemplate(tx, scope.businessId, id, request.body, app.now()),
      );
      if (!updated) throw notFound();
      return successEnvelope(updated, request.language, 'templateUpdated');
    },
  });

  registerRoute(app, reviewRoutes.deleteTemplate, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const { id } = request.params;
      if (!isId(id)) throw notFound();
      const deleted = await app.db.tenantTransaction(scope, (tx) =>
        deleteReplyTemplate(tx, scope.businessId, id),
      );
      if (!deleted) throw notFound();
      return successEnvelope(null, request.language, 'templateDeleted');
    },
  });

  registerRoute(app, reviewRoutes.smartReplies, {
    handler: async (request) => {
      const smartReplies = await readSmartReplies(app, businessScopeOf(request), request.params.id);
      return successEnvelope(smartReplies, request.language);
    },
  });

  registerRoute(app, reviewRoutes.aiDraft, {
    handler: async (request) => {
      const draft = await draftReplyWithAi(app, businessScopeOf(request), request.params.id, request.log);
      return successEnvelope(draft, request.language);
    },
  });
};
