// The review-requests domain (issue 23): contacts, their import, requests by WhatsApp, SMS and e-mail under the
// server's rules (cooldown, opt-out, quiet hours, the plan's quota, a paused subscription), their delivery as
// jobs, and the e-mail's unsubscribe link; the providers' webhooks (webhooks/: statuses, STOP replies), the
// attribution of synced Google reviews to clicked requests (attribution/) and the figures per channel and
// location (analytics/). Its one entry (ADR 0013): the plugin, and what others may use.
//
// app.reviewRequests.channels holds the WhatsApp and SMS clients: the plugin sets those whose provider (or its
// local stand-in, as npm start does) is configured by WHATSAPP_* and SMS_* (channels/channel-config.ts), and tests
// set fakes. Without one, that channel cannot be chosen (409 reviewRequestChannelUnavailable).
import fp from 'fastify-plugin';
import { createSmsChannel, createWhatsAppChannel, loadChannelConfig } from './channels';
import { ReviewRequestChannels } from './message-channels';
import { reviewRequestDeliveryJob } from './request-delivery';
import { reviewRequestLinksRoutes } from './links';
import { reviewRequestsDomain } from './routes';
import { analyticsRoutes } from './analytics';
import { subscribeToReviewSyncs } from './attribution';
import { ReviewRequestWebhookSecrets, webhookRoutes } from './webhooks';
import './review-request-events';

export {
  isChannelFailure,
  ReviewRequestChannels,
  type ChannelFailure,
  type ChannelMessage,
  type ReviewRequestChannel,
} from './message-channels';
export { recordOptOut } from './contact-opt-out';
export type { OptOutSource } from './review-request-events';

declare module 'fastify' {
  interface FastifyInstance {
    reviewRequests: { channels: ReviewRequestChannels; webhookSecrets: ReviewRequestWebhookSecrets };
  }
}

export const reviewRequestsPlugin = fp(
  async (app) => {
    const channels = new ReviewRequestChannels();
    // A variable half set (some of a provider's, not all) fails no start: the channel stays off, and says why.
    const configured = loadChannelConfig();
    if (configured.whatsapp) channels.use(createWhatsAppChannel(configured.whatsapp));
    if (configured.sms) channels.use(createSmsChannel(configured.sms));
    for (const name of ['whatsapp', 'sms'] as const) {
      if (configured.missing[name].length > 0) {
        app.log.warn(
          { missing: configured.missing[name] },
          `review requests: ${name} is off until these are set`,
        );
      }
    }
    // The webhooks are checked with the same provider's secrets: a provider left unset refuses them all.
    const webhookSecrets = new ReviewRequestWebhookSecrets();
    if (configured.whatsapp) {
      webhookSecrets.whatsapp = {
        appSecret: configured.whatsapp.appSecret,
        verifyToken: configured.whatsapp.verifyToken,
      };
    }
    if (configured.sms) webhookSecrets.sms = { webhookSecret: configured.sms.webhookSecret };
    app.decorate('reviewRequests', { channels, webhookSecrets });
    app.jobs.register(
      reviewRequestDeliveryJob(app, channels, { messagesPerSecond: configured.messagesPerSecond }),
    );
    subscribeToReviewSyncs(app);
    await app.register(reviewRequestsDomain(channels));
    await app.register(reviewRequestLinksRoutes);
    await app.register(analyticsRoutes);
    await app.register(webhookRoutes(webhookSecrets));
  },
  {
    name: 'review-requests',
    dependencies: ['jobs', 'events', 'mail', 'authentication', 'businesses', 'billing', 'reviews'],
  },
);
