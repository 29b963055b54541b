// The super admin's subscriptions list, status change and CSV export (issue 12), each in the platform
// admin's audited transaction (domains/platform/audit).
import { settableStatusOf, subscriptionRoutes, type Language } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, conflict } from '../../../../http/app-error';
import { successEnvelope } from '../../../../http/envelope';
import { registerRoute } from '../../../../http/register-route';
import { csvDownloadHeaders } from '../../../../lib/csv-file';
import { platformAdminTransaction } from '../../../platform';
import { subscriptionsCsv, subscriptionsCsvFileName } from '../admin-subscriptions-csv';
import { adminStatusEmail } from '../admin-status-email';
import { emitSubscriptionStatusChanged } from '../subscription-platform-events';
import {
  cancelSubscriptionNow,
  countSubscriptions,
  findOwnerToTell,
  listSubscriptions,
  lockSubscription,
  reactivateSubscription,
  summarizeSubscriptions,
} from '../admin-subscriptions-store';

/** The statuses each hand-set status may come from; anything else is a no-op or not the admin's to do. */
const ALLOWED_FROM = {
  cancelled: ['trialing', 'active', 'past_due'],
  active: ['cancelled', 'expired'],
} as const;

/** The largest file the export writes (far beyond the platform's size; a bound, not a page). */
const EXPORT_MAX_ROWS = 50_000;

export const adminSubscriptionsDomain: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, subscriptionRoutes.adminList, {
    handler: async (request) => {
      const { page, pageSize, ...selection } = request.query;
      const model = await platformAdminTransaction(
        app,
        request,
        { action: 'subscriptions.list', targetType: 'subscription', detail: { ...request.query } },
        async (tx) => ({
          items: await listSubscriptions(tx, selection, {
            language: request.language,
            page: { page, pageSize },
          }),
          total: await countSubscriptions(tx, selection),
          page,
          pageSize,
          summary: await summarizeSubscriptions(tx),
        }),
      );
      return successEnvelope(model, request.language);
    },
  });

  registerRoute(app, subscriptionRoutes.adminExport, {
    handler: async (request, reply) => {
      const items = await platformAdminTransaction(
        app,
        request,
        { action: 'subscriptions.export', targetType: 'subscription', detail: { ...request.query } },
        async (tx, audit) => {
          const rows = await listSubscriptions(tx, request.query, { language: request.language });
          audit.detail = { ...audit.detail, rows: rows.length };
          return rows.slice(0, EXPORT_MAX_ROWS);
        },
      );
      return reply
        .headers(csvDownloadHeaders(subscriptionsCsvFileName(app.now())))
        .send(subscriptionsCsv(items, request.language));
    },
  });

  registerRoute(app, subscriptionRoutes.adminStatus, {
    handler: async (request) => {
      const { id } = request.params;
      const { subscriptionId } = request.body;
      const newStatus = settableStatusOf(request.body.newStatus);
      if (subscriptionId && subscriptionId.toLowerCase() !== id.toLowerCase()) {
        throw badRequest('validationFailed', { subscriptionId: ['invalidValue'] });
      }
      const now = app.now();
      const { item, owner, from, businessId } = await platformAdminTransaction(
        app,
        request,
        { action: 'subscription.status', targetType: 'subscription', targetId: id },
        async (tx, audit) => {
          const subscription = await lockSubscription(tx, id);
          if (!subscription) throw new AppError(404, 'subscriptionNotFound');
          const allowed: readonly string[] = ALLOWED_FROM[newStatus];
          if (!allowed.includes(subscription.status)) throw conflict('subscriptionStatusNotAllowed');
          if (newStatus === 'cancelled') await cancelSubscriptionNow(tx, id, now);
          else await reactivateSubscription(tx, id, now);
          audit.targetBusinessId = subscription.business_id;
          audit.detail = { from: subscription.status, to: newStatus };
          const [changed] = await listSubscriptions(
            tx,
            { status: 'all', plan: 'all', sortBy: 'createdAt', sortDir: 'desc', subscriptionId: id },
            { language: request.language },
          );
          // An older subscription of a business (the list shows each business's newest) is history.
          if (!changed) throw conflict('subscriptionStatusNotAllowed');
          return {
            item: changed,
            owner: await findOwnerToTell(tx, subscription.business_id),
            from: subscription.status,
            businessId: subscription.business_id,
          };
        },
      );
      emitSubscriptionStatusChanged(app, {
        subscriptionId: item.id,
        businessId,
        planId: item.planId,
        from,
        to: newStatus,
        reason: newStatus === 'cancelled' ? 'cancelled_by_admin' : 'reactivated_by_admin',
        billingInterval: item.interval,
        amount: item.amount.toFixed(2),
      });
      if (owner) {
        const language: Language = owner.language === 'en' ? 'en' : 'ar';
        app.mailer.dispatch(
          adminStatusEmail({
            to: owner.ownerEmail,
            ownerName: owner.ownerName,
            businessName: owner.businessName,
            planName: item.planName,
            newStatus,
            periodEnd: new Date(item.currentPeriodEnd),
            publicAppUrl: app.config.publicAppUrl,
            language,
          }),
        );
      }
      return successEnvelope(item, request.language, 'subscriptionStatusChanged');
    },
  });
};
