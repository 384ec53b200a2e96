import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;
/** How the shared connection shows in pg_stat_activity: one row per process. */
export const LISTEN_APPLICATION_NAME = `phonebazaar_listen ${process.pid}`;

export interface ListenChannel {
  /** True while the LISTEN connection is up and listens here: only then is every notification heard. */
  listening(): boolean;
  /**
   * NOTIFY on this channel, sent on the shared connection (every listener hears it, this
   * instance's too). Nothing is sent while the connection is down: nobody would hear it here,
   * and the others resync when they reconnect anyway. A failure counts as the connection lost.
   */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface ListenChannelOptions {
  url: string;
  /** The PostgreSQL channel name (a plain identifier: it is written into `LISTEN`). */
  channel: string;
  log: FastifyBaseLogger;
  onPayload: (payload: string) => void;
  /**
   * Once this channel listens, and after each reconnection: what was announced while this
   * instance was deaf went unheard, so listeners treat anything as possibly changed.
   */
  onResync: () => void;
}

interface Subscriber {
  channel: string;
  onPayload: (payload: string) => void;
  onResync: () => void;
  /** Its channel is LISTENed on the current connection and it was told so (onResync). */
  heard: boolean;
}

/**
 * The one dedicated connection of a process (per database URL) that LISTENs on every channel
 * anyone opened (a pooled connection cannot: the pool lends it to other queries and the
 * registration goes with it). It reconnects every second while the server is down and
 * LISTENs again on every channel; it closes with its last subscriber.
 */
function createSharedConnection(url: string, log: FastifyBaseLogger, onEmpty: () => void) {
  const subscribers = new Set<Subscriber>();
  let client: pg.Client | undefined;
  let pid: number | undefined;
  // Channels LISTENed on `client`.
  let listened = new Set<string>();
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const drop = (c: pg.Client) => {
    c.removeAllListeners();
    c.on('error', () => {});
    c.end().catch(() => {});
  };
  const start = () => {
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void start();
    }, RECONNECT_MS);
  };
  const lost = (err?: Error) => {
    const dead = client;
    if (!dead) return;
    client = undefined;
    pid = undefined;
    listened = new Set();
    for (const subscriber of subscribers) subscriber.heard = false;
    drop(dead);
    if (closed) return;
    const channels = [...new Set([...subscribers].map((s) => s.channel))];
    log.warn({ err, channels }, 'LISTEN connection lost; reconnecting');
    schedule();
  };

  /**
   * LISTENs on the subscriber's channel, then tells it it hears everything from now on. The
   * LISTEN runs for each subscriber, even on a channel already heard (it is idempotent): it is
   * also the barrier after which notifications are this subscriber's, so one committed
   * before it opened does not reach it, as with a connection of its own.
   */
  async function listenFor(subscriber: Subscriber): Promise<void> {
    const c = client;
    if (!c || subscriber.heard) return;
    listened.add(subscriber.channel);
    try {
      await c.query(`listen ${subscriber.channel}`);
    } catch (err) {
      if (client === c) lost(err as Error);
      return;
    }
    if (client !== c || subscriber.heard || !subscribers.has(subscriber)) return;
    subscriber.heard = true;
    subscriber.onResync();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      application_name: LISTEN_APPLICATION_NAME,
    });
    next.on('error', (err) => lost(err));
    next.on('end', () => lost());
    next.on('notification', (message) => {
      for (const subscriber of subscribers)
        if (subscriber.heard && subscriber.channel === message.channel)
          subscriber.onPayload(message.payload ?? '');
    });
    let backend: number;
    try {
      await next.connect();
      const { rows } = await next.query<{ pid: number }>('select pg_backend_pid() as pid');
      backend = rows[0]!.pid;
    } catch (err) {
      drop(next);
      log.warn({ err }, 'LISTEN connection could not connect; retrying');
      if (subscribers.size > 0) schedule();
      return;
    }
    if (closed) return drop(next);
    client = next;
    pid = backend;
    await Promise.all([...subscribers].map(listenFor));
  }

  return {
    pid: () => pid,
    async add(subscriber: Subscriber): Promise<void> {
      subscribers.add(subscriber);
      // Down and waiting for the next attempt: this channel is LISTENed when it succeeds.
      if (!client && !retry) await start();
      else if (connecting) await connecting;
      await listenFor(subscriber);
    },
    async remove(subscriber: Subscriber): Promise<void> {
      subscribers.delete(subscriber);
      const c = client;
      if (subscribers.size === 0) {
        closed = true;
        onEmpty();
        if (retry) clearTimeout(retry);
        client = undefined;
        if (c) {
          c.removeAllListeners();
          c.on('error', () => {});
          await c.end().catch(() => {});
        }
        return;
      }
      const stillHeard = [...subscribers].some((s) => s.channel === subscriber.channel);
      if (c && !stillHeard && listened.delete(subscriber.channel))
        await c.query(`unlisten ${subscriber.channel}`).catch((err) => lost(err as Error));
    },
    async notify(channel: string, payload: string): Promise<void> {
      const c = client;
      if (!c) return;
      try {
        await c.query('select pg_notify($1, $2)', [channel, payload]);
      } catch (err) {
        if (client === c) lost(err as Error);
      }
    },
  };
}

type SharedConnection = ReturnType<typeof createSharedConnection>;
const shared = new Map<string, SharedConnection>();

/**
 * LISTENs on one channel over the process's one LISTEN connection to `url`, which every
 * channel shares (accounts, sessions, messages, the catalogue): an instance holds one
 * connection for all of them, however many it listens on. Sibling apps of one process (the
 * test suites') share it too. `listening()` says whether this channel hears everything.
 */
export async function openListenChannel(options: ListenChannelOptions): Promise<ListenChannel> {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel))
    throw new Error(`not a plain channel name: ${options.channel}`);
  let connection = shared.get(options.url);
  if (!connection) {
    const created = createSharedConnection(options.url, options.log, () => {
      if (shared.get(options.url) === created) shared.delete(options.url);
    });
    connection = created;
    shared.set(options.url, created);
  }
  const subscriber: Subscriber = {
    channel: options.channel,
    onPayload: options.onPayload,
    onResync: options.onResync,
    heard: false,
  };
  await connection.add(subscriber);
  const mine = connection;
  let open = true;
  return {
    listening: () => open && subscriber.heard,
    notify: (payload) => (open ? mine.notify(options.channel, payload) : Promise.resolve()),
    async close() {
      if (!open) return;
      open = false;
      await mine.remove(subscriber);
    },
  };
}

/** The backend pid of the process's LISTEN connection to `url`, while it is up (tests). */
export function listenConnectionPid(url: string): number | undefined {
  return shared.get(url)?.pid();
}
