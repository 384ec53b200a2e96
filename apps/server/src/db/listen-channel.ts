import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;

export interface ListenChannel {
  /** True while the LISTEN connection is up: only then is every notification heard. */
  listening(): boolean;
  close(): Promise<void>;
}

export interface ListenChannelOptions {
  url: string;
  /** The PostgreSQL channel name (a plain identifier: it is written into `LISTEN`). */
  channel: string;
  log: FastifyBaseLogger;
  onPayload: (payload: string) => void;
  /**
   * After each (re)connection: what was announced while this instance was deaf went unheard,
   * so listeners treat anything as possibly changed.
   */
  onResync: () => void;
}

/**
 * One dedicated PostgreSQL connection that LISTENs on one channel (a pooled connection
 * cannot: the pool lends it to other queries and the registration goes with it). It
 * reconnects every second while the server is down; `listening()` says whether it is up.
 * The catalogue's channel (db/catalog-channel.ts) also sends on its connection and keeps
 * its own copy of this loop.
 */
export async function openListenChannel(options: ListenChannelOptions): Promise<ListenChannel> {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel))
    throw new Error(`not a plain channel name: ${options.channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const drop = (c: pg.Client) => {
    c.removeAllListeners();
    c.on('error', () => {});
    c.end().catch(() => {});
  };
  const lost = (err?: Error) => {
    const dead = client;
    client = undefined;
    if (dead) drop(dead);
    if (closed || retry) return;
    options.log.warn({ err, channel: options.channel }, 'LISTEN channel lost; reconnecting');
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
      if (message.channel === options.channel) options.onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${options.channel}`);
    } catch (err) {
      drop(next);
      if (!closed) retry = setTimeout(connect, RECONNECT_MS);
      options.log.warn({ err, channel: options.channel }, 'LISTEN channel could not connect');
      return;
    }
    if (closed) return drop(next);
    client = next;
    options.onResync();
  }

  await connect();
  return {
    listening: () => client !== undefined,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
