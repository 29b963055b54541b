import { useDocumentTitle } from '@sumaa/app-kit';
import { Badge, Button, Card, Text } from '@sumaa/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  BookOpenIcon,
  CallToAction,
  CardGrid,
  ClockIcon,
  ContentPage,
  ContentSection,
  DisclosureList,
  EmailChannelCard,
  LinkChannelCard,
  MessageSquareIcon,
  PageHero,
  PhoneChannelCard,
  SupportHoursList,
  isSupportOpen,
} from '../../../shared/content';
import { useSupportTexts } from '../hooks/useSupportTexts';
import { HelpSearchForm } from './HelpSearchForm';

/** FAQ entries in order; some answers end with a link to the page that says more. */
const FAQ: ReadonlyArray<{ id: string; linkTo?: string }> = [
  { id: 'trial' },
  { id: 'plans', linkTo: '/pricing' },
  { id: 'cancel' },
  { id: 'connectGoogle', linkTo: '/help/getting-started/connect-google' },
  { id: 'publishReplies' },
  { id: 'smartReplies' },
  { id: 'team' },
  { id: 'languages' },
  { id: 'verification' },
  { id: 'dataSafety', linkTo: '/security' },
];

/** /support: help-centre search, four working contact channels, hours, the FAQ and a way to the contact form. */
export function SupportPage() {
  const { t } = useSupportTexts();
  useDocumentTitle(t('documentTitle'), t('metaDescription'));

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <HelpSearchForm />
      </PageHero>

      <ContentSection title={t('channelsTitle')}>
        <CardGrid minCardWidth="15rem">
          <EmailChannelCard
            title={t('channels.email.title')}
            text={t('channels.email.text')}
            subject={t('channels.email.subject')}
          />
          <PhoneChannelCard title={t('channels.phone.title')} text={t('channels.phone.text')} />
          <LinkChannelCard
            icon={<MessageSquareIcon />}
            title={t('channels.form.title')}
            text={t('channels.form.text')}
            to="/contact"
            action={t('channels.form.action')}
          />
          <LinkChannelCard
            icon={<BookOpenIcon />}
            title={t('channels.helpCenter.title')}
            text={t('channels.helpCenter.text')}
            to="/help"
            action={t('channels.helpCenter.action')}
          />
        </CardGrid>
      </ContentSection>

      {/* The questions and the hours side by side on desktop, so the short hours card leaves no empty half row. */}
      <StyledFaqAndHours>
        <ContentSection title={t('faqTitle')}>
          <DisclosureList
            items={FAQ.map(({ id, linkTo }) => ({
              id: `faq-${id}`,
              summary: t(`faq.${id}.question`),
              content: (
                <>
                  <p>{t(`faq.${id}.answer`)}</p>
                  {linkTo && (
                    <p>
                      <Link to={linkTo}>{t(`faq.${id}.link`)}</Link>
                    </p>
                  )}
                </>
              ),
            }))}
          />
        </ContentSection>
        <ContentSection title={t('hoursTitle')} description={t('hoursDescription')}>
          <SupportHours />
        </ContentSection>
      </StyledFaqAndHours>

      <CallToAction title={t('ctaTitle')} text={t('ctaText')}>
        <Button as={Link} to="/contact" size="lg">
          {t('ctaAction')}
        </Button>
      </CallToAction>
    </ContentPage>
  );
}

function SupportHours() {
  const { t } = useSupportTexts();
  const open = isSupportOpen(new Date());
  return (
    <StyledHoursCard padding="md">
      <StyledHoursHeader>
        <ClockIcon />
        <StyledStatusBadge tone={open ? 'success' : 'neutral'} dot>
          {open ? t('hours.openNow') : t('hours.closedNow')}
        </StyledStatusBadge>
      </StyledHoursHeader>
      <SupportHoursList
        workingDays={t('hours.workingDays')}
        workingTime={(times) => t('hours.workingTime', times)}
        weekend={t('hours.weekend')}
        closed={t('hours.closed')}
      />
      <Text tone="secondary">{t('hours.emailNote')}</Text>
    </StyledHoursCard>
  );
}

const StyledFaqAndHours = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[12]};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[10]};
  }
`;

const StyledHoursCard = styled(Card)`
  max-inline-size: 40rem;
`;

const StyledHoursHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/* The status may be longer than a phone's line: let it wrap instead of pushing the page sideways. */
const StyledStatusBadge = styled(Badge)`
  white-space: normal;
`;
