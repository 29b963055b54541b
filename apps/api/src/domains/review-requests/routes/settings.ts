// GET and PUT /api/review-requests/settings: the business's way of asking — its own words per channel and
// language (null: the product's default, shown beside as the effective text), the WhatsApp template's name, the
// cooldown (never under 7 days), the quiet hours and the channels on.
import {
  LANGUAGES,
  REVIEW_REQUEST_CHANNELS,
  reviewRequestRoutes,
  type ReviewRequestSettings,
} from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import type { ReviewRequestChannels } from '../message-channels';
import { templateFor, type RequestTemplates } from '../message-templates';
import { readRequestSettings, saveRequestSettings, type RequestSettings } from '../review-requests-store';

function toSettings(settings: RequestSettings, channels: ReviewRequestChannels): ReviewRequestSettings {
  const own = (channel: (typeof REVIEW_REQUEST_CHANNELS)[number]) => ({
    ar: settings.templates[channel]?.ar ?? null,
    en: settings.templates[channel]?.en ?? null,
  });
  const effective = (channel: (typeof REVIEW_REQUEST_CHANNELS)[number]) => ({
    ar: templateFor(settings.templates, channel, 'ar'),
    en: templateFor(settings.templates, channel, 'en'),
  });
  return {
    templates: { whatsapp: own('whatsapp'), sms: own('sms'), email: own('email') },
    effectiveTemplates: { whatsapp: effective('whatsapp'), sms: effective('sms'), email: effective('email') },
    whatsappTemplateName: settings.whatsappTemplate,
    cooldownDays: settings.cooldownDays,
    quietHoursStart: settings.quietHoursStart,
    quietHoursEnd: settings.quietHoursEnd,
    channelsEnabled: settings.channelsEnabled,
    channelsAvailable: REVIEW_REQUEST_CHANNELS.filter((channel) => channels.isAvailable(channel)),
    hoursAfterVisit: settings.hoursAfterVisit,
  };
}

export function settingsRoutes(channels: ReviewRequestChannels): FastifyPluginAsyncZod {
  return async (app) => {
    registerRoute(app, reviewRequestRoutes.settings, {
      handler: async (request) => {
        const scope = businessScopeOf(request);
        const settings = await app.db.tenantTransaction(scope, (tx) =>
          readRequestSettings(tx, scope.businessId),
        );
        return successEnvelope(toSettings(settings, channels), request.language);
      },
    });

    registerRoute(app, reviewRequestRoutes.updateSettings, {
      handler: async (request) => {
        const scope = businessScopeOf(request);
        const body = request.body;
        const templates: RequestTemplates = {};
        for (const channel of REVIEW_REQUEST_CHANNELS) {
          for (const language of LANGUAGES) {
            const text = body.templates[channel][language];
            if (text !== null) templates[channel] = { ...templates[channel], [language]: text };
          }
        }
        const settings: RequestSettings = {
          templates,
          whatsappTemplate: body.whatsappTemplateName,
          cooldownDays: body.cooldownDays,
          quietHoursStart: body.quietHoursStart,
          quietHoursEnd: body.quietHoursEnd,
          channelsEnabled: body.channelsEnabled,
          hoursAfterVisit: body.hoursAfterVisit,
        };
        const saved = await app.db.tenantTransaction(scope, async (tx) => {
          await saveRequestSettings(tx, scope.businessId, settings, app.now());
          return readRequestSettings(tx, scope.businessId);
        });
        return successEnvelope(toSettings(saved, channels), request.language, 'reviewRequestSettingsSaved');
      },
    });
  };
}
