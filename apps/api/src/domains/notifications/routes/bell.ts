// The caller's notifications (the header's bell): only their own, in the business they are signed in to.
// Another member's notification, or one of another business, is "not found" like an unknown id.
import { isId, notificationRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../notifications-store';

export const bellRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, notificationRoutes.list, {
    handler: async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      const page = await app.db.tenantTransaction({ businessId, userId }, (tx) =>
        listNotifications(tx, businessId, userId, request.query),
      );
      return successEnvelope(page, request.language);
    },
  });

  registerRoute(app, notificationRoutes.unread, {
    handler: async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      const unread = await app.db.tenantTransaction({ businessId, userId }, (tx) =>
        countUnreadNotifications(tx, businessId, userId),
      );
      return successEnvelope({ unread }, request.language);
    },
  });

  registerRoute(app, notificationRoutes.markRead, {
    handler: async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      if (!isId(request.params.id)) throw notFound();
      const notification = await app.db.tenantTransaction({ businessId, userId }, (tx) =>
        markNotificationRead(tx, businessId, userId, request.params.id, app.now()),
      );
      if (!notification) throw notFound();
      return successEnvelope(notification, request.language);
    },
  });

  registerRoute(app, notificationRoutes.markAllRead, {
    handler: async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      const updated = await app.db.tenantTransaction({ businessId, userId }, (tx) =>
        markAllNotificationsRead(tx, businessId, userId, app.now()),
      );
      return successEnvelope({ updated }, request.language, 'notificationsAllRead');
    },
  });
};
