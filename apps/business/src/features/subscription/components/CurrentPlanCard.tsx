import type { BusinessSubscription } from '@sumaa/contracts';
import { Button, Card, Heading, Inline, Text } from '@sumaa/ui';
import styled from 'styled-components';
import { useSubscriptionTexts } from '../hooks/useSubscriptionTexts';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import { useFormat } from '@sumaa/app-kit';

export interface CurrentPlanCardProps {
  subscription: BusinessSubscription;
  /** Shown when the subscription can be cancelled (not already cancelling, not ended). */
  onCancel?(): void;
  /** Shown while a cancellation waits for the period's end. */
  onResume?(): void;
  resuming?: boolean;
}

/** The plan the business is on: its name, status, price, period, next payment (or its end) and trial days. */
export function CurrentPlanCard({
  subscription,
  onCancel,
  onResume,
  resuming = false,
}: CurrentPlanCardProps) {
  const { t } = useSubscriptionTexts();
  const format = useFormat();
  const isTrial = subscription.status === 'trial';
  const periodEnd = isTrial
    ? (subscription.trialEndsAt ?? subscription.currentPeriodEnd)
    : subscription.currentPeriodEnd;

  return (
    <Card as="section" aria-labelledby="current-plan-title" padding="lg">
      <Inline justify="space-between" align="start" wrap gap={3}>
        <div>
          <Text size="sm" tone="muted" id="current-plan-title">
            {t('current.title')}
          </Text>
          <Heading level={2}>{subscription.planName}</Heading>
        </div>
        <SubscriptionStatusBadge status={subscription.status} />
      </Inline>

      <StyledFacts>
        <div>
          <dt>{t('current.amount')}</dt>
          <dd>{t(`perInterval.${subscription.interval}`, { amount: format.money(subscription.amount) })}</dd>
        </div>
        <div>
          <dt>{t('current.interval')}</dt>
          <dd>{t(`intervals.${subscription.interval}`)}</dd>
        </div>
        <div>
          <dt>{t('current.period')}</dt>
          <dd>
            {t('current.periodRange', {
              start: format.date(subscription.currentPeriodStart),
              end: format.date(subscription.currentPeriodEnd),
            })}
          </dd>
        </div>
        {isTrial ? (
          <div>
            <dt>{t('current.trialEnds')}</dt>
            <dd>{format.date(periodEnd)}</dd>
          </div>
        ) : subscription.cancelAtPeriodEnd ? (
          <div>
            <dt>{t('current.endsOn')}</dt>
            <dd>{format.date(periodEnd)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('current.nextPayment')}</dt>
            <dd>
              {subscription.nextBilling ? format.date(subscription.nextBilling) : t('current.noNextPayment')}
            </dd>
          </div>
        )}
      </StyledFacts>

      {isTrial && subscription.trialDaysLeft !== null && <TrialDaysLeft days={subscription.trialDaysLeft} />}
      {subscription.cancelAtPeriodEnd && (
        <Text tone="muted">{t('current.cancelling', { date: format.date(periodEnd) })}</Text>
      )}
      <Text size="sm" tone="muted">
        {t('current.vatNote', { rate: format.rate(subscription.vatRate) })}
      </Text>

      {(onCancel || onResume) && (
        <Inline gap={2} wrap>
          {onResume && (
            <Button variant="secondary" loading={resuming} onClick={onResume}>
              {t('actions.resume')}
            </Button>
          )}
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          )}
        </Inline>
      )}
    </Card>
  );
}

/** "N days left in your free trial", in the form the number takes in the reader's language. */
export function TrialDaysLeft({ days }: { days: number }) {
  const { t, i18n } = useSubscriptionTexts();
  return <Text weight="semibold">{trialDaysText(t, i18n.language, days)}</Text>;
}

type Translate = ReturnType<typeof useSubscriptionTexts>['t'];

/** Arabic has six plural forms: Intl.PluralRules picks the key, both languages hold all six. */
export function trialDaysText(t: Translate, language: string, days: number): string {
  const form = new Intl.PluralRules(language).select(days) as
    'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
  return t(`banner.daysLeft.${days === 0 ? 'zero' : form}`, { count: days });
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
