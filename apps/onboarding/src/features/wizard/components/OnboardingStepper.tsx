import { formatNumber, useLanguage } from '@sumaa/i18n';
import { CheckIcon, VisuallyHidden } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ONBOARDING_STEPS } from '../onboardingSteps';

export interface OnboardingStepperProps {
  /** Index of the current step (0–3). */
  current: number;
}

type StepState = 'done' | 'current' | 'upcoming';

/**
 * The four steps as an ordered list; the current one carries aria-current="step", and finished ones say so
 * in words, so neither the colour nor the tick is the only sign of progress.
 */
export function OnboardingStepper({ current }: OnboardingStepperProps) {
  const { t } = useTranslation('onboarding');
  const { language } = useLanguage();
  return (
    <StyledList aria-label={t('stepper.label')}>
      {ONBOARDING_STEPS.map((step, index) => {
        const state: StepState = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <StyledStep key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <StyledMarker $state={state} aria-hidden="true">
              {state === 'done' ? <CheckIcon size="1rem" /> : formatNumber(index + 1, language)}
            </StyledMarker>
            <StyledLabel $state={state}>
              {t(`steps.${step}.title`)}
              {state === 'done' && <VisuallyHidden> ({t('stepper.completed')})</VisuallyHidden>}
            </StyledLabel>
          </StyledStep>
        );
      })}
    </StyledList>
  );
}

const MARKER = '2rem';

const StyledList = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledStep = styled.li<{ $state: StepState }>`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  text-align: center;

  /* The line from the previous step's marker to this one; filled once this step is reached. */
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    inset-block-start: calc(${MARKER} / 2 - 1px);
    inset-inline-end: calc(50% + ${MARKER} / 2 + ${({ theme }) => theme.space[1]});
    inline-size: calc(100% - ${MARKER} - ${({ theme }) => theme.space[2]});
    block-size: 2px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.border : theme.colors.primary)};
  }
`;

const StyledMarker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${MARKER};
  block-size: ${MARKER};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  ${({ $state }) =>
    $state !== 'upcoming' &&
    css`
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    `}

  ${({ $state }) =>
    $state === 'current' &&
    css`
      box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.primarySoft};
    `}
`;

const StyledLabel = styled.span<{ $state: StepState }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.text : theme.colors.textSecondary)};
  font-weight: ${({ theme, $state }) =>
    $state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.regular};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
