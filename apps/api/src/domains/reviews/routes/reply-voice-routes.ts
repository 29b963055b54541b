// The business's voice for AI drafts (issue 24): read and replaced whole by whoever edits its smart replies
// (Settings, checked by the route's declared access). Each business sees and changes only its own. The issue's
// paths, /api/Businesses/{id}/reply-voice, are the same calls; the id must be the business the request acts for,
// any other is 404 whether it exists or not (as PUT /api/Businesses/{id}).
import { replyVoiceRoutes } from '@sumaa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { readReplyVoice, writeReplyVoice } from '../smart-replies/reply-voice-store';

function scopeNamed(request: FastifyRequest, pathBusinessId: string) {
  const scope = businessScopeOf(request);
  if (pathBusinessId.toLowerCase() !== scope.businessId) throw notFound();
  return scope;
}

export const replyVoiceRouteHandlers: FastifyPluginAsyncZod = async (app) => {
  const read = async (request: FastifyRequest, scope: { businessId: string; userId: string }) => {
    const voice = await app.db.tenantTransaction(scope, (tx) => readReplyVoice(tx, scope.businessId));
    return successEnvelope(voice, request.language);
  };
  const write = async (
    request: FastifyRequest,
    scope: { businessId: string; userId: string },
    body: Parameters<typeof writeReplyVoice>[2],
  ) => {
    const voice = await app.db.tenantTransaction(scope, (tx) =>
      writeReplyVoice(tx, scope.businessId, body, scope.userId, app.now()),
    );
    return successEnvelope(voice, request.language, 'replyVoiceSaved');
  };

  registerRoute(app, replyVoiceRoutes.voice, {
    handler: (request) => read(request, businessScopeOf(request)),
  });
  registerRoute(app, replyVoiceRoutes.updateVoice, {
    handler: (request) => write(request, businessScopeOf(request), request.body),
  });
  registerRoute(app, replyVoiceRoutes.businessVoice, {
    handler: (request) => read(request, scopeNamed(request, request.params.id)),
  });
  registerRoute(app, replyVoiceRoutes.updateBusinessVoice, {
    handler: (request) => write(request, scopeNamed(request, request.params.id), request.body),
  });
};
