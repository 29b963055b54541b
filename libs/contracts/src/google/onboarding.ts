// The onboarding wizard's last step (spec §4: step 3 → 4 on tour start or skip).
import { z } from 'zod';

/** POST /api/onboarding/finish; the reply's model is the session (same shape as POST /api/UsernameAuth/user). */
export const onboardingFinishInputSchema = z.object({
  /** true: the user chose the product tour; false: skipped it. */
  startTour: z.boolean({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'fieldRequired' : 'invalidValue'),
  }),
});
export type OnboardingFinishInput = z.infer<typeof onboardingFinishInputSchema>;

/** The wizard steps of users.current_step, advanced by the server. */
export const ONBOARDING_STEPS = {
  connectGoogle: 0,
  chooseLocations: 1,
  sync: 2,
  completion: 3,
  done: 4,
} as const;

/** Onboarding is finished from this step on (spec §4): the one value the server, the client and the shell read. */
export const ONBOARDING_FINISHED_STEP = ONBOARDING_STEPS.done;
