import { extractErrorMessage } from '@sumaa/api-client';
import { useDocumentTitle } from '@sumaa/app-kit';
import { formatDate, useLanguage } from '@sumaa/i18n';
import { AlertBanner, Button, Card, Heading, RefreshIcon, Spinner, Text } from '@sumaa/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ContentPage, PageHero } from '../../../shared/content';
import { useLaunchInfoQuery } from '../api/getLaunchInfo';
import { useComingSoonTexts } from '../hooks/useComingSoonTexts';
import { useCountdown } from '../hooks/useCountdown';
import { CountdownClock } from './CountdownClock';
import { LaunchReminderForm } from './LaunchReminderForm';

/** /soon: the countdown to the launch date the server gives, and the optional reminder e-mail form. */
export function ComingSoonPage() {
  const { t } = useComingSoonTexts();
  const { t: tCommon } = useTranslation('common');
  const launch = useLaunchInfoQuery();
  useDocumentTitle(t('documentTitle'), t('metaDescription'));

  const launchAt = launch.data ? Date.parse(launch.data.launchAt) : Number.NaN;
  let body;
  if (launch.isPending) {
    body = (
      <StyledCentred>
        <Spinner size="lg" label={t('loading')} />
      </StyledCentred>
    );
  } else if (launch.isError || Number.isNaN(launchAt)) {
    body = (
      <AlertBanner
        tone="error"
        title={t('error')}
        action={
          <Button
            variant="secondary"
            size="sm"
            startIcon={<RefreshIcon />}
            loading={launch.isFetching}
            onClick={() => void launch.refetch()}
          >
            {tCommon('retry')}
          </Button>
        }
      >
        {launch.isError
          ? extractErrorMessage(launch.error, tCommon('genericError'))
          : tCommon('genericError')}
      </AlertBanner>
    );
  } else {
    body = <LaunchCountdown launchAt={launchAt} launchedByServer={launch.data.launched} />;
  }

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} centered />
      {body}
    </ContentPage>
  );
}

/** The countdown while the launch is ahead; once it has come (by the server or by the clock), the way in. */
function LaunchCountdown({ launchAt, launchedByServer }: { launchAt: number; launchedByServer: boolean }) {
  const { t } = useComingSoonTexts();
  const { language } = useLanguage();
  const countdown = useCountdown(launchAt);
  const reminderTitleId = useId();

  if (launchedByServer || countdown.finished) {
    return (
      <StyledLaunched role="status">
        <Heading level={3} as="h2">
          {t('launched.title')}
        </Heading>
        <Text tone="secondary" align="center">
          {t('launched.message')}
        </Text>
        <Button as={Link} to="/signup" size="lg">
          {t('launched.startTrial')}
        </Button>
      </StyledLaunched>
    );
  }

  return (
    <>
      <StyledCountdown>
        <CountdownClock countdown={countdown} />
        <Text tone="secondary" align="center">
          {t('launchDate', {
            date: formatDate(launchAt, language, { dateStyle: 'full', timeStyle: 'short' }),
          })}
        </Text>
      </StyledCountdown>
      <StyledReminder forwardedAs="section" aria-labelledby={reminderTitleId}>
        <Heading level={4} as="h2" id={reminderTitleId}>
          {t('reminder.title')}
        </Heading>
        <Text tone="secondary">{t('reminder.description')}</Text>
        <LaunchReminderForm />
      </StyledReminder>
    </>
  );
}

const StyledCentred = styled.div`
  display: flex;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledCountdown = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledLaunched = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.tones.success.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.tones.success.soft};
  text-align: center;
`;

const StyledReminder = styled(Card)`
  inline-size: 100%;
  max-inline-size: 36rem;
  margin-inline: auto;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
`;
