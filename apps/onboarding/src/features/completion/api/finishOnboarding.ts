// POST /api/onboarding/finish { startTour }: records the tour choice and step 4; answers the session.
import { request } from '@sumaa/api-client';
import type { AuthSession, OnboardingFinishInput } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export const ONBOARDING_FINISH_PATH = '/api/onboarding/finish';

export function finishOnboarding(input: OnboardingFinishInput): Promise<AuthSession> {
  return request<AuthSession>(ONBOARDING_FINISH_PATH, { method: 'post', json: input });
}

export function useFinishOnboarding() {
  return useMutation({ mutationFn: finishOnboarding });
}
