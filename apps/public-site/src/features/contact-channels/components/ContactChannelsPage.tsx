import { useDocumentTitle } from '@sumaa/app-kit';
import { Button, Card, ChevronEndIcon, Heading, MailIcon, Text } from '@sumaa/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  BookOpenIcon,
  CardGrid,
  COMMERCIAL_REGISTRATION_NUMBER,
  ContentPage,
  ContentSection,
  IconCard,
  LtrText,
  MessageSquareIcon,
  PageHero,
  PhoneIcon,
  SUPPORT_EMAIL,
  SupportHoursList,
  SUPPORT_PHONE,
  supportMailto,
  supportTel,
} from '../../../shared/content';
import { useContactChannelsTexts } from '../hooks/useContactChannelsTexts';

/** /contact2: every way to reach us (e-mail, phone, the /contact form, help and support), hours and address. */
export function ContactChannelsPage() {
  const { t } = useContactChannelsTexts();
  useDocumentTitle(t('documentTitle'), t('description'));

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <ContentSection title={t('channels.title')}>
        <CardGrid minCardWidth="15rem">
          <IconCard icon={<MailIcon />} title={t('channels.email.title')}>
            <p>{t('channels.email.text')}</p>
            <StyledAction href={supportMailto()}>
              <LtrText>{SUPPORT_EMAIL}</LtrText>
            </StyledAction>
          </IconCard>
          <IconCard icon={<PhoneIcon />} title={t('channels.phone.title')}>
            <p>{t('channels.phone.text')}</p>
            <StyledAction href={supportTel}>
              <LtrText>{SUPPORT_PHONE.display}</LtrText>
            </StyledAction>
          </IconCard>
          <IconCard icon={<MessageSquareIcon />} title={t('channels.form.title')}>
            <p>{t('channels.form.text')}</p>
            <StyledButtonRow>
              <Button as={Link} to="/contact" variant="secondary" size="sm" endIcon={<ChevronEndIcon />}>
                {t('channels.form.action')}
              </Button>
            </StyledButtonRow>
          </IconCard>
          <IconCard icon={<BookOpenIcon />} title={t('channels.selfService.title')}>
            <p>{t('channels.selfService.text')}</p>
            <StyledLinks>
              <li>
                <Link to="/help">{t('channels.selfService.help')}</Link>
              </li>
              <li>
                <Link to="/support">{t('channels.selfService.support')}</Link>
              </li>
            </StyledLinks>
          </IconCard>
        </CardGrid>
      </ContentSection>
      <StyledColumns>
        <StyledPanel forwardedAs="section" aria-labelledby="contact2-hours" padding="lg">
          <Heading level={3} as="h2" id="contact2-hours">
            {t('hours.title')}
          </Heading>
          <Text size="sm" tone="secondary">
            {t('hours.description')}
          </Text>
          <SupportHoursList
            workingDays={t('hours.workingDays')}
            workingTime={(times) => t('hours.workingHours', times)}
            weekend={t('hours.weekend')}
            closed={t('hours.closed')}
          />
          <Text size="sm" tone="secondary">
            {t('hours.outsideHours')}
          </Text>
        </StyledPanel>
        <StyledPanel forwardedAs="section" aria-labelledby="contact2-office" padding="lg">
          <Heading level={3} as="h2" id="contact2-office">
            {t('office.title')}
          </Heading>
          <address>
            <Text weight="semibold">{t('office.company')}</Text>
            <Text>{t('office.address')}</Text>
          </address>
          <Text size="sm" tone="secondary">
            {t('office.registration', { number: COMMERCIAL_REGISTRATION_NUMBER })}
          </Text>
        </StyledPanel>
      </StyledColumns>
    </ContentPage>
  );
}

const StyledAction = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  margin-block-start: auto;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledButtonRow = styled.div`
  display: flex;
  margin-block-start: auto;
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  margin-block-start: auto;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledPanel = styled(Card)`
  gap: ${({ theme }) => theme.space[3]};

  address {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    font-style: normal;
  }
`;
