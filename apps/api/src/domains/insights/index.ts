// The insights domain: the super admin's analytics across every business (growth, plans, reviews, exports).
// It reads what the other domains hold and changes none of it, so it sits at the top of the declared order.
// Its one entry (ADR 0013): the plugin that registers its routes.
import fp from 'fastify-plugin';
import { insightsDomain } from './routes';
import { aiUsageRoute } from './routes/ai-usage';

export const insightsPlugin = fp(
  async (app) => {
    await app.register(insightsDomain);
    await app.register(aiUsageRoute);
  },
  { name: 'insights', dependencies: ['authentication', 'platform', 'billing'] },
);
