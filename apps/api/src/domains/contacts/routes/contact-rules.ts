// The auto-assign rules (issue 13: kept on the server, not in the browser as the spec had it): list, add, edit and
// delete, each in the audited platform-admin transaction. A rule names an active super admin; POST /api/contacts
// tries the rules in order when a message arrives.
import { contactRoutes, type ContactRuleFields } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../../db/database';
import { AppError, badRequest } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { platformAdminTransaction } from '../../platform';
import {
  deleteContactRule,
  findContactRule,
  insertContactRule,
  isContactAssignee,
  listContactRules,
  updateContactRule,
} from '../contact-rule-store';
import { wellFormedDetail } from '../well-formed-text';

const ruleNotFound = () => new AppError(404, 'notFound');

async function assertAssignee(tx: SqlExecutor, userId: string): Promise<void> {
  if (!(await isContactAssignee(tx, userId))) {
    throw badRequest('validationFailed', { assignToUserId: ['invalidValue'] });
  }
}

const ruleDetail = (fields: ContactRuleFields) =>
  wellFormedDetail({ name: fields.name, match: fields.match, assignToUserId: fields.assignToUserId });

export const contactRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, contactRoutes.rules, {
    handler: async (request) => {
      const items = await platformAdminTransaction(
        app,
        request,
        { action: 'contact_rules.list', targetType: 'contact_rule' },
        (tx) => listContactRules(tx),
      );
      return successEnvelope({ items }, request.language);
    },
  });

  registerRoute(app, contactRoutes.createRule, {
    handler: async (request, reply) => {
      const rule = await platformAdminTransaction(
        app,
        request,
        { action: 'contact_rule.create', targetType: 'contact_rule', detail: ruleDetail(request.body) },
        async (tx, audit) => {
          await assertAssignee(tx, request.body.assignToUserId);
          const id = await insertContactRule(tx, request.body, app.now());
          audit.targetId = id;
          return (await findContactRule(tx, id))!;
        },
      );
      return reply.status(201).send(successEnvelope(rule, request.language));
    },
  });

  registerRoute(app, contactRoutes.updateRule, {
    handler: async (request) => {
      const { id } = request.params;
      const rule = await platformAdminTransaction(
        app,
        request,
        {
          action: 'contact_rule.update',
          targetType: 'contact_rule',
          targetId: id,
          detail: ruleDetail(request.body),
        },
        async (tx) => {
          if (!(await findContactRule(tx, id))) throw ruleNotFound();
          await assertAssignee(tx, request.body.assignToUserId);
          await updateContactRule(tx, id, request.body, app.now());
          return (await findContactRule(tx, id))!;
        },
      );
      return successEnvelope(rule, request.language);
    },
  });

  registerRoute(app, contactRoutes.deleteRule, {
    handler: async (request) => {
      const { id } = request.params;
      await platformAdminTransaction(
        app,
        request,
        { action: 'contact_rule.delete', targetType: 'contact_rule', targetId: id },
        async (tx) => {
          if (!(await deleteContactRule(tx, id))) throw ruleNotFound();
        },
      );
      return successEnvelope({ id }, request.language);
    },
  });
};
