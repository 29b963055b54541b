// GET /api/admin/ai-usage (issue 24): where the AI calls go and how many were made, in the platform admin's audited
// transaction (migration 052 lets it read the log of every business). The endpoint and its region are the platform
// settings' own (aiEndpointStatus); the figures are the log's.
import { insightRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { aiEndpointStatus, platformAdminTransaction, readAiEndpointDeclaration } from '../../platform';
import { aiUsageWindow, readAiUsage } from '../ai-usage-store';

export const aiUsageRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, insightRoutes.aiUsage, {
    handler: async (request) => {
      const { days } = request.query;
      const window = aiUsageWindow(app.now(), days);
      const { figures, declaration } = await platformAdminTransaction(
        app,
        request,
        { action: 'platform.ai_usage', targetType: 'platform', detail: { days } },
        async (tx) => ({
          figures: await readAiUsage(tx, window),
          declaration: await readAiEndpointDeclaration(tx),
        }),
      );
      const status = aiEndpointStatus(app, declaration);
      return successEnvelope(
        {
          days,
          from: window.from.toISOString(),
          to: window.to.toISOString(),
          endpoint: {
            host: status.endpointHost,
            model: status.model,
            region: status.endpointRegion,
            provider: status.provider,
            transfersAbroadAllowed: status.transfersAbroadAllowed,
            callsAllowed: status.callsAllowed,
          },
          ...figures,
        },
        request.language,
      );
    },
  });
};
