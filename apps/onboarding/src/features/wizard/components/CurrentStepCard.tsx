import { AlertBanner, Card, Heading, Text } from '@sumaa/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS } from '../onboardingSteps';

export interface CurrentStepCardProps {
  /** Index of the current step (0–3). */
  current: number;
}

/**
 * The current step's title and description. Its action (connecting Google, picking locations…) ships with a
 * later release; until then the card says so plainly rather than offering a button that would do nothing.
 */
export function CurrentStepCard({ current }: CurrentStepCardProps) {
  const { t } = useTranslation('onboarding');
  const titleId = useId();
  const step = ONBOARDING_STEPS[current];
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <Text size="sm" tone="brand" weight="semibold">
        {t('stepper.position', { current: current + 1, total: ONBOARDING_STEPS.length })}
      </Text>
      <Heading level={3} as="h2" id={titleId}>
        {t(`steps.${step}.title`)}
      </Heading>
      <Text tone="secondary">{t(`steps.${step}.description`)}</Text>
      <AlertBanner
        tone="info"
        title={t(step === 'connectGoogle' ? 'comingSoon.connectGoogle' : 'comingSoon.otherStep')}
      >
        {t('comingSoon.progressSaved')}
      </AlertBanner>
    </Card>
  );
}
