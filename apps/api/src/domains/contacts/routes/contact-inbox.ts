// The super admin's work on a contact message (spec §7, issue 13): status, assignment, replies and notes, and the
// platform users to assign to. Each call runs in the audited platform-admin transaction (migration 020); a public
// reply's e-mail leaves only after that transaction commits, so no mail announces a reply that rolled back.
import { contactRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { platformAdminTransaction } from '../../platform';
import {
  findContactThread,
  findInboxMessage,
  setContactAssignee,
  setContactStatus,
} from '../contact-message-store';
import { contactReplyEmail } from '../contact-reply-email';
import { insertContactReply, listContactReplies, publicReplyMessageIds } from '../contact-reply-store';
import { isContactAssignee, listContactAssignees } from '../contact-rule-store';
import { newMessageId } from '../mail-threading';

const messageNotFound = () => new AppError(404, 'notFound');

/** The spec repeats the path's id in the body; when both are given they must agree. */
function assertSameId(pathId: string, bodyId: string | undefined, field: string): void {
  if (bodyId && bodyId.toLowerCase() !== pathId.toLowerCase()) {
    throw badRequest('validationFailed', { [field]: ['invalidValue'] });
  }
}

export const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, contactRoutes.setStatus, {
    handler: async (request) => {
      const { id } = request.params;
      const { messageId, status } = request.body;
      assertSameId(id, messageId, 'messageId');
      const now = app.now();
      const message = await platformAdminTransaction(
        app,
        request,
        { action: 'contact.status', targetType: 'contact_message', targetId: id },
        async (tx, audit) => {
          const before = await findInboxMessage(tx, id, now, { lock: true });
          if (!before) throw messageNotFound();
          audit.detail = { from: before.status, to: status };
          if (before.status !== status) await setContactStatus(tx, id, status, now);
          return (await findInboxMessage(tx, id, now))!;
        },
      );
      return successEnvelope(message, request.language);
    },
  });

  registerRoute(app, contactRoutes.assign, {
    handler: async (request) => {
      const { messageId, assignedToId } = request.body;
      const now = app.now();
      const message = await platformAdminTransaction(
        app,
        request,
        { action: 'contact.assign', targetType: 'contact_message', targetId: messageId },
        async (tx, audit) => {
          const before = await findInboxMessage(tx, messageId, now, { lock: true });
          if (!before) throw messageNotFound();
          if (assignedToId !== null && !(await isContactAssignee(tx, assignedToId))) {
            throw badRequest('validationFailed', { assignedToId: ['invalidValue'] });
          }
          audit.detail = { from: before.assignedToUserId, to: assignedToId };
          await setContactAssignee(tx, messageId, assignedToId, now);
          return (await findInboxMessage(tx, messageId, now))!;
        },
      );
      return successEnvelope(message, request.language);
    },
  });

  registerRoute(app, contactRoutes.reply, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const { contactMessageId, content, isPublic } = request.body;
      assertSameId(id, contactMessageId, 'contactMessageId');
      const author = request.auth!.user;
      const now = app.now();
      const { saved, mail } = await platformAdminTransaction(
        app,
        request,
        { action: isPublic ? 'contact.reply' : 'contact.note', targetType: 'contact_message', targetId: id },
        async (tx, audit) => {
          const thread = await findContactThread(tx, id);
          if (!thread) throw messageNotFound();
          const mailMessageId = isPublic ? newMessageId('contact-reply', app.config.mailFrom) : null;
          const earlier = isPublic
            ? [
                ...(thread.acknowledgementMessageId ? [thread.acknowledgementMessageId] : []),
                ...(await publicReplyMessageIds(tx, id)),
              ]
            : [];
          const inserted = await insertContactReply(tx, {
            messageId: id,
            authorUserId: author.id,
            authorName: author.full_name,
            content,
            isPublic,
            mailMessageId,
            now,
          });
          audit.detail = { replyId: inserted.id, isPublic, language: thread.language };
          return {
            saved: inserted,
            mail: mailMessageId
              ? contactReplyEmail({
                  to: thread.email,
                  language: thread.language,
                  content,
                  messageId: mailMessageId,
                  earlierMessageIds: earlier,
                })
              : null,
          };
        },
      );
      if (mail) app.mailer.dispatch(mail);
      return reply.status(201).send(successEnvelope(saved, request.language));
    },
  });

  registerRoute(app, contactRoutes.replies, {
    handler: async (request) => {
      const { id } = request.params;
      const items = await platformAdminTransaction(
        app,
        request,
        { action: 'contact.replies', targetType: 'contact_message', targetId: id },
        async (tx) => {
          if (!(await findContactThread(tx, id))) throw messageNotFound();
          return listContactReplies(tx, id);
        },
      );
      return successEnvelope({ items }, request.language);
    },
  });

  registerRoute(app, contactRoutes.assignees, {
    handler: async (request) => {
      const items = await platformAdminTransaction(
        app,
        request,
        { action: 'contact.assignees', targetType: 'user' },
        (tx) => listContactAssignees(tx),
      );
      return successEnvelope({ items }, request.language);
    },
  });
};
