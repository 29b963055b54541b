// The plans domain: the plans offered and their prices.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { plansDomain } from './routes';

export { formatNoticeDate } from './plan-price-notice-email';

export const plansPlugin = fp(
  async (app) => {
    await app.register(plansDomain);
  },
  { name: 'plans', dependencies: ['jobs', 'mail', 'authentication', 'platform'] },
);
