// The review-request routes (issue 23), each file a group of them; the channels are the plugin's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewRequestChannels } from '../message-channels';
import { contactImportRoutes } from './contact-import';
import { contactRoutes } from './contacts';
import { requestRoutes } from './requests';
import { settingsRoutes } from './settings';
import { unsubscribeRoutes } from './unsubscribe';

export function reviewRequestsDomain(channels: ReviewRequestChannels): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(contactRoutes);
    await app.register(contactImportRoutes(channels));
    await app.register(requestRoutes(channels));
    await app.register(settingsRoutes(channels));
    await app.register(unsubscribeRoutes);
  };
}
