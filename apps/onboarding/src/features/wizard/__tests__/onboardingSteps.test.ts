import { ONBOARDING_STEPS, stepIndexFor } from '../onboardingSteps';

describe('the step shown for a saved currentStep', () => {
  it('shows the saved step when it is one of the four', () => {
    expect([0, 1, 2, 3].map(stepIndexFor)).toEqual([0, 1, 2, 3]);
    expect(ONBOARDING_STEPS[stepIndexFor(2)]).toBe('synchronise');
  });

  it('clamps values outside 0–3 and treats a missing one as the first step', () => {
    expect(stepIndexFor(-1)).toBe(0);
    expect(stepIndexFor(5)).toBe(3);
    expect(stepIndexFor(undefined)).toBe(0);
    expect(stepIndexFor(Number.NaN)).toBe(0);
  });
});
