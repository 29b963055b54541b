import { findMissingKeys } from '@sumaa/i18n';
import { onboardingResources } from '../resources';

it('has every onboarding string in both Arabic and English', () => {
  expect(findMissingKeys(onboardingResources)).toEqual([]);
});
