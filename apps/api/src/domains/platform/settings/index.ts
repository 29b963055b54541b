// The platform settings (issue 13): the routes, and the checks that make them take effect on every request.
// Registered first among the domains (as a non-encapsulated plugin) so its hooks guard every route after it.
import fp from 'fastify-plugin';
import { registerSettingsEnforcement } from './enforcement';
import { followVerifiedTransport, platformSettingsRoutePlugin } from './settings-routes';

export {
  emitPlatformEvent,
  platformEventsIdle,
  signWebhookBody,
  type PlatformEventType,
} from './platform-events';
export { readSecuritySettings, readSessionTimeoutHours } from './settings-store';

export const platformSettingsDomain = fp(
  async (app) => {
    registerSettingsEnforcement(app);
    await app.register(platformSettingsRoutePlugin);
    followVerifiedTransport(app);
    app.addHook('onReady', async () => {
      await app.mailer.refreshTransport();
    });
  },
  { name: 'platform-settings' },
);
