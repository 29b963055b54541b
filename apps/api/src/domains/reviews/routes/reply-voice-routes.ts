// The business's voice for AI drafts (issue 24): read and replaced whole by whoever edits its smart replies
// (Settings, checked by the route's declared access). Each business sees and changes only its own.
import { replyVoiceRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { readReplyVoice, writeReplyVoice } from '../smart-replies/reply-voice-store';

export const replyVoiceRouteHandlers: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, replyVoiceRoutes.voice, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const voice = await app.db.tenantTransaction(scope, (tx) => readReplyVoice(tx, scope.businessId));
      return successEnvelope(voice, request.language);
    },
  });

  registerRoute(app, replyVoiceRoutes.updateVoice, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const voice = await app.db.tenantTransaction(scope, (tx) =>
        writeReplyVoice(tx, scope.businessId, request.body, scope.userId, app.now()),
      );
      return successEnvelope(voice, request.language, 'replyVoiceSaved');
    },
  });
};
