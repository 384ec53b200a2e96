import {
  type Attributes,
  context,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

/**
 * Spans for HTTP requests, SQL statements and jobs (issue #40, decision 063). Off unless
 * server.ts loaded the SDK (OTEL_EXPORTER_OTLP_ENDPOINT set, lib/tracing-sdk.ts): until then
 * `enabled` is false and no span object is ever made, not even a no-op one.
 */
export const tracing = { enabled: false };

const tracer = () => trace.getTracer('phonebazaar');

export { SpanKind };

/** Starts a span (the active context's child), or nothing while tracing is off. */
export function startSpan(name: string, kind: SpanKind, attributes: Attributes): Span | undefined {
  if (!tracing.enabled) return undefined;
  return tracer().startSpan(name, { kind, attributes });
}

/** Runs `fn` with `span` as the active span (what it starts, sync or async, is its child). */
export function withActiveSpan<T>(span: Span, fn: () => T): T {
  return context.with(trace.setSpan(context.active(), span), fn);
}

/** Ends a span, marking it failed when `error` is given. */
export function endSpan(span: Span | undefined, error?: unknown): void {
  if (!span) return;
  if (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** Runs `fn` inside a span that is the active one for whatever `fn` starts (jobs). */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  fn: () => Promise<T>,
): Promise<T> {
  if (!tracing.enabled) return fn();
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      endSpan(span, error);
      throw error;
    } finally {
      if (span.isRecording()) span.end();
    }
  });
}
