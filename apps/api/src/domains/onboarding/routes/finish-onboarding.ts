// POST /api/onboarding/finish: the wizard's last step (spec §4: step 3 → 4 on tour start or skip). Records
// whether the user asked for the product tour and answers the session, so the client updates its store.
import { ONBOARDING_FINISHED_STEP, ONBOARDING_STEPS, onboardingRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadTrialEnd, toApiUser, findUserById } from '../../auth';
import { conflict, unauthorized } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { finishOnboarding } from '../onboarding-store';

export const finishOnboardingRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, onboardingRoutes.finish, {
    handler: async (request) => {
      const auth = request.auth!;
      const now = app.now();
      const user = await app.db.tenantTransaction({ businessId: null, userId: auth.user.id }, async (tx) => {
        const current = await findUserById(tx, auth.user.id);
        if (!current) throw unauthorized('tokenInvalid');
        if (current.current_step < ONBOARDING_STEPS.completion) throw conflict('onboardingIncomplete');
        if (current.current_step >= ONBOARDING_FINISHED_STEP) return current;
        await finishOnboarding(tx, { userId: current.id, startTour: request.body.startTour, now });
        return (await findUserById(tx, current.id))!;
      });
      const trialEndsAt = await loadTrialEnd(app, user.id, auth.businessId);
      return successEnvelope(
        {
          user: toApiUser(app, request, user, auth.businessId, trialEndsAt),
          role: auth.role,
          permissions: auth.permissions,
          token: auth.token,
          refresh_token: null,
          expiresIn: Math.max(0, Math.floor((auth.tokenExpiresAt.getTime() - now.getTime()) / 1000)),
        },
        request.language,
        'onboardingFinished',
      );
    },
  });
};
