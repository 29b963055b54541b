import { useAuthStore } from '@sumaa/api-client';
import { useDocumentTitle } from '@sumaa/app-kit';
import { PageHeader, Stack } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OnboardingHeader } from './OnboardingHeader';
import { OnboardingStepper } from './OnboardingStepper';

export interface OnboardingPageProps {
  /** Index of the step shown (0–3). */
  current: number;
  /** The step's card. */
  children: ReactNode;
}

/** The wizard's frame: header, greeting, the four steps with the shown one current, and that step's card. */
export function OnboardingPage({ current, children }: OnboardingPageProps) {
  const { t } = useTranslation('onboarding');
  const user = useAuthStore((state) => state.user);
  useDocumentTitle(t('documentTitle'));
  // <bdi>: a Latin name keeps its order inside an Arabic sentence, and an Arabic one inside English.
  const greeting = user?.full_name ? (
    <Trans
      t={t}
      i18nKey="greeting"
      values={{ name: user.full_name }}
      components={{ name: <bdi /> }}
      // The name is escaped before <name> is parsed and shown as typed, so "<b>" in a name stays text.
      tOptions={{ interpolation: { escapeValue: true } }}
      shouldUnescape
    />
  ) : (
    t('greetingNoName')
  );

  return (
    <StyledPage>
      <OnboardingHeader />
      <StyledMain>
        <Stack gap={8}>
          <PageHeader title={greeting} description={t('intro')} />
          <OnboardingStepper current={current} />
          {children}
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
  max-inline-size: 52rem;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.space[12]};
  }
`;
