import { extractErrorMessage } from '@sumaa/api-client';
import { AlertBanner, Button, EmptyState, LayersIcon, RefreshIcon, VisuallyHidden } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { usePlansQuery } from '../api/getPlans';
import { usePricingTexts } from '../hooks/usePricingTexts';
import type { BillingPeriod } from './billingPeriod';
import { PLAN_CARD_ROWS, PlanCard } from './PlanCard';

export interface PlanListProps {
  period: BillingPeriod;
  /** The cards' heading level: h2 right under the page's h1, h3 inside a titled section. */
  headingAs: 'h2' | 'h3';
}

const SKELETON_CARDS = 3;

/** The plans from the server as cards, with honest loading, error (with a retry) and empty states. */
export function PlanList({ period, headingAs }: PlanListProps) {
  const { t } = usePricingTexts();
  const { t: tCommon } = useTranslation('common');
  const plans = usePlansQuery();

  if (plans.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>{t('plans.loading')}</VisuallyHidden>
        <StyledGrid aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <StyledSkeleton key={index} />
          ))}
        </StyledGrid>
      </div>
    );
  }

  if (plans.isError) {
    return (
      <AlertBanner
        tone="error"
        title={t('plans.error')}
        action={
          <Button
            variant="secondary"
            size="sm"
            startIcon={<RefreshIcon />}
            loading={plans.isFetching}
            onClick={() => void plans.refetch()}
          >
            {tCommon('retry')}
          </Button>
        }
      >
        {extractErrorMessage(plans.error, tCommon('genericError'))}
      </AlertBanner>
    );
  }

  if (plans.data.length === 0) {
    return (
      <EmptyState
        icon={<LayersIcon size="1.75rem" />}
        title={t('plans.emptyTitle')}
        message={t('plans.emptyMessage')}
        titleAs={headingAs}
      >
        <Button as={Link} to="/contact" variant="secondary">
          {t('plans.contactUs')}
        </Button>
      </EmptyState>
    );
  }

  return (
    <StyledGrid>
      {plans.data.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} period={period} headingAs={headingAs} />
        </li>
      ))}
    </StyledGrid>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
  align-items: stretch;
  margin: 0;
  padding: 0;
  list-style: none;

  /* Each card takes PLAN_CARD_ROWS rows of this grid and hands them on to its own rows (see PlanCard). */
  > li {
    display: grid;
    grid-row: span ${PLAN_CARD_ROWS};
    grid-template-rows: subgrid;
    row-gap: ${({ theme }) => theme.space[4]};
    min-inline-size: 0;
  }
`;

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const StyledSkeleton = styled.li`
  min-block-size: 28rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.6s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
