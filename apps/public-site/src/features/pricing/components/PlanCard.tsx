import type { Plan } from '@sumaa/contracts';
import { formatMoney, useLanguage } from '@sumaa/i18n';
import {
  Badge,
  Button,
  Card,
  CheckIcon,
  Heading,
  StarIcon,
  Text,
  UsersIcon,
  VisuallyHidden,
} from '@sumaa/ui';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { SparklesIcon } from '../../../shared/content/icons/SparklesIcon';
import { usePricingTexts } from '../hooks/usePricingTexts';
import { type BillingPeriod, MONTHS_PER_YEAR } from './billingPeriod';

export interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  /** h2 when the cards sit right under the page's h1 (/pricing), h3 inside a section (the landing page). */
  headingAs: 'h2' | 'h3';
}

type LimitKey = 'users' | 'reviews' | 'aiReplies';

/** One plan: name, price for the chosen period, limits (null = unlimited), features and the way to try it. */
export function PlanCard({ plan, period, headingAs }: PlanCardProps) {
  const { t } = usePricingTexts();
  const { language } = useLanguage();
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, language, plan.currency);
  const amount = period === 'year' ? plan.yearlyPrice : plan.price;

  const limit = (key: LimitKey, value: number | null) =>
    value === null ? t(`card.${key}.unlimited`) : t(`card.${key}.count`, { count: value });
  const limits: { key: LimitKey; icon: ReactNode; text: string }[] = [
    { key: 'users', icon: <UsersIcon />, text: limit('users', plan.maxUsers) },
    { key: 'reviews', icon: <StarIcon />, text: limit('reviews', plan.maxReviews) },
    { key: 'aiReplies', icon: <SparklesIcon />, text: limit('aiReplies', plan.aiResponses) },
  ];

  return (
    <StyledCard
      forwardedAs="article"
      aria-labelledby={titleId}
      $popular={plan.popular}
      elevated={plan.popular}
    >
      <StyledTop>
        <Heading level={3} as={headingAs} id={titleId}>
          {plan.name}
        </Heading>
        {plan.popular && <Badge tone="brand">{t('card.popular')}</Badge>}
      </StyledTop>
      {/* Always there (empty without a description), so every card keeps the same rows. */}
      <Text tone="secondary">{plan.description}</Text>

      <div>
        <StyledPrice>
          <StyledAmount>{money(amount)}</StyledAmount>{' '}
          <StyledPeriod>{period === 'year' ? t('card.perYear') : t('card.perMonth')}</StyledPeriod>
        </StyledPrice>
        {period === 'year' && (
          <Text size="sm" tone="muted">
            {t('card.yearlyBreakdown', { months: MONTHS_PER_YEAR, monthly: money(plan.price) })}
          </Text>
        )}
      </div>

      <StyledLimits aria-label={t('card.limitsLabel')}>
        {limits.map(({ key, icon, text }) => (
          <li key={key}>
            {icon}
            <span>{text}</span>
          </li>
        ))}
      </StyledLimits>

      {plan.features.length > 0 ? (
        <StyledFeatures aria-label={t('card.featuresLabel')}>
          {plan.features.map((feature) => (
            <li key={feature}>
              <CheckIcon />
              <span>{feature}</span>
            </li>
          ))}
        </StyledFeatures>
      ) : (
        <div />
      )}

      <StyledAction>
        <Button
          as={Link}
          to={`/signup?plan=${encodeURIComponent(plan.id)}`}
          variant={plan.popular ? 'primary' : 'secondary'}
          size="lg"
          fullWidth
        >
          {t('card.startTrial')}
          <VisuallyHidden> {t('card.startTrialWith', { name: plan.name })}</VisuallyHidden>
        </Button>
      </StyledAction>
    </StyledCard>
  );
}

/**
 * The card's rows (name, description, price, limits, features, button) are rows of the list's grid
 * (subgrid), so the prices, limits and buttons of cards side by side line up whatever each text's length.
 */
export const PLAN_CARD_ROWS = 6;

const StyledCard = styled(Card)<{ $popular: boolean }>`
  display: grid;
  grid-row: span ${PLAN_CARD_ROWS};
  grid-template-rows: subgrid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  ${({ $popular, theme }) =>
    $popular &&
    css`
      border: 2px solid ${theme.colors.primary};
    `}
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledPrice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const StyledAmount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledPeriod = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const listStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  svg {
    margin-block-start: 0.1em;
  }
`;

const StyledLimits = styled.ul`
  ${listStyles}
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledFeatures = styled.ul`
  ${listStyles}
  color: ${({ theme }) => theme.colors.textSecondary};

  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The button sits at the bottom of every card, so the buttons of a row line up whatever the lists' lengths. */
const StyledAction = styled.div`
  align-self: end;
  padding-block-start: ${({ theme }) => theme.space[2]};
`;
