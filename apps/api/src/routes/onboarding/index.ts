// POST /api/onboarding/finish: the wizard's last step (spec §4: step 3 → 4 on tour start or skip). Records
// whether the user asked for the product tour and answers the session, so the client updates its store.
import { authSessionSchema, onboardingFinishInputSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadTrialEnd, toApiUser } from '../../auth/account-model';
import { conflict, unauthorized } from '../../http/app-error';
import { envelopeResponses, successEnvelope } from '../../http/envelope';
import { findUserById } from '../../users/user-record';

const COMPLETION_STEP = 3;
const DONE_STEP = 4;

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/finish',
    {
      schema: {
        tags: ['Google'],
        summary: 'Finish onboarding (step 4), recording the tour choice; answers the session',
        description:
          'Allowed once the business’s first sync is done (step 3); 409 before. Finishing again changes nothing.',
        security: [{ bearerAuth: [] }],
        body: onboardingFinishInputSchema,
        response: envelopeResponses(authSessionSchema, { authenticated: true, extraFailures: [409] }),
      },
      onRequest: app.requireAuth,
    },
    async (request) => {
      const auth = request.auth!;
      const now = app.now();
      const user = await app.db.tenantTransaction({ businessId: null, userId: auth.user.id }, async (tx) => {
        const current = await findUserById(tx, auth.user.id);
        if (!current) throw unauthorized('tokenInvalid');
        if (current.current_step < COMPLETION_STEP) throw conflict('onboardingIncomplete');
        if (current.current_step >= DONE_STEP) return current;
        await tx.query(
          `UPDATE users
              SET current_step = $2, onboarding_finished_at = $3::timestamptz, updated_at = $3::timestamptz,
                  onboarding_tour_requested_at = CASE WHEN $4::boolean THEN $3::timestamptz ELSE NULL END
            WHERE id = $1`,
          [current.id, DONE_STEP, now, request.body.startTour],
        );
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
  );
};
