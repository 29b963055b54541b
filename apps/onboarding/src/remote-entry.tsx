// What the onboarding remote exposes to the shell as `./Routes`. Default export because module federation and
// React.lazy expect one.
import { createRemoteEntry } from '@sumaa/app-kit';
import { OnboardingRoutes } from './app/OnboardingRoutes';
import { onboardingResources } from './i18n/resources';

export default createRemoteEntry({
  namespace: 'onboarding',
  texts: onboardingResources,
  routes: OnboardingRoutes,
});
