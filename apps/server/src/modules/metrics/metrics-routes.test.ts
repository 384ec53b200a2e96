import parsePrometheus from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers.ts';
import { createTestContext, describeOnEachDatabase } from '../../test/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Families = ReturnType<typeof parsePrometheus>;
const family = (all: Families, name: string) => all.find((f) => f.name === name);
const samples = (all: Families, name: string, labels: Record<string, string> = {}) =>
  (family(all, name)?.metrics ?? []).filter((m) =>
    Object.entries(labels).every(([k, v]) => m.labels?.[k] === v),
  );
const value = (all: Families, name: string, labels: Record<string, string> = {}) =>
  samples(all, name, labels).reduce((sum, m) => sum + Number(m.value ?? m.count ?? 0), 0);

describeOnEachDatabase(
  'GET /metrics (issue #40)',
  (ctx) => {
    let text = '';
    async function scrape(): Promise<Families> {
      const res = await ctx().app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.headers['cache-control']).toBe('no-store');
      text = res.body;
      return parsePrometheus(res.body);
    }
    /**
     * A histogram's `_count` or `_sum` for one label set, read from the text: the parser
     * drops them for a histogram with labels. Process-wide series also hold the requests of
     * other suites' apps in this process, so the test compares before and after.
     */
    const line = (series: string, labels: string) => {
      const escaped = `${series}{${labels}}`.replace(/[{}()[\]/.*+?^$|\\]/g, '\\$&');
      return Number(new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    };

    it('When the scraper has no token or a wrong one, then 401 and no series', async () => {
      const { app } = ctx();
      for (const headers of [
        {},
        { authorization: 'Bearer wrong-token-0123456789' },
        { authorization: TOKEN },
      ]) {
        const res = await app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('METRICS_TOKEN');
        expect(res.body).not.toContain('http_requests_total');
      }
    });

    it('When traffic has gone through, then every series is there with sensible values', async () => {
      const { app, kind } = ctx();
      await signedInUser(app);
      const before = await scrape();
      const healthBefore = line(
        'http_request_duration_seconds_count',
        'method="GET",route="/api/health"',
      );
      const delta = (name: string, labels: Record<string, string> = {}) =>
        value(all, name, labels) - value(before, name, labels);
      for (let i = 0; i < 3; i++) {
        await app.inject({ method: 'GET', url: '/api/health' });
        await app.inject({ method: 'GET', url: '/api/categories' });
        await app.inject({ method: 'GET', url: `/api/listings/${UNKNOWN_ID}` });
        await app.inject({ method: 'GET', url: `/api/no-such-route/${i}` });
      }
      let all = await scrape();
      // The recurring jobs are created a second after the runner starts.
      for (let i = 0; i < 40 && samples(all, 'jobs').length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        all = await scrape();
      }

      // Requests: by route pattern, never by raw URL; the scrapes themselves are not counted.
      expect(delta('http_requests_total', { route: '/api/health', status: '200' })).toBe(3);
      expect(delta('http_requests_total', { route: '/api/listings/:id', status: '404' })).toBe(3);
      expect(delta('http_requests_total', { route: 'unmatched', status: '404' })).toBe(3);
      const routes = samples(all, 'http_requests_total').map((m) => m.labels?.route ?? '');
      expect(routes.filter((r) => r.includes(UNKNOWN_ID) || r.includes('no-such'))).toEqual([]);
      expect(routes).not.toContain('/metrics');
      expect(family(all, 'http_request_duration_seconds')?.type).toBe('HISTOGRAM');
      const health = 'method="GET",route="/api/health"';
      expect(line('http_request_duration_seconds_count', health) - healthBefore).toBe(3);
      expect(line('http_request_duration_seconds_sum', health)).toBeGreaterThan(0);

      // The database: statements timed, the pool's state, the LISTEN connection.
      expect(family(all, 'db_statement_duration_seconds')?.type).toBe('HISTOGRAM');
      expect(line('db_statement_duration_seconds_count', `database="${kind}"`)).toBeGreaterThan(10);
      expect(line('db_statement_duration_seconds_sum', `database="${kind}"`)).toBeGreaterThan(0);
      expect(value(all, 'db_pool_connections', { database: kind })).toBeGreaterThanOrEqual(1);
      expect(value(all, 'db_pool_in_use', { database: kind })).toBeGreaterThanOrEqual(0);
      expect(value(all, 'db_pool_waiting', { database: kind })).toBe(0);
      expect(value(all, 'db_listen_connected', { database: kind })).toBe(1);

      // Jobs per queue and state, the outbox's backlog per channel.
      expect(samples(all, 'jobs').length).toBeGreaterThan(0);
      for (const m of samples(all, 'jobs')) expect(Number(m.value)).toBeGreaterThanOrEqual(0);
      expect(
        samples(all, 'outbox_backlog')
          .map((m) => m.labels?.channel)
          .sort(),
      ).toEqual(['mail', 'sms']);

      // The response cache: the first read of the categories missed, the next ones hit.
      expect(delta('response_cache_requests_total', { result: 'miss' })).toBeGreaterThan(0);
      expect(delta('response_cache_requests_total', { result: 'hit' })).toBeGreaterThan(0);

      // No backup was taken in this DATA_DIR: the alert on its age fires.
      expect(value(all, 'backup_newest_timestamp_seconds')).toBe(0);

      // The process's own.
      expect(value(all, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(value(all, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    });
  },
  { METRICS_TOKEN: TOKEN, RESPONSE_CACHE: 'true' },
);

describe('GET /metrics in production (issue #40)', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://market.example.com',
      MAIL_URL: 'outbox',
      PAYMENT_PROVIDER: 'sandbox',
    });
  }, 120_000);
  afterAll(() => ctx?.close());

  it('When no METRICS_TOKEN is set in production, then /metrics is off (404)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });
});
