import { Text } from '@sumaa/ui';
import type { AnalyticsReportData } from '../api/analyticsReport';
import { useReportTexts } from '../hooks/useReportTexts';
import { starRows, weekEndOf } from '../lib/reportRows';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

const MAX_STARS = 5;

export interface AnalyticsReportProps {
  report: AnalyticsReportData;
}

/** The report's body: the analytics page's figures as plain tables, one section each. */
export function AnalyticsReport({ report }: AnalyticsReportProps) {
  const { t } = useReportTexts();
  const format = useBusinessFormat();
  const { summary, growth, keywords, monthly, weekly, responsiveness } = report;
  const noValue = t('noValue');
  const hours = (value: number | null) => (value === null ? noValue : format.duration(value));
  const positiveShare = summary.totalReviews > 0 ? summary.positiveReviews / summary.totalReviews : 0;

  return (
    <>
      <ReportSection title={t('summary.title')}>
        <ReportTable
          caption={t('summary.title')}
          columns={[
            { header: t('summary.figure') },
            { header: t('summary.value'), numeric: true },
            { header: t('summary.note') },
          ]}
          rows={[
            {
              key: 'total',
              cells: [
                t('summary.total'),
                format.count(summary.totalReviews),
                t('summary.totalNote', { percent: format.percent(summary.responseRate) }),
              ],
            },
            {
              key: 'average',
              cells: [
                t('summary.average'),
                format.rating(summary.averageRating),
                t('summary.averageNote', { max: format.count(MAX_STARS) }),
              ],
            },
            {
              key: 'positive',
              cells: [
                t('summary.positive'),
                format.count(summary.positiveReviews),
                t('summary.positiveNote', { percent: format.share(positiveShare) }),
              ],
            },
            {
              key: 'growth',
              cells: [
                t('summary.growth'),
                growth.growthPercentage === null ? noValue : format.change(growth.growthPercentage),
                growth.growthPercentage === null
                  ? t('summary.growthNoEarlier')
                  : t('summary.growthNote', {
                      current: format.count(growth.currentPeriodReviews),
                      previous: format.count(growth.previousPeriodReviews),
                    }),
              ],
            },
          ]}
        />
      </ReportSection>

      <ReportSection title={t('rating.title')}>
        <ReportTable
          caption={t('rating.title')}
          columns={[
            { header: t('rating.stars') },
            { header: t('rating.reviews'), numeric: true },
            { header: t('rating.share'), numeric: true },
          ]}
          rows={starRows(summary).map((row) => ({
            key: String(row.stars),
            cells: [t(`rating.labels.${row.stars}`), format.count(row.count), format.share(row.share)],
          }))}
        />
      </ReportSection>

      <ReportSection title={t('keywords.title')}>
        {keywords.length === 0 ? (
          <Text tone="secondary">{t('keywords.none')}</Text>
        ) : (
          <ReportTable
            caption={t('keywords.title')}
            columns={[
              { header: t('keywords.keyword') },
              { header: t('keywords.mentions'), numeric: true },
              { header: t('keywords.positive'), numeric: true },
              { header: t('keywords.negative'), numeric: true },
            ]}
            rows={keywords.map((keyword) => ({
              key: keyword.keyword,
              cells: [
                <bdi key="keyword">{keyword.keyword}</bdi>,
                format.count(keyword.mentions),
                format.percent(keyword.positive),
                format.percent(keyword.negative),
              ],
            }))}
          />
        )}
      </ReportSection>

      <ReportSection
        title={t('monthly.title')}
        window={t(`monthly.windows.${monthly.length}`, { defaultValue: '' })}
      >
        <ReportTable
          caption={t('monthly.title')}
          columns={[
            { header: t('monthly.month') },
            { header: t('monthly.reviews'), numeric: true },
            { header: t('monthly.rating'), numeric: true },
          ]}
          rows={monthly.map((month) => ({
            key: month.month,
            cells: [
              format.monthLong(month.month),
              format.count(month.reviews),
              month.reviews === 0 ? noValue : format.rating(month.rating),
            ],
          }))}
        />
      </ReportSection>

      <ReportSection
        title={t('weekly.title')}
        window={t(`weekly.windows.${weekly.length}`, { defaultValue: '' })}
      >
        <ReportTable
          caption={t('weekly.title')}
          columns={[
            { header: t('weekly.week') },
            { header: t('weekly.reviews'), numeric: true },
            { header: t('weekly.positive'), numeric: true },
            { header: t('weekly.neutral'), numeric: true },
            { header: t('weekly.negative'), numeric: true },
          ]}
          rows={weekly.map((week) => ({
            key: week.period,
            cells: [
              t('weekly.weekRange', {
                from: format.day(week.period),
                to: format.day(weekEndOf(week.period)),
              }),
              format.count(week.reviews),
              format.percent(week.positive),
              format.percent(week.neutral),
              format.percent(week.negative),
            ],
          }))}
        />
      </ReportSection>

      <ReportSection title={t('responsiveness.title')}>
        <ReportTable
          caption={t('responsiveness.title')}
          columns={[
            { header: t('responsiveness.figure') },
            { header: t('responsiveness.value'), numeric: true },
          ]}
          rows={[
            {
              key: 'reviews',
              cells: [t('responsiveness.reviews'), format.count(responsiveness.overall.reviews)],
            },
            {
              key: 'replied',
              cells: [t('responsiveness.replied'), format.count(responsiveness.overall.replied)],
            },
            {
              key: 'rate',
              cells: [t('responsiveness.rate'), format.percent(responsiveness.overall.responseRate)],
            },
            {
              key: 'median',
              cells: [t('responsiveness.median'), hours(responsiveness.overall.medianResponseHours)],
            },
            {
              key: 'google',
              cells: [t('responsiveness.repliedOnGoogle'), format.count(responsiveness.repliedOnGoogle)],
            },
          ]}
        />
        {responsiveness.byLocation.length > 0 && (
          <ReportTable
            caption={t('responsiveness.byLocation')}
            captionVisible
            columns={[
              { header: t('responsiveness.location') },
              { header: t('responsiveness.reviews'), numeric: true },
              { header: t('responsiveness.replied'), numeric: true },
              { header: t('responsiveness.rate'), numeric: true },
              { header: t('responsiveness.median'), numeric: true },
            ]}
            rows={responsiveness.byLocation.map((location) => ({
              key: location.locationId,
              cells: [
                <bdi key="name">{location.locationName}</bdi>,
                format.count(location.reviews),
                format.count(location.replied),
                format.percent(location.responseRate),
                hours(location.medianResponseHours),
              ],
            }))}
          />
        )}
        {responsiveness.byMember.length === 0 ? (
          <Text tone="secondary">{t('responsiveness.noMembers')}</Text>
        ) : (
          <ReportTable
            caption={t('responsiveness.byMember')}
            captionVisible
            columns={[
              { header: t('responsiveness.member') },
              { header: t('responsiveness.replies'), numeric: true },
              { header: t('responsiveness.median'), numeric: true },
            ]}
            rows={responsiveness.byMember.map((member) => ({
              key: member.userId,
              cells: [
                <bdi key="name">{member.name}</bdi>,
                format.count(member.replies),
                hours(member.medianResponseHours),
              ],
            }))}
          />
        )}
      </ReportSection>
    </>
  );
}
