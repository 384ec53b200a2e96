import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';

/** What an app reports at scrape time, each read from its owner when Prometheus asks. */
export interface MetricsSources {
  database: Database;
  /** Jobs by queue and state (modules/jobs). */
  jobs: () => Promise<{ queue: string; state: string; count: number }[]>;
  /** Mail and SMS waiting to be sent (modules/mail). */
  outboxBacklog: () => Promise<{ channel: string; count: number }[]>;
  /** Whether every notification is heard (the LISTEN connection; PGlite hears in-process). */
  listening: () => boolean;
  /** When the newest backup in BACKUP_DIR was written (seconds since the epoch), if any. */
  newestBackup: () => Promise<number | undefined>;
}

// Keyed by the app's HTTP server, as route-policy.ts does: the sources are known inside the
// /api plugin, the route is served at the root, and two apps in one test process never mix.
const registries = new WeakMap<object, Registry>();

/** The app's own series, read from `sources` on each scrape. */
export function registerMetricsSources(app: FastifyInstance, sources: MetricsSources): void {
  const registry = new Registry();
  const kind = sources.database.kind;
  const pool = (name: string, help: string, pick: 'size' | 'inUse' | 'waiting') =>
    new Gauge({
      name,
      help,
      labelNames: ['database'] as const,
      registers: [registry],
      collect() {
        this.set({ database: kind }, sources.database.poolStats()[pick]);
      },
    });
  pool('db_pool_connections', 'Connections the pool holds (PGlite: its one)', 'size');
  pool('db_pool_in_use', 'Connections busy with a statement or transaction', 'inUse');
  pool(
    'db_pool_waiting',
    'Requests waiting for a connection (PGlite: statements queued)',
    'waiting',
  );

  new Gauge({
    name: 'jobs',
    help: 'Background jobs by queue and state (created, retry, active, completed, failed, ...)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, state, count } of await sources.jobs()) this.set({ queue, state }, count);
    },
  });
  new Gauge({
    name: 'outbox_backlog',
    help: 'Mail and SMS waiting to be sent, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      const counts = new Map([
        ['mail', 0],
        ['sms', 0],
      ]);
      for (const { channel, count } of await sources.outboxBacklog()) counts.set(channel, count);
      for (const [channel, count] of counts) this.set({ channel }, count);
    },
  });
  new Gauge({
    name: 'db_listen_connected',
    help: '1 while the LISTEN connection is up (every change is heard), else 0; PGlite: 1',
    labelNames: ['database'] as const,
    registers: [registry],
    collect() {
      this.set({ database: kind }, sources.listening() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'backup_newest_timestamp_seconds',
    help: 'When the newest backup in BACKUP_DIR was written (0: none there)',
    registers: [registry],
    async collect() {
      this.set((await sources.newestBackup()) ?? 0);
    },
  });
  registries.set(app.server, registry);
}

export function appRegistry(app: FastifyInstance): Registry | undefined {
  return registries.get(app.server);
}
