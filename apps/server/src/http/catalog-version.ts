import type { FastifyBaseLogger } from 'fastify';
import { type CatalogChannel, openCatalogChannel } from '../db/catalog-channel.ts';
import type { Database } from '../db/client.ts';

/**
 * One number that changes whenever anything a public list shows may have changed. Cached
 * answers remember the version they were read under and are only served while it is current,
 * so one bump after a commit makes every later read fresh, whatever URLs it touched
 * (docs/decisions/014-response-cache.md).
 */
export interface CatalogVersion {
  /** The version to tag a read with; read it before the read starts. */
  current(): number;
  /** False while another instance's writes could go unheard (PostgreSQL channel down). */
  trusted(): boolean;
  /** After a write committed: a new version here, and on PostgreSQL in every other instance. */
  changed(): Promise<void>;
  close(): Promise<void>;
}

// Apps in one process on one database object (PGlite, which is single-process, or sibling
// apps in tests) share their counter, so a write through one is seen by the other at once.
const counters = new WeakMap<Database, { value: number }>();

function counterOf(database: Database) {
  let counter = counters.get(database);
  if (!counter) {
    counter = { value: 0 };
    counters.set(database, counter);
  }
  return counter;
}

export async function createCatalogVersion(options: {
  database: Database;
  url: string | undefined;
  log: FastifyBaseLogger;
}): Promise<CatalogVersion> {
  const counter = counterOf(options.database);
  const bump = () => {
    counter.value += 1;
  };
  let channel: CatalogChannel | undefined;
  if (options.database.kind === 'postgres' && options.url) {
    channel = await openCatalogChannel({
      url: options.url,
      log: options.log,
      onChange: bump,
    });
  }
  return {
    current: () => counter.value,
    trusted: () => channel?.listening() ?? true,
    async changed() {
      bump();
      await channel?.notify();
    },
    close: async () => {
      await channel?.close();
    },
  };
}
