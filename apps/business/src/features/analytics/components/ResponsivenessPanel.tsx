import type { ResponsivenessReport } from '@sumaa/contracts';
import { DataTable, Heading, Text } from '@sumaa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';
import { ReportPanel } from './ReportPanel';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

type LocationRow = ResponsivenessReport['byLocation'][number];
type MemberRow = ResponsivenessReport['byMember'][number];

/**
 * How often and how fast the period's reviews were answered, whether on Google or through Sumaa: overall, by
 * location and by the team member who published the reply.
 */
export function ResponsivenessPanel({ query }: { query: UseQueryResult<ResponsivenessReport> }) {
  const { t } = useAnalyticsTexts();
  return (
    <ReportPanel
      title={t('responsiveness.title')}
      query={query}
      failureTitle={t('responsiveness.loadError')}
      loadingHeight="16rem"
      emptyMessage={(report) => (report.overall.reviews > 0 ? null : t('emptyPeriod'))}
    >
      {(report) => <ResponsivenessFigures report={report} />}
    </ReportPanel>
  );
}

function ResponsivenessFigures({ report }: { report: ResponsivenessReport }) {
  const { t } = useAnalyticsTexts();
  const format = useBusinessFormat();
  const locationsId = useId();
  const membersId = useId();
  const median = (hours: number | null) => (hours === null ? t('noValue') : format.duration(hours));
  const { overall } = report;

  return (
    <>
      <StyledFigures aria-label={t('responsiveness.figures')}>
        <StyledFigure>
          <dt>{t('responsiveness.rate')}</dt>
          <StyledValue>{format.percent(overall.responseRate)}</StyledValue>
          <StyledNote>
            {t('responsiveness.rateNote', {
              replied: format.count(overall.replied),
              reviews: format.count(overall.reviews),
            })}
          </StyledNote>
        </StyledFigure>
        <StyledFigure>
          <dt>{t('responsiveness.median')}</dt>
          <StyledValue>{median(overall.medianResponseHours)}</StyledValue>
          {overall.medianResponseHours === null && <StyledNote>{t('responsiveness.medianNone')}</StyledNote>}
        </StyledFigure>
        <StyledFigure>
          <dt>{t('responsiveness.repliedOnGoogle')}</dt>
          <StyledValue>{format.count(report.repliedOnGoogle)}</StyledValue>
        </StyledFigure>
      </StyledFigures>

      {report.byLocation.length > 0 && (
        <StyledPart aria-labelledby={locationsId}>
          <Heading level={4} as="h3" id={locationsId}>
            {t('responsiveness.byLocation')}
          </Heading>
          <DataTable<LocationRow>
            caption={t('responsiveness.byLocation')}
            captionVisuallyHidden
            rows={report.byLocation}
            rowKey={(row) => row.locationId}
            columns={[
              {
                id: 'location',
                header: t('responsiveness.location'),
                cell: (row) => <bdi>{row.locationName}</bdi>,
              },
              {
                id: 'reviews',
                header: t('responsiveness.reviews'),
                align: 'end',
                cell: (row) => format.count(row.reviews),
              },
              {
                id: 'replied',
                header: t('responsiveness.replied'),
                align: 'end',
                cell: (row) => format.count(row.replied),
              },
              {
                id: 'rate',
                header: t('responsiveness.rate'),
                align: 'end',
                cell: (row) => format.percent(row.responseRate),
              },
              {
                id: 'median',
                header: t('responsiveness.median'),
                align: 'end',
                cell: (row) => median(row.medianResponseHours),
              },
            ]}
          />
        </StyledPart>
      )}

      <StyledPart aria-labelledby={membersId}>
        <Heading level={4} as="h3" id={membersId}>
          {t('responsiveness.byMember')}
        </Heading>
        {report.byMember.length === 0 ? (
          <Text tone="secondary">{t('responsiveness.noMembers')}</Text>
        ) : (
          <DataTable<MemberRow>
            caption={t('responsiveness.byMember')}
            captionVisuallyHidden
            rows={report.byMember}
            rowKey={(row) => row.userId}
            columns={[
              { id: 'member', header: t('responsiveness.member'), cell: (row) => <bdi>{row.name}</bdi> },
              {
                id: 'replies',
                header: t('responsiveness.replies'),
                align: 'end',
                cell: (row) => format.count(row.replies),
              },
              {
                id: 'median',
                header: t('responsiveness.median'),
                align: 'end',
                cell: (row) => median(row.medianResponseHours),
              },
            ]}
          />
        )}
      </StyledPart>
    </>
  );
}

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;

const StyledFigure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledNote = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledPart = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
