import { useAuthStore } from '@sumaa/api-client';
import { accessAllows, type KeywordReport, reviewEndpoints } from '@sumaa/contracts';
import { DataTable, type DataTableColumn, focusRing } from '@sumaa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { PeriodDays } from '../hooks/useAnalyticsDays';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';
import { SkeletonBlock } from './AnalyticsSkeleton';
import { ReportPanel } from './ReportPanel';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

const KEYWORDS_HEIGHT = '18rem';

export interface TopKeywordsPanelProps {
  query: UseQueryResult<KeywordReport[]>;
  days: PeriodDays | null;
  /**
   * Whether the period has any review: without one there are no words, rather than none that recur. Undefined
   * while that is not known yet (the summary shown is still the previous period's).
   */
  periodHasReviews: boolean | undefined;
}

/**
 * The words the period's reviews use most, each with its share of positive and negative reviews. Each opens the
 * inbox filtered to it over the same days, so the inbox lists the very reviews counted here. The link is
 * relative to this page's address (its sibling page), wherever the shell mounts the dashboard. A word is plain
 * text for a member who may not read the inbox, and while the words shown are still the previous period's (a
 * link would pair the new period's days with the old words).
 */
export function TopKeywordsPanel({ query, days, periodHasReviews }: TopKeywordsPanelProps) {
  const { t } = useAnalyticsTexts();
  const format = useBusinessFormat();
  const user = useAuthStore((state) => state.user);
  const linked = accessAllows(reviewEndpoints.list.access, user) && !query.isPlaceholderData && days !== null;
  const columns: DataTableColumn<KeywordReport, 'keyword' | 'mentions' | 'positive' | 'negative'>[] = [
    {
      id: 'keyword',
      header: t('keywords.keyword'),
      cell: (row) =>
        linked && days ? (
          <StyledLink
            to={{ pathname: '../reviews', search: inboxSearchOf(row.keyword, days) }}
            relative="path"
            aria-label={t('keywords.open', { keyword: row.keyword })}
          >
            <bdi>{row.keyword}</bdi>
          </StyledLink>
        ) : (
          <bdi>{row.keyword}</bdi>
        ),
    },
    {
      id: 'mentions',
      header: t('keywords.mentions'),
      align: 'end',
      cell: (row) => format.count(row.mentions),
    },
    {
      id: 'positive',
      header: t('keywords.positive'),
      align: 'end',
      cell: (row) => format.percent(row.positive),
    },
    {
      id: 'negative',
      header: t('keywords.negative'),
      align: 'end',
      cell: (row) => format.percent(row.negative),
    },
  ];
  return (
    <ReportPanel
      title={t('keywords.title')}
      query={query}
      failureTitle={t('keywords.loadError')}
      loadingHeight={KEYWORDS_HEIGHT}
      emptyMessage={(keywords) => {
        if (keywords.length > 0) return null;
        // Not known yet: the panel waits (below) rather than say something the new period may deny.
        if (periodHasReviews === undefined) return null;
        return periodHasReviews ? t('keywords.none') : t('emptyPeriod');
      }}
    >
      {(keywords) =>
        keywords.length === 0 ? (
          <SkeletonBlock height={KEYWORDS_HEIGHT} />
        ) : (
          <DataTable
            caption={t('keywords.table')}
            captionVisuallyHidden
            columns={columns}
            rows={keywords}
            rowKey={(row) => row.keyword}
          />
        )
      }
    </ReportPanel>
  );
}

/** The inbox's address for a keyword over the period's days (its `keyword`, `from` and `to` filters). */
function inboxSearchOf(keyword: string, days: PeriodDays): string {
  return `?${new URLSearchParams({ keyword, from: days.startDate, to: days.endDate }).toString()}`;
}

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
