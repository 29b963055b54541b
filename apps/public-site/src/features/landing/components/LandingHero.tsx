import { useAuthStore } from '@sumaa/api-client';
import { Button, CheckCircleIcon, ChevronEndIcon, Heading, Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSignedInHome } from '../../../shared/navigation/useSignedInHome';
import { useLandingTexts } from '../hooks/useLandingTexts';
import { FREE_TRIAL_DAYS } from '../lib/marketingFigures';
import { ReviewReplyPreview } from './ReviewReplyPreview';

const POINTS = ['collect', 'reply', 'insights'] as const;

/** The first screen: the product's name and promise, and the way in (sign-up for visitors, their area for users). */
export function LandingHero() {
  const { t } = useLandingTexts();
  const { t: tCommon } = useTranslation('common');
  const home = useSignedInHome();
  const userName = useAuthStore((state) => state.user?.full_name);

  return (
    <StyledHero aria-labelledby="landing-title">
      <StyledCopy>
        <StyledEyebrow>{t('eyebrow')}</StyledEyebrow>
        <StyledTitle level={1} id="landing-title">
          {tCommon('appName')}
        </StyledTitle>
        <StyledPromise>{t('promise')}</StyledPromise>
        <StyledPoints aria-label={t('pointsLabel')}>
          {POINTS.map((point) => (
            <li key={point}>
              <CheckCircleIcon />
              <span>{t(`points.${point}`)}</span>
            </li>
          ))}
        </StyledPoints>
        {home ? (
          <StyledActions>
            {userName && <Text tone="secondary">{t('signedInAs', { name: userName })}</Text>}
            <Button as={Link} to={home.to} size="lg" endIcon={<ChevronEndIcon />}>
              {home.label}
            </Button>
          </StyledActions>
        ) : (
          <StyledActions>
            <Button as={Link} to="/signup" size="lg">
              {t('startTrial')}
            </Button>
            <Text size="sm" tone="secondary">
              {t('trial', { days: FREE_TRIAL_DAYS })}
            </Text>
            <Text size="sm">
              {t('haveAccount')} <Link to="/login">{t('login')}</Link>
            </Text>
          </StyledActions>
        )}
      </StyledCopy>
      <ReviewReplyPreview />
    </StyledHero>
  );
}

const StyledHero = styled.section`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const StyledCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledEyebrow = styled.p`
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primarySoftText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTitle = styled(Heading)`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};

  ${({ theme }) => theme.media.tablet} {
    font-size: 3.5rem;
  }
`;

const StyledPromise = styled.p`
  max-inline-size: 38rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.textSecondary};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledPoints = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[2]};
`;
