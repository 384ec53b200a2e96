import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpDuration, httpRequests } from '../lib/metrics.ts';
import { endSpan, SpanKind, startSpan, withActiveSpan } from '../lib/tracing.ts';

/** Routes left out of the request series: the scraper's own calls would only add noise. */
const UNOBSERVED = new Set(['/metrics']);

/**
 * Every request into http_requests_total and http_request_duration_seconds (issue #40,
 * decision 063), labelled by route pattern (never the raw URL: ids would make a series each;
 * unmatched URLs share one label). Counted when the answer's last byte leaves (the socket's
 * 'finish'), so the response cache's hits, which leave before any later hook, count too.
 * With tracing on, the request is a span that the statements and jobs it starts belong to.
 */
export const requestObservation = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (UNOBSERVED.has(route)) return done();
    const method = request.method;
    const started = performance.now();
    const span = startSpan(`${method} ${route}`, SpanKind.SERVER, {
      'http.request.method': method,
      'http.route': route,
      'url.path': request.url.split('?')[0] ?? '',
    });
    const finish = () => {
      reply.raw.off('close', finish);
      reply.raw.off('finish', finish);
      const status = reply.raw.statusCode;
      httpRequests.inc({ method, route, status });
      httpDuration.observe({ method, route }, (performance.now() - started) / 1000);
      span?.setAttribute('http.response.status_code', status);
      endSpan(span, status >= 500 ? new Error(`status ${status}`) : undefined);
    };
    reply.raw.once('finish', finish);
    reply.raw.once('close', finish);
    if (!span) return done();
    // What the rest of the request starts (hooks, handler, statements) runs in its context.
    withActiveSpan(span, done);
  });
});
