import type { WeeklySentiment } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { StackedBarChart } from '@sumaa/ui';
import { useTheme } from 'styled-components';
import { useAnalyticsTexts } from '../../hooks/useAnalyticsTexts';
import { dayPlus } from '../../lib/analyticsFigures';
import { useBusinessFormat } from '../../../../shared/business-settings/useBusinessFormat';

/** Stacked from the baseline up: good news first, as the overview's donut reads. */
const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
type SentimentKey = (typeof SENTIMENTS)[number];
const LABEL_KEYS = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' } as const;

export interface WeeklySentimentChartProps {
  /** Oldest first, every week present (the report's order). */
  weeks: readonly WeeklySentiment[];
}

/**
 * Each week's reviews split into positive, neutral and negative shares, stacked to 100 %; the oldest week at
 * the inline start, so in Arabic the weeks run from right to left. A colour key names the colours, and a table
 * holds the same figures.
 */
export function WeeklySentimentChart({ weeks }: WeeklySentimentChartProps) {
  const { t } = useAnalyticsTexts();
  const { dir } = useLanguage();
  const theme = useTheme();
  const format = useBusinessFormat();
  const colours = {
    positive: theme.tones.success.solid,
    neutral: theme.tones.neutral.solid,
    negative: theme.tones.danger.solid,
  };
  const share = (week: WeeklySentiment, sentiment: SentimentKey) =>
    week.reviews > 0 ? format.percent(week[sentiment]) : t('noValue');
  return (
    <StackedBarChart
      dir={dir}
      markGroupAs="week"
      markSeriesAs="sentiment"
      legendLabel={t('weekly.legend')}
      series={SENTIMENTS.map((sentiment) => ({
        key: sentiment,
        label: t(`weekly.${LABEL_KEYS[sentiment]}`),
        colour: colours[sentiment],
      }))}
      groups={weeks.map((week) => ({
        key: week.period,
        axisLabel: format.dayShort(week.period),
        values: { positive: week.positive, neutral: week.neutral, negative: week.negative },
      }))}
      formatTick={format.percent}
      caption={t('weekly.table')}
      headers={[
        t('weekly.week'),
        t('weekly.reviews'),
        t('weekly.Positive'),
        t('weekly.Neutral'),
        t('weekly.Negative'),
      ]}
      rows={weeks.map((week) => ({
        key: week.period,
        cells: [
          t('weekly.weekRange', { from: format.day(week.period), to: format.day(dayPlus(week.period, 6)) }),
          format.count(week.reviews),
          share(week, 'positive'),
          share(week, 'neutral'),
          share(week, 'negative'),
        ],
      }))}
    />
  );
}
