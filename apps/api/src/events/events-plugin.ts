// app.events: events between domains (README.md here). Delivery is a job kind of app.jobs, so it runs in the
// worker of whichever API process claims it, with the queue's leases, retries and backoff; domain plugins
// subscribe at boot, after this plugin and before the worker starts (onReady).
import fp from 'fastify-plugin';
import { EventBus } from './event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export const eventsPlugin = fp(
  async (app) => {
    const bus = new EventBus({
      database: app.db,
      jobs: app.jobs,
      now: app.now,
      log: app.log.child({ component: 'events' }),
      leaseMs: app.config.jobs.leaseSeconds * 1000,
    });
    app.jobs.register(bus.deliveryJob());
    app.decorate('events', bus);
  },
  { name: 'events', dependencies: ['app-context', 'database', 'jobs'] },
);
