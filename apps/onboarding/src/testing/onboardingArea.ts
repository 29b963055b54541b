// The onboarding wizard as its tests render it, through @sumaa/app-kit/testing's renderArea. Test support only.
import type { AreaUnderTest } from '@sumaa/app-kit/testing';
import { OnboardingRoutes } from '../app/OnboardingRoutes';
import { onboardingResources } from '../i18n/resources';

export const onboardingArea: AreaUnderTest = {
  routes: OnboardingRoutes,
  basePath: '/welcome',
  texts: { onboarding: onboardingResources },
};
