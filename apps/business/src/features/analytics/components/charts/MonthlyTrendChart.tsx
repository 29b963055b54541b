import type { MonthlySentiment } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { BarTrendChart } from '@sumaa/ui';
import { useAnalyticsTexts } from '../../hooks/useAnalyticsTexts';
import { useBusinessFormat } from '../../../../shared/business-settings/useBusinessFormat';

export interface MonthlyTrendChartProps {
  /** Oldest first, every month present (the report's order). */
  months: readonly MonthlySentiment[];
}

/**
 * Reviews of each month as bars, each topped by the month's average rating; oldest at the inline start, so in
 * Arabic the months run from right to left. The same figures follow as a table for screen readers.
 */
export function MonthlyTrendChart({ months }: MonthlyTrendChartProps) {
  const { t } = useAnalyticsTexts();
  const { dir } = useLanguage();
  const format = useBusinessFormat();
  return (
    <BarTrendChart
      dir={dir}
      markAs="month"
      // Room at the start for the counts; the narrowest bar that still holds its rating ("4.25" at 11 px).
      valueAxisWidth={36}
      topLabelMinWidth={26}
      axisLabelWidth={44}
      caption={t('monthly.table')}
      headers={[t('monthly.month'), t('monthly.reviews'), t('monthly.rating')]}
      formatValue={format.count}
      formatTick={format.count}
      bars={months.map((month) => ({
        key: month.month,
        axisLabel: format.monthShort(month.month),
        tableLabel: format.monthLong(month.month),
        value: month.reviews,
        topLabel: month.reviews > 0 ? format.rating(month.rating) : undefined,
        extraCells: [month.reviews > 0 ? format.rating(month.rating) : t('noValue')],
      }))}
    />
  );
}
