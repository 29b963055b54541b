// The configuration and the clock every other plugin and route reads (the configuration's warnings are logged
// here, once at start). The clock is injectable so tests can let 15 minutes pass without waiting for them.
import fp from 'fastify-plugin';
import { configWarnings, type AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    now: () => Date;
  }
}

export const appContextPlugin = fp<{ config: AppConfig; now: () => Date }>(
  async (app, options) => {
    app.decorate('config', options.config);
    app.decorate('now', options.now);
    for (const warning of configWarnings(options.config)) app.log.warn(warning);
  },
  { name: 'app-context' },
);
