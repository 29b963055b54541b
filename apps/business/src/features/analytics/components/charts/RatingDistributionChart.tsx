import { ChartCanvas, ChartTable, inlineRange, marginFor } from '@sumaa/ui';
import type { PerformanceSummary } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';
import { useAnalyticsTexts } from '../../hooks/useAnalyticsTexts';
import { type RatingRow, ratingRows } from '../../lib/analyticsFigures';
import { useBusinessFormat } from '../../../../shared/business-settings/useBusinessFormat';

const HEIGHT = 220;
/** The ratings' names at the start ("نجمة واحدة"), each bar's count and share after its end. */
const MARGIN = { top: 4, bottom: 4, start: 80, end: 84 };
const LABEL_GAP = 8;

/**
 * How the period's reviews spread over the ratings, five stars down to one: bars that grow from the inline
 * start (from the right in Arabic) along a track, the counts and shares in a column at the inline end. A table
 * holds the same figures.
 */
export function RatingDistributionChart({ summary }: { summary: PerformanceSummary }) {
  const { t } = useAnalyticsTexts();
  const format = useBusinessFormat();
  const rows = ratingRows(summary);
  return (
    <>
      <ChartCanvas height={HEIGHT}>{(width) => <RatingBars width={width} rows={rows} />}</ChartCanvas>
      <ChartTable
        caption={t('rating.table')}
        headers={[t('rating.stars'), t('rating.reviews'), t('rating.share')]}
        rows={rows.map((row) => ({
          key: String(row.stars),
          cells: [t(`rating.labels.${row.stars}`), format.count(row.reviews), format.share(row.share)],
        }))}
      />
    </>
  );
}

function RatingBars({ width, rows }: { width: number; rows: readonly RatingRow[] }) {
  const { t } = useAnalyticsTexts();
  const { dir } = useLanguage();
  const theme = useTheme();
  const format = useBusinessFormat();
  const margin = marginFor(dir, MARGIN);
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = HEIGHT - margin.top - margin.bottom;
  const rtl = dir === 'rtl';

  const y = scaleBand({ domain: rows.map((row) => row.stars), range: [0, plotHeight], padding: 0.35 });
  const x = scaleLinear({
    domain: [0, Math.max(1, ...rows.map((row) => row.reviews))],
    range: inlineRange(dir, plotWidth),
  });
  const origin = x(0);

  return (
    <svg width={width} height={HEIGHT} direction="ltr" aria-hidden="true" focusable="false">
      <Group left={margin.left} top={margin.top}>
        {rows.map((row) => {
          const barY = y(row.stars) ?? 0;
          const middle = barY + y.bandwidth() / 2;
          const end = x(row.reviews);
          const labelStyle = { fontSize: 12, dominantBaseline: 'central' } as const;
          return (
            <g key={row.stars}>
              <rect
                x={0}
                y={barY}
                width={plotWidth}
                height={y.bandwidth()}
                rx={4}
                fill={theme.colors.surfaceMuted}
              />
              <Bar
                data-stars={row.stars}
                x={Math.min(origin, end)}
                y={barY}
                width={Math.abs(end - origin)}
                height={y.bandwidth()}
                rx={4}
                fill={theme.colors.accent}
              />
              <text
                x={rtl ? plotWidth + LABEL_GAP : -LABEL_GAP}
                y={middle}
                textAnchor={rtl ? 'start' : 'end'}
                fill={theme.colors.text}
                {...labelStyle}
              >
                {t(`rating.labels.${row.stars}`)}
              </text>
              <text
                x={rtl ? -LABEL_GAP : plotWidth + LABEL_GAP}
                y={middle}
                textAnchor={rtl ? 'end' : 'start'}
                fill={theme.colors.textSecondary}
                {...labelStyle}
              >
                {`${format.count(row.reviews)} (${format.share(row.share)})`}
              </text>
            </g>
          );
        })}
      </Group>
    </svg>
  );
}
