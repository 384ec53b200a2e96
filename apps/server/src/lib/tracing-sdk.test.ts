import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { startTracing, type TracingHandle } from './tracing-sdk.ts';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}
// OTLP's SpanKind numbers.
const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

/** A stand-in OTLP/HTTP collector: keeps every span POSTed to /v1/traces (JSON). */
async function startCollector() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[];
        };
        for (const r of payload.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('tracing (issue #40)', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let handle: TracingHandle;
  let ctx: TestContext & { close: () => Promise<void> };

  beforeAll(async () => {
    collector = await startCollector();
    handle = await startTracing({ endpoint: collector.url, serviceName: 'phonebazaar-test' });
    ctx = await createTestContext('pglite');
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await handle?.stop();
    await collector?.close();
  });

  it('When OTEL_EXPORTER_OTLP_ENDPOINT is set, then the collector receives spans of requests, of their SQL statements and of jobs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    // The recurring jobs run a second after the runner starts.
    const seen = () => new Set(collector.spans.map((s) => s.kind));
    for (
      let i = 0;
      i < 60 && !(seen().has(SERVER) && seen().has(CLIENT) && seen().has(CONSUMER));
      i++
    ) {
      await handle.flush();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const request = collector.spans.find(
      (s) => s.kind === SERVER && s.name === 'GET /api/categories',
    );
    expect(request).toBeDefined();
    // The request's statements are its children, in its trace.
    const statements = collector.spans.filter(
      (s) => s.kind === CLIENT && s.name === 'db.query' && s.parentSpanId === request!.spanId,
    );
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((s) => s.traceId === request!.traceId)).toBe(true);
    expect(collector.spans.some((s) => s.kind === CONSUMER && s.name.startsWith('job '))).toBe(
      true,
    );
  }, 60_000);
});
