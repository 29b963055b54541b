// The super admin's plans (spec §7 PlansAdmin; issue 12): list, deleted list, create, edit, disable (a soft
// delete), restore, delete for good. Every call runs in the platform admin's audited transaction. A changed
// monthly price leaves the period already paid alone: each live subscriber gets a `price_notice` event and an
// e-mail, and the renewal at its period's end charges the plan's new price.
import { randomUUID } from 'node:crypto';
import { planRoutes, type Language, type PlanWrite } from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, conflict } from '../../../../http/app-error';
import { successEnvelope } from '../../../../http/envelope';
import { registerRoute } from '../../../../http/register-route';
import { platformAdminTransaction } from '../../../platform';
import {
  codesLike,
  deletePlan,
  findAdminPlan,
  insertPlan,
  listAdminPlans,
  recordPriceNotices,
  setPlanDeleted,
  updatePlan,
  type PlanFields,
  type PriceNoticeRecipient,
} from '../admin-plan-store';
import { nextFreePlanCode, planCodeBase } from '../plan-code';
import { planPriceNoticeEmail } from '../plan-price-notice-email';
import { completePlanTranslations } from '../plan-translations';
import { createPlanTranslator } from '../translation/plan-translator';

const planNotFound = () => new AppError(404, 'planNotFound');
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const isDatabaseError = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** The plan's columns from the form; the limits the database requires (≥ 1 user, ≥ 1 review) checked here. */
async function planFieldsOf(app: FastifyInstance, body: PlanWrite, language: Language): Promise<PlanFields> {
  const errors: Record<string, ['invalidValue']> = {};
  if (body.MaxUsers !== null && body.MaxUsers < 1) errors.MaxUsers = ['invalidValue'];
  if (body.MaxReviews !== null && body.MaxReviews < 1) errors.MaxReviews = ['invalidValue'];
  if (Object.keys(errors).length > 0) throw badRequest('validationFailed', errors);
  const translations = await completePlanTranslations(
    body,
    language,
    createPlanTranslator(app.config.translation),
  );
  return {
    name: body.Name,
    monthlyPrice: Math.round(body.Price * 100) / 100,
    durationInMonths: body.DurationInMonths === 12 ? 12 : 1,
    popular: body.Popular,
    maxUsers: body.MaxUsers,
    maxReviews: body.MaxReviews,
    aiRepliesPerMonth: body.AiRepliesPerMonth,
    maxCompetitors: body.MaxCompetitors,
    competitorSearchesPerDay: body.CompetitorSearchesPerDay ?? null,
    reviewRequestsPerMonth: body.ReviewRequestsPerMonth ?? null,
    supportLevel: body.SupportLevel ?? null,
    translations,
  };
}

function sendPriceNotices(
  app: FastifyInstance,
  recipients: PriceNoticeRecipient[],
  change: { oldPrice: number; newPrice: number; planNames: Record<Language, string> },
): void {
  for (const recipient of recipients) {
    const language: Language = recipient.language === 'en' ? 'en' : 'ar';
    const months = recipient.interval === 'yearly' ? 12 : 1;
    app.mailer.dispatch(
      planPriceNoticeEmail({
        to: recipient.ownerEmail,
        ownerName: recipient.ownerName,
        businessName: recipient.businessName,
        planName: change.planNames[language],
        oldAmount: change.oldPrice * months,
        newAmount: change.newPrice * months,
        interval: recipient.interval,
        effectiveFrom: recipient.effectiveFrom,
        publicAppUrl: app.config.publicAppUrl,
        language,
      }),
    );
  }
}

export const adminPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, planRoutes.adminList, {
    handler: async (request) => {
      const language = request.query.lang ?? request.language;
      const plans = await platformAdminTransaction(
        app,
        request,
        { action: 'plans.list', targetType: 'plan', detail: { deleted: false } },
        (tx) => listAdminPlans(tx, { deleted: false, language }),
      );
      return successEnvelope(plans, request.language);
    },
  });

  registerRoute(app, planRoutes.adminDeleted, {
    handler: async (request) => {
      const language = request.query.language ?? request.language;
      const plans = await platformAdminTransaction(
        app,
        request,
        { action: 'plans.list', targetType: 'plan', detail: { deleted: true } },
        (tx) => listAdminPlans(tx, { deleted: true, language }),
      );
      return successEnvelope(plans, request.language);
    },
  });

  registerRoute(app, planRoutes.create, {
    handler: async (request, reply) => {
      const fields = await planFieldsOf(app, request.body, request.language);
      const base = planCodeBase([fields.translations.en.name, fields.name]);
      const create = (request: FastifyRequest, attempt: number) => {
        const id = randomUUID();
        return platformAdminTransaction(
          app,
          request,
          { action: 'plan.create', targetType: 'plan', targetId: id },
          async (tx, audit) => {
            const taken = await codesLike(tx, base);
            // A second attempt follows a concurrent create that took the same code: step aside at random.
            const code =
              attempt === 0 ? nextFreePlanCode(base, taken) : `${base}-${randomUUID().slice(0, 6)}`;
            await insertPlan(tx, { id, code, now: app.now(), fields });
            audit.detail = { code, monthlyPrice: fields.monthlyPrice };
            return (await findAdminPlan(tx, id, request.language))!;
          },
        );
      };
      let plan;
      try {
        plan = await create(request, 0);
      } catch (error) {
        if (!isDatabaseError(error, UNIQUE_VIOLATION)) throw error;
        plan = await create(request, 1);
      }
      return reply.status(201).send(successEnvelope(plan, request.language, 'planCreated'));
    },
  });

  registerRoute(app, planRoutes.update, {
    handler: async (request) => {
      const { id } = request.params;
      const fields = await planFieldsOf(app, request.body, request.language);
      const now = app.now();
      const { plan, notices, oldPrice } = await platformAdminTransaction(
        app,
        request,
        { action: 'plan.update', targetType: 'plan', targetId: id },
        async (tx, audit) => {
          const updated = await updatePlan(tx, { id, now, fields });
          if (!updated) throw planNotFound();
          const previous = Number(updated.previousMonthlyPrice);
          const noticesSent =
            previous === fields.monthlyPrice
              ? []
              : await recordPriceNotices(tx, {
                  planId: id,
                  eventKey: now.toISOString(),
                  oldPrice: updated.previousMonthlyPrice,
                  newPrice: String(fields.monthlyPrice),
                  now,
                });
          audit.detail = {
            oldMonthlyPrice: previous,
            newMonthlyPrice: fields.monthlyPrice,
            priceNotices: noticesSent.length,
          };
          return {
            plan: (await findAdminPlan(tx, id, request.language))!,
            notices: noticesSent,
            oldPrice: previous,
          };
        },
      );
      // After the commit: an e-mail never announces a change that rolled back.
      sendPriceNotices(app, notices, {
        oldPrice,
        newPrice: plan.price,
        planNames: { en: plan.translations.en.name, ar: plan.translations.ar.name },
      });
      return successEnvelope(plan, request.language, 'planUpdated');
    },
  });

  registerRoute(app, planRoutes.disable, {
    handler: async (request) => {
      const { id } = request.params;
      const plan = await platformAdminTransaction(
        app,
        request,
        { action: 'plan.disable', targetType: 'plan', targetId: id },
        async (tx) => {
          const found = await findAdminPlan(tx, id, request.language, { lock: true });
          if (!found) throw planNotFound();
          // Disabling a disabled plan changes nothing (it keeps its first deletion time).
          if (!found.deletedAt) await setPlanDeleted(tx, id, app.now(), app.now());
          return (await findAdminPlan(tx, id, request.language))!;
        },
      );
      return successEnvelope(plan, request.language, 'planDisabled');
    },
  });

  registerRoute(app, planRoutes.restore, {
    handler: async (request) => {
      const { id } = request.params;
      const plan = await platformAdminTransaction(
        app,
        request,
        { action: 'plan.restore', targetType: 'plan', targetId: id },
        async (tx) => {
          const found = await findAdminPlan(tx, id, request.language, { lock: true });
          if (!found) throw planNotFound();
          if (!found.deletedAt) throw conflict('planNotDeleted');
          await setPlanDeleted(tx, id, null, app.now());
          return (await findAdminPlan(tx, id, request.language))!;
        },
      );
      return successEnvelope(plan, request.language, 'planRestored');
    },
  });

  registerRoute(app, planRoutes.deletePermanently, {
    handler: async (request) => {
      const { id } = request.params;
      try {
        await platformAdminTransaction(
          app,
          request,
          { action: 'plan.delete', targetType: 'plan', targetId: id },
          async (tx, audit) => {
            const found = await findAdminPlan(tx, id, request.language, { lock: true });
            if (!found) throw planNotFound();
            if (!found.deletedAt) throw conflict('planNotDeleted');
            if (found.everSubscribed) throw conflict('planHasSubscribers');
            await deletePlan(tx, id);
            audit.detail = { code: found.code };
          },
        );
      } catch (error) {
        // A row the policies hide (none should) still holds the plan: the foreign key says so.
        if (isDatabaseError(error, FOREIGN_KEY_VIOLATION)) throw conflict('planHasSubscribers');
        throw error;
      }
      return successEnvelope({ id }, request.language, 'planDeletedPermanently');
    },
  });
};
