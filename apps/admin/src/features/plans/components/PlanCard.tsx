import type { AdminPlan } from '@sumaa/contracts';
import { useFormat } from '@sumaa/app-kit';
import { Badge, Button, Card, CheckIcon, Heading, Text, Inline } from '@sumaa/ui';
import styled from 'styled-components';
import { usePlansTexts } from '../hooks/usePlansTexts';
import { MONTHS_PER_YEAR } from '../lib/planForm';
import { PlanLimits } from './PlanLimits';

export type PlanAction = 'view' | 'edit' | 'disable' | 'restore' | 'deletePermanently';

export interface PlanCardProps {
  plan: AdminPlan;
  onAction(action: PlanAction, plan: AdminPlan): void;
}

/**
 * One plan: name, monthly price in SAR, limits, features, the popular mark and its subscribers; an active
 * plan offers view, edit and disable, a disabled one view, restore and (never subscribed to) delete for good.
 */
export function PlanCard({ plan, onAction }: PlanCardProps) {
  const { t } = usePlansTexts();
  const format = useFormat();
  const disabled = plan.deletedAt !== null;
  const headingId = `plan-${plan.id}-name`;
  return (
    <StyledCard
      forwardedAs="article"
      aria-labelledby={headingId}
      padding="lg"
      $popular={plan.popular && !disabled}
    >
      <Inline justify="space-between">
        <Heading level={3} id={headingId}>
          {plan.name}
        </Heading>
        {plan.popular && <Badge tone="info">{t('card.popular')}</Badge>}
      </Inline>
      <StyledPrice>{t('card.perMonth', { price: format.money(plan.price) })}</StyledPrice>
      <Text size="sm" tone="secondary">
        {t('card.perYear', { price: format.money(plan.yearlyPrice || plan.price * MONTHS_PER_YEAR) })}
      </Text>
      {plan.description && <Text size="sm">{plan.description}</Text>}
      <Text size="sm" tone="secondary">
        {disabled && plan.deletedAt
          ? t('card.disabledOn', { date: format.date(plan.deletedAt) })
          : t('card.subscribers', { count: plan.subscriberCount })}
      </Text>
      {disabled && plan.subscriberCount > 0 && (
        <Text size="sm" tone="secondary">
          {t('card.subscribers', { count: plan.subscriberCount })}
        </Text>
      )}

      <section aria-label={t('card.limits')}>
        <PlanLimits plan={plan} />
      </section>

      <section aria-label={t('card.features')}>
        {plan.features.length > 0 ? (
          <StyledFeatures>
            {plan.features.map((feature, index) => (
              <li key={`${index}-${feature}`}>
                <CheckIcon />
                <span>{feature}</span>
              </li>
            ))}
          </StyledFeatures>
        ) : (
          <Text size="sm" tone="secondary">
            {t('card.noFeatures')}
          </Text>
        )}
      </section>

      <StyledActions>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('card.viewPlan', { name: plan.name })}
          onClick={() => onAction('view', plan)}
        >
          {t('card.view')}
        </Button>
        {disabled ? (
          <>
            <Button
              size="sm"
              aria-label={t('card.restorePlan', { name: plan.name })}
              onClick={() => onAction('restore', plan)}
            >
              {t('card.restore')}
            </Button>
            {!plan.everSubscribed && (
              <Button
                size="sm"
                variant="danger"
                aria-label={t('card.deletePlanPermanently', { name: plan.name })}
                onClick={() => onAction('deletePermanently', plan)}
              >
                {t('card.deletePermanently')}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('card.editPlan', { name: plan.name })}
              onClick={() => onAction('edit', plan)}
            >
              {t('card.edit')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t('card.disablePlan', { name: plan.name })}
              onClick={() => onAction('disable', plan)}
            >
              {t('card.disable')}
            </Button>
          </>
        )}
      </StyledActions>
      {disabled && plan.everSubscribed && (
        <Text size="sm" tone="secondary">
          {t('card.everSubscribed')}
        </Text>
      )}
    </StyledCard>
  );
}

const StyledCard = styled(Card)<{ $popular: boolean }>`
  border-color: ${({ theme, $popular }) => ($popular ? theme.colors.primary : theme.colors.border)};
  min-inline-size: 0;
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledFeatures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }

  & svg {
    flex: none;
    margin-block-start: 0.2em;
    color: ${({ theme }) => theme.tones.success.text};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: auto;
`;
