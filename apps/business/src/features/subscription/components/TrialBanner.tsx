import { type BusinessSubscription, translateMessage } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { AlertBanner, Button } from '@sumaa/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useBusinessSubscriptionQuery } from '../../../shared/subscription';
import { useSubscriptionTexts } from '../hooks/useSubscriptionTexts';
import { trialDaysText } from './CurrentPlanCard';

export interface TrialBannerProps {
  /** The subscription page, for those who may open it (admins); the others are told to ask an admin. */
  subscriptionPath?: string;
}

/** Dismissed trial banners, per subscription, for this browser tab's session. */
const DISMISSED_KEY = 'sumaa.trialBanner.dismissed';

function wasDismissed(subscriptionId: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === subscriptionId;
  } catch {
    return false;
  }
}

/**
 * Across the business area, for every member: the days left of a free trial (dismissible for the session), a
 * payment that did not go through, or that an ended subscription left the dashboard read-only.
 */
export function TrialBanner({ subscriptionPath }: TrialBannerProps) {
  // While the subscription loads, or if it fails, it takes no room. Its texts suspend the page's boundary
  // (PageWithNotices), so the banner and the page appear together.
  const { data } = useBusinessSubscriptionQuery();
  const { pathname } = useLocation();
  if (!data) return null;
  // The subscription page says the same in its own alerts, beside what to do about it.
  const onItsPage = subscriptionPath !== undefined && pathname.startsWith(subscriptionPath);
  if (data.status === 'trial') return <TrialNotice subscription={data} subscriptionPath={subscriptionPath} />;
  if (onItsPage) return null;
  if (data.status === 'past_due') return <PastDueNotice subscriptionPath={subscriptionPath} />;
  if (!data.canReply || data.status === 'expired' || data.status === 'cancelled')
    return <ReadOnlyNotice subscriptionPath={subscriptionPath} />;
  return null;
}

function TrialNotice({
  subscription,
  subscriptionPath,
}: {
  subscription: BusinessSubscription;
  subscriptionPath?: string;
}) {
  const { t, i18n } = useSubscriptionTexts();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(() => wasDismissed(subscription.id));
  if (dismissed || subscription.trialDaysLeft === null) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, subscription.id);
    } catch {
      // storage refused (private mode): hidden until the next page load
    }
    setDismissed(true);
  };
  const showLink = subscriptionPath !== undefined && !pathname.startsWith(subscriptionPath);
  return (
    <StyledNotice
      tone="info"
      dismissLabel={t('banner.dismiss')}
      onDismiss={dismiss}
      action={showLink ? <PlanLink to={subscriptionPath} label={t('banner.choosePlan')} /> : undefined}
    >
      {trialDaysText(t, i18n.language, subscription.trialDaysLeft)}
    </StyledNotice>
  );
}

function PastDueNotice({ subscriptionPath }: TrialBannerProps) {
  const { t } = useSubscriptionTexts();
  return (
    <StyledNotice
      tone="warning"
      action={subscriptionPath ? <PlanLink to={subscriptionPath} label={t('banner.payNow')} /> : undefined}
    >
      {t('banner.pastDue')}
      {!subscriptionPath && ` ${t('banner.askAdmin')}`}
    </StyledNotice>
  );
}

function ReadOnlyNotice({ subscriptionPath }: TrialBannerProps) {
  const { t } = useSubscriptionTexts();
  const { language } = useLanguage();
  return (
    <StyledNotice
      tone="warning"
      action={
        subscriptionPath ? <PlanLink to={subscriptionPath} label={t('banner.choosePlan')} /> : undefined
      }
    >
      {translateMessage('subscriptionReadOnly', language)}
      {!subscriptionPath && ` ${t('banner.askAdmin')}`}
    </StyledNotice>
  );
}

function PlanLink({ to, label }: { to: string; label: string }) {
  return (
    <Button as={Link} to={to} size="sm" variant="secondary">
      {label}
    </Button>
  );
}

const StyledNotice = styled(AlertBanner)`
  margin-block-end: ${({ theme }) => theme.space[6]};

  @media print {
    display: none;
  }
`;
