// The coming-soon page's promise (issue 21): once LAUNCH_AT has passed, every address left there gets the launch
// e-mail once. Each API process looks every minute; a look claims batches in the database (a lease, SKIP LOCKED)
// so several processes never mail one address, sends each, and records it as sent. A failed send keeps its lease
// for a while and is then tried again by whichever process looks (at most LAUNCH_REMINDER_MAX_ATTEMPTS times).
// Only a process that dies between a send and its record sends that one mail again, after the lease.
import { randomUUID } from 'node:crypto';
import { routePath, platformRoutes } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { PeriodicSchedule } from '../../../jobs/periodic-schedule';
import { launchReminderEmail } from './launch-reminder-email';
import {
  claimLaunchReminders,
  markLaunchReminderFailed,
  markLaunchReminderSent,
} from './launch-reminder-store';

const LOOK_EVERY_MS = 60_000;
const BATCH = 50;
/** How long a claim lasts: a batch of mails is sent well within it. */
const LEASE_MS = 5 * 60_000;
/** A failed send waits this long before it is tried again. */
const RETRY_AFTER_MS = 10 * 60_000;

/** The launch e-mail's unsubscribe link (the API's address: PUBLIC_API_URL, as for the other e-mails). */
export function launchUnsubscribeUrl(app: FastifyInstance, token: string): string {
  const base = app.config.publicApiUrl ?? `http://localhost:${app.config.port}`;
  return `${base}${routePath(platformRoutes.launchUnsubscribe)}?token=${encodeURIComponent(token)}`;
}

/** Sends the launch e-mails that are due; returns how many were sent. Nothing before LAUNCH_AT. */
export async function sendDueLaunchReminders(app: FastifyInstance, signal?: AbortSignal): Promise<number> {
  if (app.now().getTime() < Date.parse(app.config.launchAt)) return 0;
  const workerId = `launch:${process.pid}:${randomUUID().slice(0, 8)}`;
  let sent = 0;
  for (;;) {
    if (signal?.aborted) return sent;
    const now = app.now();
    const batch = await app.db.transaction((tx) =>
      claimLaunchReminders(tx, {
        workerId,
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: BATCH,
      }),
    );
    if (batch.length === 0) return sent;
    for (const reminder of batch) {
      const message = launchReminderEmail({
        to: reminder.email,
        language: reminder.language,
        appUrl: app.config.publicAppUrl,
        unsubscribeUrl: launchUnsubscribeUrl(app, reminder.unsubscribeToken),
      });
      try {
        await app.mailer.deliver(message);
      } catch (error) {
        await app.db.transaction((tx) =>
          markLaunchReminderFailed(tx, {
            id: reminder.id,
            workerId,
            retryAt: new Date(app.now().getTime() + RETRY_AFTER_MS),
            error: error instanceof Error ? error.name : 'Error',
          }),
        );
        continue;
      }
      await app.db.transaction((tx) =>
        markLaunchReminderSent(tx, { id: reminder.id, workerId, now: app.now() }),
      );
      sent += 1;
    }
  }
}

/** Every process with the worker looks every minute (cheap before the launch: a comparison of dates). */
export function registerLaunchReminders(app: FastifyInstance): void {
  app.schedules.add(
    new PeriodicSchedule({
      name: 'launch reminders',
      everyMs: LOOK_EVERY_MS,
      log: app.log.child({ component: 'jobs' }),
      task: async () => {
        const sent = await sendDueLaunchReminders(app, app.schedules.signal);
        if (sent > 0) app.log.info({ sent }, 'launch reminders sent');
      },
    }),
  );
}
