import { useAuthStore } from '@sumaa/api-client';
import { Heading, Stack, Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { stepIndexFor } from '../onboardingSteps';
import { CurrentStepCard } from './CurrentStepCard';
import { OnboardingHeader } from './OnboardingHeader';
import { OnboardingStepper } from './OnboardingStepper';

/** The wizard's frame: header, greeting, the four steps with the saved one current, and that step's card. */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const user = useAuthStore((state) => state.user);
  const current = stepIndexFor(user?.currentStep);
  useDocumentTitle(`${t('documentTitle')} | ${t('common:appName')}`);
  // First-strong isolation keeps a Latin name in order inside an Arabic sentence, and vice versa.
  const greeting = user?.full_name
    ? t('greeting', { name: `\u2068${user.full_name}\u2069` })
    : t('greetingNoName');

  return (
    <StyledPage>
      <OnboardingHeader />
      <StyledMain>
        <Stack gap={8}>
          <Stack gap={2}>
            <Heading level={2} as="h1">
              {greeting}
            </Heading>
            <Text tone="secondary">{t('intro')}</Text>
          </Stack>
          <OnboardingStepper current={current} />
          <CurrentStepCard current={current} />
        </Stack>
      </StyledMain>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  min-block-size: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledMain = styled.main`
  flex: 1;
  inline-size: 100%;
  max-inline-size: 48rem;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.space[12]};
  }
`;
