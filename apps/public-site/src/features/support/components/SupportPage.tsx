import { type Language, useLanguage } from '@sumaa/i18n';
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
  SUPPORT_HOURS,
} from '../../../shared/content';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useSupportTexts } from '../hooks/useSupportTexts';
import { formatSupportHour, isSupportOpen } from '../lib/supportHours';
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
  const { language } = useLanguage();
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
          <SupportHours language={language} />
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

function SupportHours({ language }: { language: Language }) {
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
      <StyledHours>
        <div>
          <dt>{t('hours.workingDays')}</dt>
          <dd>
            {t('hours.workingTime', {
              opens: formatSupportHour(SUPPORT_HOURS.opensAt, language),
              closes: formatSupportHour(SUPPORT_HOURS.closesAt, language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('hours.weekend')}</dt>
          <dd>{t('hours.closed')}</dd>
        </div>
      </StyledHours>
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

const StyledHours = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-block: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
