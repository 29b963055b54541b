// GET /api/admin/analytics/export: the metric's trend as CSV, headers in the caller's language, with the settings
// every CSV of the API shares (UTF-8 BOM, RFC 4180, formulas defused: lib/csv-file).
import type { AdminAnalytics, InsightMetric, InsightPeriod, Language } from '@sumaa/contracts';
import { stringify } from 'csv-stringify/sync';
import { CSV_OPTIONS } from '../../lib/csv-file';
import { localDayOf } from './insight-windows';

const METRIC_HEADERS: Record<Language, Record<InsightMetric, string>> = {
  en: {
    revenue: 'Revenue, VAT excluded (SAR)',
    customers: 'New subscribers',
    subscriptions: 'Subscriptions paid for the first time',
  },
  ar: {
    revenue: 'الإيرادات دون الضريبة (ريال)',
    customers: 'المشتركون الجدد',
    subscriptions: 'الاشتراكات المدفوعة لأول مرة',
  },
};
const FROM: Record<Language, string> = { en: 'From', ar: 'من' };
const TO: Record<Language, string> = { en: 'To', ar: 'إلى' };

export function analyticsCsv(analytics: AdminAnalytics, language: Language): string {
  return stringify(
    [
      [FROM[language], TO[language], METRIC_HEADERS[language][analytics.metric]],
      ...analytics.trend.map((bucket) => [bucket.from, bucket.to, bucket.value]),
    ],
    CSV_OPTIONS,
  );
}

export function analyticsCsvFileName(metric: InsightMetric, period: InsightPeriod, now: Date): string {
  return `sumaa-analytics-${metric}-${period}-${localDayOf(now)}.csv`;
}
