import { useDocumentTitle } from '@sumaa/app-kit';
import { formatNumber, useLanguage } from '@sumaa/i18n';
import { Button, Card, MailIcon, UsersIcon } from '@sumaa/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  CallToAction,
  CardGrid,
  COMMERCIAL_REGISTRATION_NUMBER,
  ContentPage,
  ContentSection,
  FileCheckIcon,
  IconCard,
  LtrText,
  MessageSquareIcon,
  PageHero,
  PhoneIcon,
  Prose,
  ShieldCheckIcon,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  supportMailto,
  supportTel,
} from '../../../shared/content';
import { useSignedInHome } from '../../../shared/navigation/useSignedInHome';
import { useAboutTexts } from '../hooks/useAboutTexts';

const VALUES = [
  { key: 'arabicFirst', icon: <MessageSquareIcon /> },
  { key: 'honesty', icon: <FileCheckIcon /> },
  { key: 'privacy', icon: <ShieldCheckIcon /> },
  { key: 'closeness', icon: <UsersIcon /> },
] as const;

/** /about: the story and mission, the values, and the commercial registration and ownership (spec §2). */
export function AboutPage() {
  const { t } = useAboutTexts();
  const { language } = useLanguage();
  const home = useSignedInHome();
  useDocumentTitle(t('documentTitle'), t('description'));
  const story = t('story.paragraphs', { returnObjects: true }) as unknown as string[];

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <StyledStory>
        <ContentSection title={t('story.title')}>
          <Prose>
            {story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
        </ContentSection>
        <StyledMission forwardedAs="section" aria-labelledby="about-mission" padding="lg">
          <StyledMissionTitle id="about-mission">{t('mission.title')}</StyledMissionTitle>
          <StyledMissionText>{t('mission.text')}</StyledMissionText>
        </StyledMission>
      </StyledStory>
      <ContentSection title={t('values.title')} description={t('values.description')}>
        <CardGrid minCardWidth="15rem">
          {VALUES.map((value) => (
            <IconCard key={value.key} icon={value.icon} title={t(`values.${value.key}.title`)}>
              <p>{t(`values.${value.key}.text`)}</p>
            </IconCard>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection title={t('company.title')} description={t('company.ownership')}>
        <Card padding="lg">
          <StyledFacts>
            <div>
              <dt>{t('company.nameLabel')}</dt>
              <dd>{t('company.name')}</dd>
            </div>
            <div>
              <dt>{t('company.registrationLabel')}</dt>
              <dd>
                {/* In the page's digits, like the address's postal code beside it. */}
                {formatNumber(Number(COMMERCIAL_REGISTRATION_NUMBER), language, { useGrouping: false })}
              </dd>
            </div>
            <div>
              <dt>{t('company.addressLabel')}</dt>
              <dd>
                <address>{t('company.address')}</address>
              </dd>
            </div>
            <div>
              <dt>{t('company.emailLabel')}</dt>
              <dd>
                <a href={supportMailto()}>
                  <MailIcon /> <LtrText>{SUPPORT_EMAIL}</LtrText>
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('company.phoneLabel')}</dt>
              <dd>
                <a href={supportTel}>
                  <PhoneIcon /> <LtrText>{SUPPORT_PHONE.display}</LtrText>
                </a>
              </dd>
            </div>
          </StyledFacts>
        </Card>
      </ContentSection>
      <CallToAction title={t('cta.title')} text={t('cta.text')}>
        {home ? (
          <Button as={Link} to={home.to}>
            {home.label}
          </Button>
        ) : (
          <Button as={Link} to="/signup">
            {t('cta.startTrial')}
          </Button>
        )}
        <Button as={Link} to="/contact" variant="secondary">
          {t('cta.contact')}
        </Button>
      </CallToAction>
    </ContentPage>
  );
}

const StyledStory = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

/* The mission stands out: a tinted card with a brand-coloured edge on the start side. */
const StyledMission = styled(Card)`
  gap: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-color: ${({ theme }) => theme.tones.brand.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
`;

const StyledMissionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primarySoftText};
`;

const StyledMissionText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    margin-block-start: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  address {
    font-style: normal;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
