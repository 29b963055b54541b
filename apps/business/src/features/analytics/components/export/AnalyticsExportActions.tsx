// The analytics page's export actions: CSV of the period and the printable report (issue 11).
// TODO(issue 11): built by the export work.
import type { AnalyticsPeriod } from '../../lib/analyticsPeriod';

export interface AnalyticsExportActionsProps {
  period: AnalyticsPeriod;
}

export function AnalyticsExportActions(_props: AnalyticsExportActionsProps) {
  return null;
}
