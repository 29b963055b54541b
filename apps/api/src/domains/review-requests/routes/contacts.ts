// GET and POST /api/review-requests/contacts and DELETE /api/review-requests/contacts/{id}: the business's own
// contacts, listed, added one at a time (a phone or e-mail another contact has is refused with the field
// named) and deleted.
import { reviewRequestRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, conflict, type FieldErrorCodes } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import {
  deleteContact,
  findTakenFields,
  insertContact,
  listContacts,
  locationExists,
} from '../review-requests-store';
import { toContact } from './contact-views';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reviewRequestRoutes.contacts, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const { page, pageSize, search } = request.query;
      const { items, total } = await app.db.tenantTransaction(scope, (tx) =>
        listContacts(tx, scope.businessId, { page, pageSize, search }),
      );
      return successEnvelope({ items: items.map(toContact), total, page, pageSize }, request.language);
    },
  });

  registerRoute(app, reviewRequestRoutes.createContact, {
    handler: async (request, reply) => {
      const scope = businessScopeOf(request);
      const fields = request.body;
      const contact = await app.db.tenantTransaction(scope, async (tx) => {
        if (fields.locationId && !(await locationExists(tx, scope.businessId, fields.locationId))) {
          throw badRequest('validationFailed', { locationId: ['reviewRequestLocationNotFound'] });
        }
        const row = await insertContact(
          tx,
          scope.businessId,
          { ...fields, consentSource: 'manual' },
          app.now(),
        );
        if (row) return row;
        const taken = await findTakenFields(tx, scope.businessId, fields);
        const errors: FieldErrorCodes = {};
        if (taken.phone) errors.phone = ['reviewRequestPhoneTaken'];
        if (taken.email) errors.email = ['reviewRequestEmailTaken'];
        throw conflict(taken.phone ? 'reviewRequestPhoneTaken' : 'reviewRequestEmailTaken', errors);
      });
      return reply
        .status(201)
        .send(successEnvelope(toContact(contact), request.language, 'reviewRequestContactAdded'));
    },
  });

  registerRoute(app, reviewRequestRoutes.deleteContact, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const removed = await app.db.tenantTransaction(scope, (tx) =>
        deleteContact(tx, scope.businessId, request.params.id),
      );
      if (!removed) throw new AppError(404, 'reviewRequestContactNotFound');
      return successEnvelope(null, request.language, 'reviewRequestContactDeleted');
    },
  });
};
