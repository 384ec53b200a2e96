import { trace } from '@opentelemetry/api';
import { tracing } from './tracing.ts';

export interface TracingHandle {
  /** Sends the spans still buffered (tests, and before the process ends). */
  flush(): Promise<void>;
  /** Flushes, then stops: no span is made after. */
  stop(): Promise<void>;
}

/**
 * Loaded by server.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set (issue #40, decision 063):
 * the SDK and the exporter are imported here, dynamically, so a default start never loads
 * them. Spans go in batches to `<endpoint>/v1/traces` as OTLP/HTTP JSON; the context manager
 * (AsyncLocalStorage) makes a request's statements its children.
 */
export async function startTracing(options: {
  endpoint: string;
  serviceName: string;
}): Promise<TracingHandle> {
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const exporter = new OTLPTraceExporter({
    url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces`,
  });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  tracing.enabled = true;
  return {
    flush: () => provider.forceFlush(),
    async stop() {
      tracing.enabled = false;
      await provider.shutdown();
      trace.disable();
    },
  };
}
