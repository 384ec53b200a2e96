import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The PostgreSQL channel on which a committed message is announced to every instance. */
export const MESSAGES_CHANNEL = 'phonebazaar_messages';

const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;

export interface MessageChannel {
  close(): Promise<void>;
}

/**
 * One dedicated connection per instance LISTENs (a pooled one cannot: the pool lends it to
 * other queries). Writers NOTIFY inside their own transaction, so an announcement exists
 * exactly when the message does and arrives after its commit, in commit order. While the
 * connection is down nothing is heard: after each (re)connection `onResync` says "anything
 * may have changed" and listeners refetch (as db/catalog-channel.ts does for the catalogue).
 */
export async function openMessageChannel(options: {
  url: string;
  log: FastifyBaseLogger;
  onPayload: (payload: string) => void;
  onResync: () => void;
}): Promise<MessageChannel> {
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
    options.log.warn({ err }, 'messages channel lost; reconnecting');
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
      if (message.channel === MESSAGES_CHANNEL && message.payload)
        options.onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${MESSAGES_CHANNEL}`);
    } catch (err) {
      drop(next);
      if (!closed) retry = setTimeout(connect, RECONNECT_MS);
      options.log.warn({ err }, 'messages channel could not connect; retrying');
      return;
    }
    if (closed) return drop(next);
    client = next;
    options.onResync();
  }

  await connect();
  return {
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
