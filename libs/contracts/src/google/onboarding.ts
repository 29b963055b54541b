// The onboarding wizard's last step (spec §4: step 3 → 4 on tour start or skip).
import { z } from 'zod';

export { ONBOARDING_FINISHED_STEP, ONBOARDING_STEPS } from '../common/onboarding-steps';

/** POST /api/onboarding/finish; the reply's model is the session (same shape as POST /api/UsernameAuth/user). */
export const onboardingFinishInputSchema = z.object({
  /** true: the user chose the product tour; false: skipped it. */
  startTour: z.boolean({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'fieldRequired' : 'invalidValue'),
  }),
});
export type OnboardingFinishInput = z.infer<typeof onboardingFinishInputSchema>;
