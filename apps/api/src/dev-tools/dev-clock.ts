// A movable app clock for the end-to-end run (SUMAA_DEV_CLOCK=on, never in production): a spec moves the API's
// "now" forward (a trial's end, a renewal) and runs the billing jobs at once instead of waiting for their hourly
// schedule. Loopback clients only, like GET /dev/outbox. Not a route contract: it is a test probe, not the API.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../http/app-error';
import { isLoopbackClient } from '../domains/platform';
import { runRenewalInvoicing } from '../domains/billing';
import { runSubscriptionLifecycle } from '../domains/billing';

const DAY_MS = 24 * 60 * 60 * 1000;

export class DevClock {
  private offsetMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  /** Moves the clock to `days` after the real time (0 puts it back). */
  setOffsetDays(days: number): void {
    this.offsetMs = days * DAY_MS;
  }

  get offsetDays(): number {
    return this.offsetMs / DAY_MS;
  }
}

const clockBodySchema = z.object({ offsetDays: z.number().finite().min(0).max(3650) });

export function devClockRoutes(clock: DevClock): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isLoopbackClient(request)) throw forbidden('forbidden');
    });
    const describe = () => ({ now: clock.now().toISOString(), offsetDays: clock.offsetDays });

    app.get('/dev/clock', async () => describe());

    app.put('/dev/clock', async (request, reply) => {
      const body = clockBodySchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ error: 'offsetDays must be a number from 0 to 3650' });
      clock.setOffsetDays(body.data.offsetDays);
      return describe();
    });

    // The billing jobs' one pass at the moved clock, as their hourly schedule would run it.
    app.post('/dev/jobs/billing', async () => ({
      lifecycle: await runSubscriptionLifecycle(app),
      renewalInvoices: await runRenewalInvoicing(app),
    }));
  };
}
