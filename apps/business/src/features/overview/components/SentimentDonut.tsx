import type { PerformanceSummary } from '@sumaa/contracts';
import { DonutChart, Panel, type Theme } from '@sumaa/ui';
import { useTheme } from 'styled-components';
import { useOverviewTexts } from '../hooks/useOverviewTexts';
import { type SentimentSlice, sentimentSlices } from '../lib/overviewFigures';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

const colourOf = (theme: Theme, sentiment: SentimentSlice['sentiment']) =>
  ({
    Positive: theme.tones.success.solid,
    Neutral: theme.tones.neutral.solid,
    Negative: theme.tones.danger.solid,
  })[sentiment];

/**
 * The three sentiments as a donut with a legend of counts and shares. The image is named by its figures, so a
 * screen reader hears them without the drawing.
 */
export function SentimentDonut({ summary }: { summary: PerformanceSummary }) {
  const { t } = useOverviewTexts();
  const format = useBusinessFormat();
  const theme = useTheme();
  const slices = sentimentSlices(summary);
  const counted = (sentiment: SentimentSlice['sentiment']) =>
    format.count(slices.find((slice) => slice.sentiment === sentiment)?.count ?? 0);
  return (
    <Panel title={t('sentiment.title')}>
      <DonutChart
        markAs="sentiment"
        label={t('sentiment.chart', {
          positive: counted('Positive'),
          neutral: counted('Neutral'),
          negative: counted('Negative'),
        })}
        total={format.count(summary.totalReviews)}
        totalLabel={t('sentiment.total')}
        slices={slices.map((slice) => ({
          key: slice.sentiment,
          label: t(`sentiment.${slice.sentiment}`),
          share: slice.share,
          colour: colourOf(theme, slice.sentiment),
          legendValue: t('sentiment.share', {
            count: format.count(slice.count),
            percent: format.share(slice.share),
          }),
        }))}
      />
    </Panel>
  );
}
