// Test helper for the platform settings: on the PostgreSQL test database every test file's app shares the
// platform_settings rows, but each app encrypts with the key of its own data folder. A webhook secret another
// file's app stored cannot be read by this one, so a file that tests the webhook starts without one.
import type { FastifyInstance } from 'fastify';
import { forgetCachedSettings } from '../domains/platform/settings/settings-store';

export async function forgetStoredWebhookSecret(app: FastifyInstance): Promise<void> {
  await app.db.ownerTransaction((tx) =>
    tx.query(`DELETE FROM platform_settings WHERE key = 'webhook_secret'`),
  );
  forgetCachedSettings(app);
}
