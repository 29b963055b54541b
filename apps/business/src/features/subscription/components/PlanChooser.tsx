import type { BillingInterval, BusinessSubscription, Plan } from '@sumaa/contracts';
import {
  AlertBanner,
  Badge,
  Button,
  Card,
  Heading,
  SegmentedControl,
  SkeletonRows,
  Text,
  useToast,
  Inline,
} from '@sumaa/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadFailure, failureText, useFormat } from '@sumaa/app-kit';
import { useChangePlanMutation } from '../api/changePlan';
import { usePlansQuery } from '../api/plans';
import { useSubscriptionTexts } from '../hooks/useSubscriptionTexts';
import { goToPaymentPage } from '../lib/paymentPage';
import { type PlanChoice, planChoiceOf, priceOf } from '../lib/planChoice';

/** The plans on offer (GET /api/Plans) with monthly or yearly prices, and the change each one would be. */
export function PlanChooser({ subscription }: { subscription: BusinessSubscription }) {
  const { t } = useSubscriptionTexts();
  const toast = useToast();
  const plans = usePlansQuery();
  const change = useChangePlanMutation();
  const [interval, setInterval] = useState<BillingInterval>(subscription.interval);
  const [failure, setFailure] = useState<string | null>(null);
  // Which plan's button is waiting for the server.
  const [choosing, setChoosing] = useState<string | null>(null);

  const choose = async (plan: Plan) => {
    setFailure(null);
    setChoosing(plan.id);
    try {
      const result = await change.mutateAsync({ planId: plan.id, interval });
      if (result.checkout) {
        // Paid on the provider's page, which brings the browser back with ?payment=.
        goToPaymentPage(result.checkout.paymentUrl);
        return;
      }
      toast.show({ message: t('plans.downgradeScheduled', { plan: plan.name }), tone: 'success' });
      setChoosing(null);
    } catch (error) {
      // A refused downgrade says which limits the usage exceeds (the server's message).
      setFailure(failureText(error, t('plans.changeFailed')));
      setChoosing(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="plans-title" padding="lg">
      <StyledHead>
        <div>
          <Heading level={3} id="plans-title">
            {t('plans.title')}
          </Heading>
          <Text tone="muted" size="sm">
            {t('plans.description')}
          </Text>
        </div>
        <SegmentedControl
          legend={t('plans.interval')}
          value={interval}
          onChange={setInterval}
          options={[
            { value: 'monthly', label: t('intervals.monthly') },
            { value: 'yearly', label: t('intervals.yearly') },
          ]}
        />
      </StyledHead>

      {failure && (
        <AlertBanner tone="error" title={t('plans.changeFailed')}>
          {failure !== t('plans.changeFailed') ? failure : undefined}
        </AlertBanner>
      )}

      {plans.isPending ? (
        <SkeletonRows rows={3} rowHeight="220px" label={t('plans.loading')} />
      ) : plans.isError ? (
        <LoadFailure title={t('plans.loadError')} error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <Text tone="muted">{t('plans.empty')}</Text>
      ) : (
        <StyledPlans>
          {plans.data.map((plan) => (
            <PlanOption
              key={plan.id}
              plan={plan}
              interval={interval}
              choice={planChoiceOf(plan, interval, subscription)}
              busy={choosing === plan.id}
              disabled={choosing !== null && choosing !== plan.id}
              onChoose={() => void choose(plan)}
            />
          ))}
        </StyledPlans>
      )}
    </Card>
  );
}

interface PlanOptionProps {
  plan: Plan;
  interval: BillingInterval;
  choice: PlanChoice;
  busy: boolean;
  disabled: boolean;
  onChoose(): void;
}

function PlanOption({ plan, interval, choice, busy, disabled, onChoose }: PlanOptionProps) {
  const { t } = useSubscriptionTexts();
  const format = useFormat();
  const limit = (value: number | null) =>
    value === null ? t('plans.limits.unlimited') : format.count(value);
  const titleId = `plan-${plan.id}-title`;
  const isCurrent = choice === 'current';

  return (
    <StyledPlan aria-labelledby={titleId} $current={isCurrent}>
      <Inline justify="space-between">
        <Heading level={4} id={titleId}>
          {plan.name}
        </Heading>
        {isCurrent ? (
          <Badge tone="brand">{t('plans.current')}</Badge>
        ) : plan.popular ? (
          <Badge tone="info">{t('plans.popular')}</Badge>
        ) : null}
      </Inline>
      <StyledPrice>
        {t(`perInterval.${interval}`, { amount: format.money(priceOf(plan, interval)) })}
      </StyledPrice>
      {plan.description && (
        <Text tone="secondary" size="sm">
          {plan.description}
        </Text>
      )}
      <StyledLimits>
        <li>{t('plans.limits.maxReviews', { value: limit(plan.maxReviews) })}</li>
        <li>{t('plans.limits.maxUsers', { value: limit(plan.maxUsers) })}</li>
        <li>{t('plans.limits.aiResponses', { value: limit(plan.aiResponses) })}</li>
      </StyledLimits>
      <StyledAction>
        {isCurrent ? null : choice === 'scheduled' ? (
          <Badge tone="neutral">{t('plans.scheduled')}</Badge>
        ) : (
          <Button
            variant={choice === 'downgrade' ? 'secondary' : 'primary'}
            fullWidth
            loading={busy}
            disabled={disabled}
            aria-label={t('plans.chooseLabel', {
              action: t(`plans.${choice}`),
              plan: plan.name,
              interval: t(`intervals.${interval}`),
            })}
            onClick={onChoose}
          >
            {t(`plans.${choice}`)}
          </Button>
        )}
      </StyledAction>
    </StyledPlan>
  );
}

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledPlans = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPlan = styled.li<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme, $current }) =>
    $current ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledLimits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The button sits at the card's foot, so the buttons of cards of different lengths line up. */
const StyledAction = styled.div`
  margin-block-start: auto;
`;
