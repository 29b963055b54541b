// The wizard's four steps (spec §2 "Onboarding wizard"), in order; a step's index is the user's saved
// currentStep. Step 4 means onboarding is finished, and the shell no longer shows the wizard then.
export const ONBOARDING_STEPS = ['connectGoogle', 'chooseLocations', 'synchronise', 'done'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The step to show for a saved currentStep: out-of-range or odd values (the earlier product stored 5) are clamped. */
export function stepIndexFor(currentStep: number | null | undefined): number {
  const step = Number.isFinite(currentStep) ? Math.trunc(currentStep as number) : 0;
  return Math.min(Math.max(step, 0), ONBOARDING_STEPS.length - 1);
}
