import type { PerformanceSummary } from '@sumaa/contracts';
import { Card, Heading, StarIcon, visuallyHidden } from '@sumaa/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useOverviewTexts } from '../hooks/useOverviewTexts';
import { starRows } from '../lib/overviewFigures';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

/**
 * How the reviews spread over the ratings, five stars down to one: a table (rating, share, count) whose share
 * cell also draws a bar. The bar grows from the inline start, so it fills from the right in Arabic.
 */
export function StarDistribution({ summary }: { summary: PerformanceSummary }) {
  const { t } = useOverviewTexts();
  const format = useBusinessFormat();
  const titleId = useId();
  return (
    <StyledPanel forwardedAs="section" aria-labelledby={titleId}>
      <Heading level={4} as="h2" id={titleId}>
        {t('stars.title')}
      </Heading>
      <StyledTable aria-labelledby={titleId}>
        <StyledHiddenHead>
          <tr>
            <th scope="col">{t('stars.rating')}</th>
            <th scope="col">{t('stars.share')}</th>
            <th scope="col">{t('stars.count')}</th>
          </tr>
        </StyledHiddenHead>
        <tbody>
          {starRows(summary).map((row) => (
            <tr key={row.stars}>
              <StyledRating scope="row">
                <StyledStar aria-hidden="true">
                  <StarIcon size="0.875rem" filled />
                </StyledStar>
                {t(`stars.labels.${row.stars}`)}
              </StyledRating>
              <StyledShare>
                <StyledTrack aria-hidden="true">
                  <StyledBar style={{ inlineSize: `${row.share * 100}%` }} />
                </StyledTrack>
                <StyledPercent>{format.share(row.share)}</StyledPercent>
              </StyledShare>
              <StyledCount>{format.count(row.count)}</StyledCount>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledPanel>
  );
}

const StyledPanel = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;

  td,
  th {
    padding-block: ${({ theme }) => theme.space[2]};
    vertical-align: middle;
  }
`;

const StyledHiddenHead = styled.thead`
  ${visuallyHidden}
`;

const StyledRating = styled.th`
  padding-inline-end: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  text-align: start;
  white-space: nowrap;
`;

const StyledStar = styled.span`
  display: inline-flex;
  margin-inline-end: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.accent};
  vertical-align: middle;
`;

const StyledShare = styled.td`
  inline-size: 100%;
`;

const StyledTrack = styled.span`
  display: inline-block;
  inline-size: calc(100% - 4.5rem);
  block-size: ${({ theme }) => theme.space[2]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  vertical-align: middle;
`;

const StyledBar = styled.span`
  display: block;
  block-size: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
`;

const StyledPercent = styled.span`
  display: inline-block;
  inline-size: 4rem;
  margin-inline-start: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const StyledCount = styled.td`
  padding-inline-start: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  text-align: end;
  white-space: nowrap;
`;
