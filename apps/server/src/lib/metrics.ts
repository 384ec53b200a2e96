import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's own Prometheus series (issue #40, decision 063), recorded by the ground floor
 * (http/, db/) where it cannot reach a module: requests, statements, the response cache and
 * Node's default metrics. One registry per process, like the process they describe; what an
 * app reads at scrape time (pool, jobs, outbox, LISTEN) is modules/metrics' own registry,
 * merged with this one by GET /metrics.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: SECONDS,
  registers: [processRegistry],
});

export const statementDuration = new Histogram({
  name: 'db_statement_duration_seconds',
  help: 'SQL statements sent by the app, by database kind (on PGlite, waiting for its one connection included)',
  labelNames: ['database'] as const,
  buckets: [0.0005, 0.001, 0.0025, ...SECONDS],
  registers: [processRegistry],
});

export const responseCacheLookups = new Counter({
  name: 'response_cache_requests_total',
  help: 'Cacheable reads looked up in the response cache, by result (hit or miss)',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});
