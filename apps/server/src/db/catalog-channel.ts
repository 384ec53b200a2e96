import type { FastifyBaseLogger } from 'fastify';
import { openListenChannel } from './listen-channel.ts';

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

/**
 * The catalogue's channel on the instance's one LISTEN connection (db/listen-channel.ts), which
 * also carries its notifications. While that connection is down this instance cannot hear
 * others, so `listening()` is false and the response cache answers nothing from memory until
 * it is back; writes made meanwhile were not heard, so every (re)connection is a change.
 */
export async function openCatalogChannel(options: CatalogChannelOptions): Promise<CatalogChannel> {
  const channel = await openListenChannel({
    url: options.url,
    channel: CATALOG_CHANNEL,
    log: options.log,
    onPayload: options.onChange,
    onResync: options.onChange,
  });

  let inFlight: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  // Writers that commit while a notification is on its way share the next one: it is sent
  // after all their commits, so nobody's news is lost, and a burst of writes costs one round
  // trip at a time on the single connection instead of a queue of one each.
  function notify(): Promise<void> {
    if (!inFlight) {
      inFlight = channel.notify('').finally(() => {
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

  return { listening: () => channel.listening(), notify, close: () => channel.close() };
}
