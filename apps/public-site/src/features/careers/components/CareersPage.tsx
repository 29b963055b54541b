import { useDocumentTitle } from '@sumaa/app-kit';
import {
  Button,
  Card,
  CheckCircleIcon,
  Heading,
  MailIcon,
  Text,
  UsersIcon,
  VisuallyHidden,
  visuallyHidden,
} from '@sumaa/ui';
import styled from 'styled-components';
import {
  BookOpenIcon,
  CardGrid,
  ClockIcon,
  ContentPage,
  ContentSection,
  IconCard,
  LtrText,
  MapPinIcon,
  PageHero,
} from '../../../shared/content';
import { useCareersTexts } from '../hooks/useCareersTexts';
import type { RoleText } from '../i18n';
import { CAREERS_EMAIL, careersMailto, OPEN_ROLES } from '../lib/openRoles';

const WAYS_OF_WORKING = [
  { key: 'place', icon: <MapPinIcon /> },
  { key: 'week', icon: <ClockIcon /> },
  { key: 'ownership', icon: <UsersIcon /> },
  { key: 'learning', icon: <BookOpenIcon /> },
] as const;

/** /careers: who we look for, how we work, the open roles with an e-mail application each, and an open door. */
export function CareersPage() {
  const { t } = useCareersTexts();
  useDocumentTitle(t('documentTitle'), t('description'));
  const lookingFor = t('lookingFor.points', { returnObjects: true }) as unknown as string[];

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <ContentSection title={t('lookingFor.title')}>
        <StyledChecklist>
          {lookingFor.map((point) => (
            <li key={point}>
              <CheckCircleIcon />
              <span>{point}</span>
            </li>
          ))}
        </StyledChecklist>
      </ContentSection>
      <ContentSection title={t('howWeWork.title')}>
        <CardGrid minCardWidth="15rem">
          {WAYS_OF_WORKING.map((way) => (
            <IconCard key={way.key} icon={way.icon} title={t(`howWeWork.${way.key}.title`)}>
              <p>{t(`howWeWork.${way.key}.text`)}</p>
            </IconCard>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection title={t('roles.title')} description={t('roles.description')}>
        <StyledRoles>
          {OPEN_ROLES.map((roleKey) => {
            const role = t(`roles.${roleKey}`, { returnObjects: true }) as unknown as RoleText;
            const titleId = `role-${roleKey}`;
            return (
              <li key={roleKey}>
                <StyledRole forwardedAs="article" aria-labelledby={titleId} padding="lg">
                  <Heading level={3} id={titleId}>
                    {role.title}
                  </Heading>
                  <StyledFacts>
                    <div>
                      <dt>{t('roles.locationLabel')}</dt>
                      <dd>
                        <MapPinIcon /> {role.location}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('roles.typeLabel')}</dt>
                      <dd>
                        <ClockIcon /> {t('roles.fullTime')}
                      </dd>
                    </div>
                  </StyledFacts>
                  <Text tone="secondary">{role.summary}</Text>
                  <StyledDetails>
                    <div>
                      <Heading level={4}>{t('roles.responsibilities')}</Heading>
                      <ul>
                        {role.responsibilities.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <Heading level={4}>{t('roles.requirements')}</Heading>
                      <ul>
                        {role.requirements.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  </StyledDetails>
                  <StyledApply>
                    <Button
                      as="a"
                      href={careersMailto(
                        t('roles.applySubject', { role: role.title }),
                        t('roles.applyBody', { role: role.title }),
                      )}
                      startIcon={<MailIcon />}
                    >
                      {t('roles.apply')}
                      <VisuallyHidden>: {role.title}</VisuallyHidden>
                    </Button>
                  </StyledApply>
                </StyledRole>
              </li>
            );
          })}
        </StyledRoles>
      </ContentSection>
      <StyledOpenApplication forwardedAs="section" aria-labelledby="careers-open-application" padding="lg">
        <Heading level={2} id="careers-open-application">
          {t('openApplication.title')}
        </Heading>
        <Text tone="secondary">{t('openApplication.text')}</Text>
        <StyledApply>
          <Button
            as="a"
            href={careersMailto(t('openApplication.subject'), t('openApplication.body'))}
            variant="secondary"
            startIcon={<MailIcon />}
          >
            {t('openApplication.action')}
          </Button>
          <LtrText>{CAREERS_EMAIL}</LtrText>
        </StyledApply>
      </StyledOpenApplication>
    </ContentPage>
  );
}

const StyledChecklist = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }

  svg {
    flex-shrink: 0;
    margin-block-start: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledRoles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  > li {
    display: flex;
  }
`;

const StyledRole = styled(Card)`
  flex: 1;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;

  /* The icons say which fact is which; the terms are there for screen readers. */
  dt {
    ${visuallyHidden}
  }

  dd {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primarySoftText};
  }
`;

const StyledDetails = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  flex: 1;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    margin-block-start: ${({ theme }) => theme.space[2]};
    padding-inline-start: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textSecondary};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const StyledApply = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledOpenApplication = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-color: ${({ theme }) => theme.tones.brand.border};
`;
