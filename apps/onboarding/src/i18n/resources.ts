export const onboardingResources = {
  ar: { title: 'Onboarding' },
  en: { title: 'Onboarding' },
};
