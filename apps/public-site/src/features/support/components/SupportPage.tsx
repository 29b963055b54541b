import { type Language, useLanguage } from '@sumaa/i18n';
import { Badge, Button, Card, MailIcon, Text } from '@sumaa/ui';
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
  IconCard,
  LtrText,
  MessageSquareIcon,
  PageHero,
  PhoneIcon,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  supportMailto,
  supportTel,
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
          <IconCard icon={<MailIcon />} title={t('channels.email.title')}>
            <p>{t('channels.email.text')}</p>
            <StyledChannelLink>
              <a href={supportMailto(t('channels.email.subject'))}>
                <LtrText>{SUPPORT_EMAIL}</LtrText>
              </a>
            </StyledChannelLink>
          </IconCard>
          <IconCard icon={<PhoneIcon />} title={t('channels.phone.title')}>
            <p>{t('channels.phone.text')}</p>
            <StyledChannelLink>
              <a href={supportTel}>
                <LtrText>{SUPPORT_PHONE.display}</LtrText>
              </a>
            </StyledChannelLink>
          </IconCard>
          <IconCard icon={<MessageSquareIcon />} title={t('channels.form.title')}>
            <p>{t('channels.form.text')}</p>
            <StyledChannelLink>
              <Link to="/contact">{t('channels.form.action')}</Link>
            </StyledChannelLink>
          </IconCard>
          <IconCard icon={<BookOpenIcon />} title={t('channels.helpCenter.title')}>
            <p>{t('channels.helpCenter.text')}</p>
            <StyledChannelLink>
              <Link to="/help">{t('channels.helpCenter.action')}</Link>
            </StyledChannelLink>
          </IconCard>
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

const StyledChannelLink = styled.p`
  margin-block-start: auto;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  }
`;

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
