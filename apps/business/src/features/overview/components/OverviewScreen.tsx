import { useAuthStore } from '@sumaa/api-client';
import { GROWTH_DAYS_DEFAULT } from '@sumaa/contracts';
import styled from 'styled-components';
import { useGrowthQuery } from '../api/growth';
import { usePerformanceSummaryQuery } from '../api/performanceSummary';
import { useOverviewTexts } from '../hooks/useOverviewTexts';
import { LoadFailure } from '@sumaa/app-kit';
import { NoReviewsYet } from './NoReviewsYet';
import { OverviewCards } from './OverviewCards';
import { OverviewSkeleton } from './OverviewSkeleton';
import { type OverviewLinkPage, QuickLinks } from './QuickLinks';
import { SentimentDonut } from './SentimentDonut';
import { StarDistribution } from './StarDistribution';

export interface OverviewScreenProps {
  quickLinks: readonly OverviewLinkPage[];
}

/**
 * The overview's figures (spec §2), all from the report endpoints: every review of the business, and its
 * growth over the last 90 days. No sample data: before the first review it says why there is none.
 */
export function OverviewScreen({ quickLinks }: OverviewScreenProps) {
  const { t } = useOverviewTexts();
  const businessId = useAuthStore((state) => state.user?.business_id ?? null);
  const summary = usePerformanceSummaryQuery(businessId);
  const growth = useGrowthQuery(businessId, GROWTH_DAYS_DEFAULT);

  if (summary.isPending) return <OverviewSkeleton label={t('loading')} />;
  if (summary.isError)
    return (
      <>
        <LoadFailure
          title={t('loadError')}
          error={summary.error}
          onRetry={() => {
            void summary.refetch();
            if (growth.isError) void growth.refetch();
          }}
        />
        <QuickLinks pages={quickLinks} />
      </>
    );
  if (summary.data.totalReviews === 0)
    return (
      <>
        <NoReviewsYet canOpenReviews={quickLinks.includes('reviews')} />
        <QuickLinks pages={quickLinks} />
      </>
    );
  return (
    <>
      <OverviewCards
        summary={summary.data}
        growth={{
          days: GROWTH_DAYS_DEFAULT,
          data: growth.data,
          failed: growth.isError,
          onRetry: () => void growth.refetch(),
        }}
      />
      <StyledPanels>
        <StarDistribution summary={summary.data} />
        <SentimentDonut summary={summary.data} />
      </StyledPanels>
      <QuickLinks pages={quickLinks} />
    </>
  );
}

const StyledPanels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
