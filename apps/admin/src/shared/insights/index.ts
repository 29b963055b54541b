// What the overview and the analytics pages share: the bar chart (the business analytics' approach, ADR 0010),
// the titled panel, and the figures' formats.
export { BarTrendChart, type BarTrendChartProps, type TrendBar } from './charts/BarTrendChart';
export { InsightPanel, PanelEmpty, type InsightPanelProps } from './InsightPanel';
export { type InsightFormat, useInsightFormat } from './insightFormat';
