import { Card, Heading, Text } from '@sumaa/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS } from '../onboardingSteps';

export interface StepCardProps {
  /** Index of the step shown (0–3). */
  current: number;
  /** The step's own content: what it asks of the user. */
  children: ReactNode;
}

/**
 * The shown step's frame: "Step n of 4", its title and description, then its content. When the wizard moves
 * on, focus goes to the new step's title, so keyboard and screen-reader users start reading where it begins.
 */
export function StepCard({ current, children }: StepCardProps) {
  const { t } = useTranslation('onboarding');
  const titleId = useId();
  const shownBefore = useRef(current);
  const step = ONBOARDING_STEPS[current];

  useEffect(() => {
    // Not on arrival (the page's own heading comes first), only when the step changes under the user.
    if (current === shownBefore.current) return;
    shownBefore.current = current;
    document.getElementById(titleId)?.focus();
  }, [current, titleId]);

  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <Text size="sm" tone="brand" weight="semibold">
        {t('stepper.position', { current: current + 1, total: ONBOARDING_STEPS.length })}
      </Text>
      <Heading level={3} as="h2" id={titleId} tabIndex={-1}>
        {t(`steps.${step}.title`)}
      </Heading>
      <Text tone="secondary">{t(`steps.${step}.description`)}</Text>
      {children}
    </Card>
  );
}
