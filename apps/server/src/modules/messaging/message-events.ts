import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { type ListenChannel, openListenChannel } from '../../db/listen-channel.ts';
import { MESSAGES_CHANNEL } from './message-channel.ts';

/** What a party's live stream is told: a message with this seq is in this conversation. */
export interface MessageEvent {
  conversationId: string;
  seq: number;
}
/** 'resync': announcements may have been missed (the channel reconnected): refetch. */
export type MessageListener = (event: MessageEvent | 'resync') => void;

interface Announcement extends MessageEvent {
  to: string[];
}

/** The listeners of one process, by account. */
function createDispatcher() {
  const byUser = new Map<string, Set<MessageListener>>();
  return {
    add(userId: string, listener: MessageListener) {
      const set = byUser.get(userId) ?? new Set();
      set.add(listener);
      byUser.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      };
    },
    deliver({ conversationId, seq, to }: Announcement) {
      for (const userId of to)
        for (const listener of byUser.get(userId) ?? []) listener({ conversationId, seq });
    },
    resync() {
      for (const set of byUser.values()) for (const listener of set) listener('resync');
    },
  };
}
type Dispatcher = ReturnType<typeof createDispatcher>;

// PGlite is one process: apps on one embedded database (sibling apps in tests) share listeners.
const embedded = new WeakMap<Database, Dispatcher>();

const parse = (payload: string): Announcement | undefined => {
  try {
    const { c, s, u } = JSON.parse(payload);
    if (typeof c === 'string' && Number.isInteger(s) && Array.isArray(u))
      return { conversationId: c, seq: s, to: u.filter((x: unknown) => typeof x === 'string') };
  } catch {}
  return undefined;
};

/**
 * Live message announcements (issue #19, decision 034). On PostgreSQL the writer NOTIFYs in
 * its transaction and every instance's LISTEN connection hands the announcement to its own
 * listeners, so a party hears a message whichever instance took it. On PGlite (one process)
 * the writer hands it over in memory once committed.
 */
export function createMessageEvents(deps: { database: Database; url: string | undefined }) {
  const onPostgres = deps.database.kind === 'postgres' && Boolean(deps.url);
  let dispatcher: Dispatcher;
  if (onPostgres) dispatcher = createDispatcher();
  else {
    dispatcher = embedded.get(deps.database) ?? createDispatcher();
    embedded.set(deps.database, dispatcher);
  }
  let channel: Promise<ListenChannel> | undefined;
  let connectedOnce = false;

  return {
    /** Inside the writer's transaction: on PostgreSQL the NOTIFY goes out with its commit. */
    async announce(tx: Db, event: MessageEvent, to: string[]): Promise<void> {
      if (!onPostgres) return;
      const payload = JSON.stringify({ c: event.conversationId, s: event.seq, u: to });
      await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${payload})`);
    },

    /** After the writer's commit: on PGlite the in-memory hand-over. */
    committed(event: MessageEvent, to: string[]): void {
      if (!onPostgres) dispatcher.deliver({ ...event, to });
    },

    /** Hears `userId`'s announcements until the returned function is called. */
    async subscribe(
      userId: string,
      listener: MessageListener,
      log: FastifyBaseLogger,
    ): Promise<() => void> {
      const stop = dispatcher.add(userId, listener);
      if (onPostgres && deps.url) {
        const url = deps.url;
        channel ??= openListenChannel({
          url,
          channel: MESSAGES_CHANNEL,
          log,
          onPayload: (payload) => {
            const announcement = parse(payload);
            if (announcement) dispatcher.deliver(announcement);
          },
          // The first connection missed nothing anyone listened for; later ones may have.
          onResync: () => {
            if (connectedOnce) dispatcher.resync();
            connectedOnce = true;
          },
        });
        await channel;
      }
      return stop;
    },

    async close(): Promise<void> {
      await (await channel)?.close();
    },
  };
}

export type MessageEvents = ReturnType<typeof createMessageEvents>;
