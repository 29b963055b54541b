import { useDocumentTitle } from '@sumaa/app-kit';
import {
  BellIcon,
  Button,
  Card,
  ChartIcon,
  ChevronEndIcon,
  Heading,
  InboxIcon,
  Text,
  UsersIcon,
} from '@sumaa/ui';
import { formatNumber, useLanguage } from '@sumaa/i18n';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  CallToAction,
  CardGrid,
  ContentPage,
  ContentSection,
  IconCard,
  MapPinIcon,
  PageHero,
  ShieldCheckIcon,
  SparklesIcon,
  TrendingUpIcon,
} from '../../../shared/content';
import { useSignedInHome } from '../../../shared/navigation/useSignedInHome';
import { useFeaturesTexts } from '../hooks/useFeaturesTexts';

const FEATURES = [
  { id: 'reputation', icon: <ShieldCheckIcon /> },
  { id: 'smartReplies', icon: <SparklesIcon /> },
  { id: 'analytics', icon: <ChartIcon /> },
  { id: 'reviewManagement', icon: <InboxIcon /> },
  { id: 'alerts', icon: <BellIcon /> },
  { id: 'team', icon: <UsersIcon /> },
  { id: 'multiLocation', icon: <MapPinIcon /> },
  { id: 'ratingImprovement', icon: <TrendingUpIcon /> },
] as const;

const STEPS = ['signup', 'connect', 'reply'] as const;

/** /features: the eight features of spec §2, how to start, and the free trial (or the user's area when signed in). */
export function FeaturesPage() {
  const { t } = useFeaturesTexts();
  const { language } = useLanguage();
  useDocumentTitle(t('documentTitle'), t('metaDescription'));

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <TrialAction />
      </PageHero>

      <ContentSection title={t('cardsTitle')} description={t('cardsDescription')}>
        <CardGrid minCardWidth="15rem">
          {FEATURES.map(({ id, icon }) => (
            <IconCard key={id} icon={icon} title={t(`cards.${id}.title`)}>
              <p>{t(`cards.${id}.text`)}</p>
            </IconCard>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection title={t('stepsTitle')}>
        <StyledSteps>
          {STEPS.map((step, index) => (
            <li key={step}>
              <StyledStepCard padding="md">
                <StyledStepNumber aria-hidden="true">{formatNumber(index + 1, language)}</StyledStepNumber>
                <Heading level={4} as="h3">
                  {t(`steps.${step}.title`)}
                </Heading>
                <Text tone="secondary">{t(`steps.${step}.text`)}</Text>
              </StyledStepCard>
            </li>
          ))}
        </StyledSteps>
      </ContentSection>

      <CallToAction title={t('ctaTitle')} text={t('ctaText')}>
        <TrialAction showNote={false} />
        <Button as={Link} to="/pricing" variant="secondary" size="lg">
          {t('seePricing')}
        </Button>
      </CallToAction>
    </ContentPage>
  );
}

/** The free-trial button for a visitor; a signed-in user already has an account, so gets their own area instead. */
function TrialAction({ showNote = true }: { showNote?: boolean }) {
  const { t } = useFeaturesTexts();
  const home = useSignedInHome();
  if (home) {
    return (
      <Button as={Link} to={home.to} size="lg" endIcon={<ChevronEndIcon />}>
        {home.label}
      </Button>
    );
  }
  return (
    <StyledTrial>
      <Button as={Link} to="/signup" size="lg">
        {t('startTrial')}
      </Button>
      {showNote && (
        <Text size="sm" tone="secondary">
          {t('trialNote')}
        </Text>
      )}
    </StyledTrial>
  );
}

const StyledTrial = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }

  > li {
    display: flex;
  }
`;

const StyledStepCard = styled(Card)`
  flex: 1;
`;

const StyledStepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
