import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The PostgreSQL channel on which instances announce that the public catalogue changed. */
export const CATALOG_CHANNEL = 'phonebazaar_catalog';

export interface CatalogChannel {
  /** True while the LISTEN connection is up: only then can this instance trust its cache. */
  listening(): boolean;
  /** Tells every instance (this one too) that a write committed. */
  notify(): Promise<void>;
  close(): Promise<void>;
}

export interface CatalogChannelOptions {
  url: string;
  log: FastifyBaseLogger;
  /** Called for every notification and after each (re)connection, when anything may have changed. */
  onChange: () => void;
}

const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;

/**
 * One dedicated connection per instance runs LISTEN (a pooled connection cannot: the pool
 * hands it to other queries and drops the registration). Notifications are sent on the same
 * connection; while it is down this instance cannot hear others, so `listening()` is false
 * and the response cache answers nothing from memory until it is back.
 */
export async function openCatalogChannel(options: CatalogChannelOptions): Promise<CatalogChannel> {
  let client: pg.Client | undefined;
  let up = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (err?: Error) => {
    if (!up && !client) return;
    up = false;
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    dead?.on('error', () => {});
    dead?.end().catch(() => {});
    if (closed) return;
    options.log.warn({ err }, 'catalog channel lost; response cache bypassed until it is back');
    retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    retry = undefined;
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('error', (err) => lost(err));
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) options.onChange();
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOG_CHANNEL}`);
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, RECONNECT_MS);
      options.log.warn({ err }, 'catalog channel could not connect; retrying');
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    up = true;
    // Writes made while this instance was deaf were not heard: start from a new version.
    options.onChange();
  }

  await connect();

  let inFlight: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  // Writers that commit while a notification is on its way share the next one: it is sent
  // after all their commits, so nobody's news is lost, and a burst of writes costs one round
  // trip at a time on this single connection instead of a queue of one each.
  function notify(): Promise<void> {
    if (!inFlight) {
      inFlight = send().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    }
    next ??= inFlight.then(() => {
      next = undefined;
      return notify();
    });
    return next;
  }
  async function send(): Promise<void> {
    if (!client) return;
    try {
      await client.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, '']);
    } catch (err) {
      lost(err as Error);
    }
  }

  return {
    listening: () => up,
    notify,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      up = false;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
