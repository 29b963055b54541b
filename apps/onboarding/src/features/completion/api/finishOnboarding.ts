// POST /api/onboarding/finish { startTour }: records the tour choice and step 4; answers the session.
import { callRoute } from '@sumaa/api-client';
import { type AuthSession, finishOnboardingEndpoint, type OnboardingFinishInput } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function finishOnboarding(input: OnboardingFinishInput): Promise<AuthSession> {
  return callRoute(finishOnboardingEndpoint, { body: input });
}

export function useFinishOnboarding() {
  return useMutation({ mutationFn: finishOnboarding });
}
