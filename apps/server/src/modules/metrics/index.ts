// Issue #40 (decision 063): GET /metrics, and the app's scrape-time series.
export { type MetricsSources, registerMetricsSources } from './app-metrics.ts';
export { metricsRoutes } from './metrics-routes.ts';
